import { describe, expect, it } from 'vitest'
import type { CallBuilderState } from './callBuilderState'
import { EXAMPLE_AMOUNT, vaultExample } from './callEdits'

const USER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const USDC = { address: '0x00000000000000000000000000000000000000B1', decimals: 6 }
const VAULT = '0x00000000000000000000000000000000000000B2'
const empty: CallBuilderState = {
  originChainId: 1,
  originToken: '0x0000000000000000000000000000000000000000',
  destinationChainId: 2,
  destinationToken: USDC.address,
  tradeType: 'EXACT_INPUT',
  amount: '',
  calls: [],
}

describe('the vault example', () => {
  it('deposits an amount the fixed fees are a small part of when none is typed (no price impact warning)', () => {
    const example = vaultExample({ state: empty, vault: VAULT, token: USDC, user: USER })
    expect(EXAMPLE_AMOUNT).toBe('100')
    expect(example).toMatchObject({ amount: '100', tradeType: 'EXACT_OUTPUT' })
    expect(example.calls.map((c) => c.args)).toEqual([
      [VAULT, '100000000'],
      [USDC.address, '100000000', USER],
    ])
    expect(vaultExample({ state: { ...empty, amount: '0' }, vault: VAULT, token: USDC, user: USER }).amount).toBe('100')
  })

  it('keeps an amount the person typed', () => {
    const example = vaultExample({ state: { ...empty, amount: '25' }, vault: VAULT, token: USDC, user: USER })
    expect(example.amount).toBe('25')
    expect(example.calls[0]!.args).toEqual([VAULT, '25000000'])
  })
})
