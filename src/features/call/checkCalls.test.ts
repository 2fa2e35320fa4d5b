import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { vaultAbi } from '../../api/vaultAbi'
import { type CallDraft, checkCalls, VAULT_DEPOSIT_RULE } from './checkCalls'

const USDC = '0x00000000000000000000000000000000000000c1'
const WETH = '0x00000000000000000000000000000000000000e1'
const VAULT = '0x00000000000000000000000000000000000000a1'
const OTHER_VAULT = '0x00000000000000000000000000000000000000a2'
const USER = '0x00000000000000000000000000000000000000bb'

const approve = (token: string, spender: string, amount: bigint): CallDraft => ({
  to: token,
  value: '0',
  data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [spender as `0x${string}`, amount] }),
})
const deposit = (vault: string, token: string, amount: bigint): CallDraft => ({
  to: vault,
  value: '0',
  data: encodeFunctionData({
    abi: VAULT_DEPOSIT_RULE.abi,
    functionName: 'deposit',
    args: [token as `0x${string}`, amount, USER],
  }),
})

describe('checkCalls', () => {
  it('accepts an approval before the spend', () => {
    expect(checkCalls({ calls: [approve(USDC, VAULT, 100n), deposit(VAULT, USDC, 100n)], amount: '0' })).toEqual([])
  })

  it('refuses a spend with no approval, offering the approval to insert', () => {
    const [problem] = checkCalls({ calls: [deposit(VAULT, USDC, 100n)], amount: '0' })
    expect(problem).toMatchObject({ index: 0, field: 'order', fix: { kind: 'insert-approval', before: 0 } })
    expect(problem?.message).toMatch(/no earlier call approves/)
    if (problem?.fix?.kind !== 'insert-approval') throw new Error('no fix')
    expect(checkCalls({ calls: [problem.fix.call, deposit(VAULT, USDC, 100n)], amount: '0' })).toEqual([])
  })

  it('refuses an approval that comes after the spend', () => {
    expect(checkCalls({ calls: [deposit(VAULT, USDC, 100n), approve(USDC, VAULT, 100n)], amount: '0' })).toHaveLength(1)
  })

  it('keeps tokens and spenders apart', () => {
    const wrongSpender = checkCalls({
      calls: [approve(USDC, OTHER_VAULT, 100n), deposit(VAULT, USDC, 100n)],
      amount: '0',
    })
    expect(wrongSpender).toHaveLength(1)
    const wrongToken = checkCalls({ calls: [approve(WETH, VAULT, 100n), deposit(VAULT, USDC, 100n)], amount: '0' })
    expect(wrongToken).toHaveLength(1)
    const both = checkCalls({
      calls: [
        approve(USDC, VAULT, 100n),
        approve(WETH, OTHER_VAULT, 5n),
        deposit(VAULT, USDC, 100n),
        deposit(OTHER_VAULT, WETH, 5n),
      ],
      amount: '0',
    })
    expect(both).toEqual([])
  })

  it('uses up a finite allowance, not an unlimited one, and the last approve counts', () => {
    expect(
      checkCalls({
        calls: [approve(USDC, VAULT, 100n), deposit(VAULT, USDC, 60n), deposit(VAULT, USDC, 60n)],
        amount: '0',
      }),
    ).toHaveLength(1)
    expect(
      checkCalls({
        calls: [approve(USDC, VAULT, maxUint256), deposit(VAULT, USDC, 60n), deposit(VAULT, USDC, 60n)],
        amount: '0',
      }),
    ).toEqual([])
    const short = checkCalls({
      calls: [approve(USDC, VAULT, 100n), approve(USDC, VAULT, 10n), deposit(VAULT, USDC, 60n)],
      amount: '0',
    })
    expect(short[0]?.message).toMatch(/only 10/)
  })

  it('requires the amount to equal the sum of values, and offers to set it', () => {
    const calls: CallDraft[] = [
      { to: VAULT, value: '5', data: '0x' },
      { to: OTHER_VAULT, value: '7', data: '0x' },
    ]
    expect(checkCalls({ calls, amount: '12' })).toEqual([])
    expect(checkCalls({ calls, amount: '10' })).toEqual([
      expect.objectContaining({ field: 'amount', fix: { kind: 'set-amount', amount: '12' } }),
    ])
  })

  it('explains malformed targets, values and calldata, per call', () => {
    const problems = checkCalls({ calls: [{ to: '0x12', value: '1.5', data: '0xabc' }], amount: undefined })
    expect(problems.map((p) => p.field).sort()).toEqual(['data', 'to', 'value'])
    expect(problems.every((p) => p.message.startsWith('Call 1'))).toBe(true)
  })
})

describe('checks against what the transfer delivers', () => {
  const USDC_B = '0x00000000000000000000000000000000000000b1'
  const VAULT_B = '0x00000000000000000000000000000000000000b2'
  const depositAll = (vault: string, token: string) => ({
    to: vault,
    value: '0',
    data: encodeFunctionData({
      abi: vaultAbi,
      functionName: 'depositAll',
      args: [token as `0x${string}`, VAULT_B as `0x${string}`],
    }),
  })

  it('a token output pays calls that only move tokens: a native value is refused with a fix, and the amount is the token amount', () => {
    const calls = [approve(USDC_B, VAULT_B, 100n), { ...deposit(VAULT_B, USDC_B, 100n), value: '5' }]
    const problems = checkCalls({
      calls,
      amount: '100',
      output: { isNative: false, symbol: 'USDC', tradeType: 'EXACT_OUTPUT' },
    })
    expect(problems).toEqual([
      expect.objectContaining({ index: 1, field: 'value', fix: { kind: 'set-value', index: 1, value: '0' } }),
    ])
    expect(
      checkCalls({
        calls: [calls[0]!, deposit(VAULT_B, USDC_B, 100n)],
        amount: '100',
        output: { isNative: false, symbol: 'USDC', tradeType: 'EXACT_OUTPUT' },
      }),
    ).toEqual([])
  })

  it('with EXACT_INPUT of the native currency the amount is what is paid in, not the sum of values', () => {
    const calls = [{ to: VAULT_B, value: '7', data: '0x' }]
    expect(
      checkCalls({ calls, amount: '1000', output: { isNative: true, symbol: 'ETH', tradeType: 'EXACT_INPUT' } }),
    ).toEqual([])
    expect(
      checkCalls({ calls, amount: '1000', output: { isNative: true, symbol: 'ETH', tradeType: 'EXACT_OUTPUT' } }),
    ).toEqual([expect.objectContaining({ field: 'amount', fix: { kind: 'set-amount', amount: '7' } })])
  })

  it('a call that takes the whole balance needs an unlimited approval, whatever was approved before', () => {
    const needs = checkCalls({ calls: [approve(USDC_B, VAULT_B, 100n), depositAll(VAULT_B, USDC_B)], amount: '0' })
    expect(needs).toEqual([
      expect.objectContaining({ index: 1, field: 'order', message: expect.stringContaining('unlimited approval') }),
    ])
    expect(
      checkCalls({ calls: [approve(USDC_B, VAULT_B, maxUint256), depositAll(VAULT_B, USDC_B)], amount: '0' }),
    ).toEqual([])
  })
})
