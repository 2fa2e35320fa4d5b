import { encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { vaultAbi } from '../../api/vaultAbi'
import { callableFunctions, describeCalldata, encodeCall, PRESET_ABIS, parseAbiJson, parseArg } from './abiTools'

const VAULT = '0x00000000000000000000000000000000000000b2'
const USDC = '0x00000000000000000000000000000000000000b1'

describe('ABI tools', () => {
  it('reads a pasted ABI, or says why it cannot', () => {
    expect(parseAbiJson(JSON.stringify(erc20Abi))).toMatchObject({ ok: true })
    expect(parseAbiJson(JSON.stringify({ abi: vaultAbi }))).toMatchObject({ ok: true })
    expect(parseAbiJson('{oops')).toEqual({ ok: false, message: 'This is not valid JSON.' })
    expect(parseAbiJson('{"a":1}')).toMatchObject({ ok: false, message: expect.stringContaining('JSON array') })
    expect(parseAbiJson('[{"type":"event","name":"X","inputs":[]}]')).toMatchObject({
      ok: false,
      message: 'This ABI has no functions to call.',
    })
    expect(callableFunctions(vaultAbi).map((f) => f.name)).toEqual(['deposit', 'depositAll', 'withdraw'])
  })

  it('parses typed arguments with a sentence for each mistake', () => {
    expect(parseArg({ type: 'uint256' }, '100')).toEqual({ ok: true, value: 100n })
    expect(parseArg({ type: 'uint8' }, '256')).toEqual({ ok: false, message: 'Out of range for uint8 (0 to 255)' })
    expect(parseArg({ type: 'uint256' }, '1.5')).toMatchObject({ ok: false })
    expect(parseArg({ type: 'int8' }, '-128')).toEqual({ ok: true, value: -128n })
    expect(parseArg({ type: 'address' }, '0x12')).toMatchObject({
      ok: false,
      message: expect.stringContaining('40 characters'),
    })
    expect(parseArg({ type: 'bool' }, 'yes')).toEqual({ ok: false, message: 'Write true or false' })
    expect(parseArg({ type: 'bytes4' }, '0x1234')).toEqual({ ok: false, message: 'A bytes4 has exactly 4 bytes' })
    expect(parseArg({ type: 'address[]' }, `["${USDC}", "${VAULT}"]`)).toMatchObject({ ok: true })
    expect(parseArg({ type: 'uint256[2]' }, '[1]')).toEqual({ ok: false, message: 'Give exactly 2 items' })
  })

  it('encodes exactly what viem encodes, and reads calls back for review', () => {
    const encoded = encodeCall(PRESET_ABIS.erc20.abi, 'approve', [VAULT, maxUint256.toString()])
    expect(encoded).toEqual({
      ok: true,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [VAULT, maxUint256] }),
    })
    expect(encodeCall(PRESET_ABIS.vault.abi, 'deposit', [USDC, 'ten', '0x1'])).toEqual({
      ok: false,
      argErrors: [undefined, expect.any(String), expect.any(String)],
    })
    const abis = Object.values(PRESET_ABIS).map((p) => p.abi)
    expect(describeCalldata((encoded as { data: string }).data, abis)).toBe(
      `approve(spender: ${getAddress(VAULT)}, amount: max)`,
    )
    const deposit = encodeCall(PRESET_ABIS.vault.abi, 'deposit', [USDC, '250000000', VAULT]) as { data: string }
    expect(describeCalldata(deposit.data, abis)).toBe(
      `deposit(token: ${getAddress(USDC)}, amount: 250000000, onBehalfOf: ${getAddress(VAULT)})`,
    )
    expect(describeCalldata('0xdeadbeef', abis)).toBeUndefined()
    expect(describeCalldata('0x', abis)).toBe('(no calldata: a plain value transfer)')
  })
})
