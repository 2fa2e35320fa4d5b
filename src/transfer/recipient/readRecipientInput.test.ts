import { describe, expect, it } from 'vitest'
import { namesUnavailableText, readRecipientInput } from './readRecipientInput'

const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const read = (text: string, patch: { vmType?: string; names?: 'resolve' | 'unavailable' } = {}) =>
  readRecipientInput({ text, vmType: patch.vmType ?? 'evm', chainName: 'Base', names: patch.names ?? 'resolve' })

describe('readRecipientInput', () => {
  it('reads an address, trimmed and checksummed, and nothing as empty', () => {
    expect(read(`  ${WALLET.toLowerCase()} `)).toEqual({ kind: 'address', address: WALLET })
    expect(read('   ')).toEqual({ kind: 'empty' })
  })

  it('refuses the zero address and the burn addresses, on either VM and in any case', () => {
    for (const text of [
      '0x0000000000000000000000000000000000000000',
      '0x000000000000000000000000000000000000dead',
      '0x000000000000000000000000000000000000DEAD',
    ])
      expect(read(text)).toMatchObject({ kind: 'invalid', message: expect.stringContaining('Nobody can spend') })
    expect(read('11111111111111111111111111111111', { vmType: 'svm' })).toMatchObject({ kind: 'invalid' })
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
    expect(read('vitalik.eth', { names: 'unavailable' })).toEqual({ kind: 'invalid', message: namesUnavailableText() })
    expect(namesUnavailableText()).toContain('not available here')
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
    expect(read('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', { vmType: 'bvm' })).toMatchObject({
      kind: 'invalid',
      message: 'Ferry cannot send to BVM addresses yet.',
    })
  })
})

describe('readRecipientInput on a Solana (svm) destination', () => {
  const solana = (text: string, names: 'resolve' | 'unavailable' = 'resolve') =>
    readRecipientInput({ text, vmType: 'svm', chainName: 'Solana', names })

  it('takes a base58 public key of 32 bytes, trimmed and never re-cased', () => {
    for (const key of [
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
    ])
      expect(solana(` ${key}  `)).toEqual({ kind: 'address', address: key })
    expect(solana('')).toEqual({ kind: 'empty' })
  })

  it('refuses an EVM address, with a sentence naming the chain', () => {
    expect(solana(WALLET)).toEqual({
      kind: 'invalid',
      message: 'Solana is not an EVM chain: a 0x address cannot receive there. Paste a Solana address.',
    })
  })

  it('refuses base58 that is not 32 bytes, a lower-cased key, characters outside base58, and names', () => {
    for (const text of [
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusV', // three characters short: 31 bytes
      'epjfwdd5aufqssqem2qn1xzybapc8g4weggkzwytdt1v', // the USDC mint lower-cased: no key at all
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFinn', // 45 characters
      'zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz', // 44 characters, but more than 32 bytes
      '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFI0', // 'I' and '0' are not base58
    ])
      expect(solana(text), text).toMatchObject({ kind: 'invalid', message: expect.stringContaining('Solana') })
    expect(solana('vitalik.eth')).toEqual({
      kind: 'invalid',
      message: 'Names are not read on Solana: paste the Solana address instead.',
    })
  })
})
