import { describe, expect, it } from 'vitest'
import { NAMES_UNAVAILABLE, readRecipientInput } from './readRecipientInput'

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const read = (text: string, patch: { vmType?: string; names?: 'resolve' | 'unavailable' } = {}) =>
  readRecipientInput({ text, vmType: patch.vmType ?? 'evm', chainName: 'Base', names: patch.names ?? 'resolve' })

describe('readRecipientInput', () => {
  it('reads an address, trimmed and checksummed, and nothing as empty', () => {
    expect(read(`  ${WALLET.toLowerCase()} `)).toEqual({ kind: 'address', address: WALLET })
    expect(read('   ')).toEqual({ kind: 'empty' })
  })

  it('keeps the address checks: a wrong length or checksum is said', () => {
    expect(read('0x1234')).toMatchObject({ kind: 'invalid', message: expect.stringContaining('40 characters') })
    expect(read(WALLET.replace('C51', 'c51'))).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('checksum'),
    })
  })

  it('takes a name where names resolve, and says names are not available where they do not (the devnet)', () => {
    for (const name of ['vitalik.eth', 'pay.base.eth', 'nick.ΞTH', 'büro.eth'])
      expect(read(name)).toEqual({ kind: 'name', name })
    expect(read('vitalik.eth', { names: 'unavailable' })).toEqual({ kind: 'invalid', message: NAMES_UNAVAILABLE })
    expect(NAMES_UNAVAILABLE).toContain('not available here')
    for (const text of ['vitalik', '.eth', 'vitalik.', 'a..eth', 'my name.eth'])
      expect(read(text).kind, text).toBe('invalid')
  })

  it('refuses an address of another VM with the reason: a Solana or Bitcoin address for an EVM chain', () => {
    expect(read('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')).toEqual({
      kind: 'invalid',
      message: 'This looks like a Solana address; Base receives at an EVM address (0x…).',
    })
    expect(read('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toMatchObject({
      message: expect.stringContaining('Bitcoin address'),
    })
  })

  it('refuses an EVM address for a chain of another VM, with the reason', () => {
    expect(read(WALLET, { vmType: 'svm' })).toMatchObject({
      kind: 'invalid',
      message: expect.stringContaining('Base is not an EVM chain: a 0x address cannot receive there'),
    })
    expect(read('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', { vmType: 'svm' })).toMatchObject({
      kind: 'invalid',
      message: 'Ferry cannot send to SVM addresses yet.',
    })
  })
})
