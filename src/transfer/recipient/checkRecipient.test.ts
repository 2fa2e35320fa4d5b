import { describe, expect, it } from 'vitest'
import type { Token } from '../../config/token'
import { checkRecipient, type RecipientFacts, refusedRecipientText } from './checkRecipient'

const USDC = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const tokens: Token[] = [
  { chainId: 31338, address: '0x0000000000000000000000000000000000000000', symbol: 'ETH', name: 'Ether', decimals: 18 },
  { chainId: 31338, address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
]
const facts = (patch: Partial<RecipientFacts> = {}): RecipientFacts => ({ code: '0x', screening: 'clear', ...patch })
const check = (address: string, f: RecipientFacts, expectsContract = false) =>
  checkRecipient({ address, facts: f, destinationTokens: tokens, expectsContract, chainName: 'Devnet B' })

describe('checkRecipient', () => {
  it('lets a wallet through: no code, screening clear or not answering', () => {
    expect(check(WALLET, facts())).toEqual({ kind: 'ok' })
    expect(check(WALLET, facts({ screening: 'unavailable' }))).toEqual({ kind: 'ok' })
    // A chain that did not answer leaves the code unknown: no warning made up from nothing.
    expect(check(WALLET, facts({ code: undefined }))).toEqual({ kind: 'ok' })
  })

  it('refuses a flagged address with the neutral sentence, before anything else', () => {
    expect(check(WALLET, facts({ screening: 'flagged' }))).toEqual({ kind: 'refused', message: refusedRecipientText() })
    expect(check(USDC, facts({ screening: 'flagged', code: '0x6080' }))).toMatchObject({ kind: 'refused' })
    expect(refusedRecipientText()).toBe("Ferry can't send to this address.")
  })

  it('asks to confirm a token contract of the catalogue, named, in any casing, even with its code unread', () => {
    const verdict = check(USDC.toLowerCase() as `0x${string}`, facts({ code: undefined }))
    expect(verdict).toMatchObject({ kind: 'confirm', reason: 'token' })
    expect(verdict.kind === 'confirm' && verdict.message).toContain('USDC token contract on Devnet B')
    // A token contract is never what a destination call means to pay either.
    expect(check(USDC, facts({ code: '0x6080' }), true)).toMatchObject({ kind: 'confirm', reason: 'token' })
  })

  it('lets an EIP-7702 account through: its code only names what it delegates to, it is still a wallet', () => {
    expect(check(WALLET, facts({ code: `0xef0100${'ab'.repeat(20)}` }))).toEqual({ kind: 'ok' })
    // Longer code that merely starts the same way is a contract.
    expect(check(WALLET, facts({ code: `0xef0100${'ab'.repeat(21)}` }))).toMatchObject({ kind: 'confirm' })
  })

  it('asks to confirm any other contract, found by its code on the destination chain', () => {
    const verdict = check(WALLET, facts({ code: '0x60806040' }))
    expect(verdict).toMatchObject({ kind: 'confirm', reason: 'contract' })
    expect(verdict.kind === 'confirm' && verdict.message).toContain('contract on Devnet B')
  })

  it('expects a contract where the transfer calls contracts on the destination (txs): no warning there', () => {
    expect(check(WALLET, facts({ code: '0x60806040' }), true)).toEqual({ kind: 'ok' })
  })

  it('reads an empty code of any length as no contract, and the native currency is no token contract', () => {
    expect(check(WALLET, facts({ code: '0x00' }))).toEqual({ kind: 'ok' })
    expect(check('0x0000000000000000000000000000000000000000', facts())).toEqual({ kind: 'ok' })
  })
})

describe('checkRecipient on Solana', () => {
  const MINT = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'
  const OWNER = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
  const solanaTokens: Token[] = [
    { chainId: 792703809, address: '11111111111111111111111111111111', symbol: 'SOL', name: 'Solana', decimals: 9 },
    { chainId: 792703809, address: MINT, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  ]
  const solana = (address: string, f: RecipientFacts) =>
    checkRecipient({ address, facts: f, destinationTokens: solanaTokens, expectsContract: false, chainName: 'Solana' })

  it('lets a base58 wallet through, refuses it when screening flags it, and warns of a mint by its exact key', () => {
    expect(solana(OWNER, facts({ code: undefined }))).toEqual({ kind: 'ok' })
    expect(solana(OWNER, facts({ code: undefined, screening: 'flagged' }))).toMatchObject({ kind: 'refused' })
    expect(solana(MINT, facts({ code: undefined }))).toMatchObject({ kind: 'confirm', reason: 'token' })
    // Base58 is case-sensitive: the lower-cased mint is not that mint.
    expect(solana(MINT.toLowerCase(), facts({ code: undefined }))).toEqual({ kind: 'ok' })
  })
})
