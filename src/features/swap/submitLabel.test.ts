import { describe, expect, it } from 'vitest'
import { submitLabel, swapAction } from './submitLabel'

const swap = { mode: 'swap', from: 'Alpha', to: 'Alpha' } as const
const bridge = { mode: 'bridge', from: 'A', to: 'B' } as const
const ready = { connected: true, busy: false, hasQuote: true, problem: undefined, action: swap } as const

describe('submitLabel', () => {
  it('asks first for what is missing: a wallet, an amount', () => {
    expect(submitLabel({ ...ready, connected: false, hasQuote: false })).toBe('Connect wallet')
    expect(submitLabel({ ...ready, hasQuote: false })).toBe('Enter an amount')
  })
  it('asks for the wallet of the origin chain: a Solana one on a Solana origin', () => {
    expect(submitLabel({ ...ready, connected: false, vm: 'svm' })).toBe('Connect a Solana wallet')
    expect(submitLabel({ ...ready, connected: false, vm: 'evm' })).toBe('Connect wallet')
    const paste = { label: 'Paste a Solana address', beforeWallet: false }
    expect(submitLabel({ ...ready, hasQuote: false, next: paste })).toBe('Paste a Solana address')
  })
  it('says what a click has become: a running transfer, a start, a click kept for the quote', () => {
    expect(submitLabel({ ...ready, busy: true })).toBe('Transfer in progress…')
    expect(submitLabel({ ...ready, start: 'starting' })).toBe('Starting…')
    expect(submitLabel({ ...ready, hasQuote: false, start: 'waiting' })).toBe('Starts when the quote is ready…')
  })
  it('names a shortfall instead of the action', () => {
    expect(submitLabel({ ...ready, problem: 'balance' })).toBe('Insufficient balance')
    expect(submitLabel({ ...ready, problem: 'gas' })).toBe('Not enough for network gas')
  })
  it('asks to confirm a contract recipient before naming the action', () => {
    expect(submitLabel({ ...ready, action: { ...swap, mode: 'send' }, confirmRecipient: true })).toBe(
      'Confirm the recipient',
    )
    expect(submitLabel({ ...ready, problem: 'balance', confirmRecipient: true })).toBe('Insufficient balance')
    const check = { label: 'Check the recipient', beforeWallet: true }
    expect(submitLabel({ ...ready, hasQuote: false, next: check })).toBe('Check the recipient')
  })
  it('says what blocks before asking for a wallet, when connecting would not unblock it', () => {
    const route = { label: 'Pick two different chains', beforeWallet: true }
    expect(submitLabel({ ...ready, connected: false, hasQuote: false, next: route })).toBe('Pick two different chains')
    const amount = { label: 'Enter an amount', beforeWallet: false }
    expect(submitLabel({ ...ready, connected: false, hasQuote: false, next: amount })).toBe('Connect wallet')
  })
  it('confirms once the quote is under review', () => {
    expect(submitLabel({ ...ready, action: bridge, reviewing: true })).toBe('Confirm')
    expect(submitLabel({ ...ready, reviewing: true, start: 'starting' })).toBe('Starting…')
  })
  it('names the action, as a signature when the deposit is one', () => {
    expect(submitLabel(ready)).toBe('Swap')
    expect(submitLabel({ ...ready, action: bridge })).toBe('Bridge from A to B')
    expect(submitLabel({ ...ready, action: bridge, gasless: true })).toBe('Sign to bridge from A to B')
    expect(submitLabel({ ...ready, gasless: true })).toBe('Sign to swap')
    expect(submitLabel({ ...ready, action: { ...swap, mode: 'send' }, gasless: true })).toBe('Sign to send')
  })
})

describe('swapAction', () => {
  it('names both chains of a bridge, and the mode otherwise', () => {
    expect(swapAction({ mode: 'bridge', from: 'Alpha', to: 'Beta' })).toBe('Bridge from Alpha to Beta')
    expect(swapAction({ mode: 'send', from: 'Alpha', to: 'Beta' })).toBe('Send')
    expect(swapAction({ mode: 'wrap', from: 'Alpha', to: 'Alpha' })).toBe('Wrap')
  })
  it('says when the site asks a fee above the limit', () => {
    expect(submitLabel({ ...ready, hasQuote: false, feeRefused: true })).toBe('Fee above the limit')
  })
})
