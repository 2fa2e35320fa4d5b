import { describe, expect, it } from 'vitest'
import type { QuoteResponse } from '../../api/schemas/quote'
import { checkFunds, maxSpendable } from './preflight'
import { shortfallText } from './shortfallText'

const ETH = {
  chainId: 1,
  address: '0x0000000000000000000000000000000000000000',
  symbol: 'ETH',
  name: 'Ether',
  decimals: 18,
}
const USDC = {
  chainId: 1,
  address: '0x00000000000000000000000000000000000000c1',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
}
const deposit: QuoteResponse['steps'][number] = {
  id: 'deposit',
  action: '',
  description: '',
  kind: 'transaction',
  items: [
    {
      status: 'incomplete',
      data: { to: '0x00000000000000000000000000000000000000d1', data: '0x', value: 0n, chainId: 1 },
    },
  ],
}
const permit: QuoteResponse['steps'][number] = {
  id: 'authorize',
  action: '',
  description: '',
  kind: 'signature',
  items: [{ status: 'incomplete', data: { sign: { signatureKind: 'eip191', message: 'deposit' } } }],
}
const quote = (currency: typeof ETH, amount: string, gas: string, steps = [deposit]): QuoteResponse => ({
  steps,
  fees: { gas: { currency: ETH, amount: gas } },
  details: { currencyIn: { currency, amount } },
})
const E = 10n ** 18n

/** What the form shows before the wallet opens: `checkFunds`, with its sentence. */
function preflight(args: Parameters<typeof checkFunds>[0]) {
  const shortfall = checkFunds(args)
  return shortfall && { kind: shortfall.kind, message: shortfallText(shortfall) }
}

describe('preflight', () => {
  it('passes when the native balance covers amount and gas', () => {
    expect(
      preflight({
        quote: quote(ETH, String(E), String(E / 100n)),
        chainName: 'A',
        tokenBalance: undefined,
        nativeBalance: 2n * E,
      }),
    ).toBeUndefined()
  })
  it('says how much native token is missing, counting the gas', () => {
    const problem = preflight({
      quote: quote(ETH, String(E), String(E / 100n)),
      chainName: 'Chain A',
      tokenBalance: undefined,
      nativeBalance: E,
    })
    expect(problem).toMatchObject({ kind: 'gas' })
    expect(problem?.message).toContain('\u20660.01 ETH\u2069 short')
    expect(problem?.message).toContain('Chain A')
  })
  it('reports a short token balance before gas', () => {
    const problem = preflight({
      quote: quote(USDC, '5000000', '1000'),
      chainName: 'A',
      tokenBalance: 4_000_000n,
      nativeBalance: 0n,
    })
    expect(problem).toMatchObject({ kind: 'balance' })
    expect(problem?.message).toContain('you have 4, this needs 5')
  })
  it('reports missing gas for a token deposit (section 1.7)', () => {
    const problem = preflight({
      quote: quote(USDC, '5000000', String(E / 1000n)),
      chainName: 'A',
      tokenBalance: 5_000_000n,
      nativeBalance: 0n,
    })
    expect(problem).toMatchObject({ kind: 'gas' })
    expect(problem?.message).toContain('0.001 more ETH')
  })
  it('asks no gas of a deposit by signature: the service sends it', () => {
    const gasless = quote(USDC, '5000000', String(E / 1000n), [permit])
    expect(preflight({ quote: gasless, chainName: 'A', tokenBalance: 5_000_000n, nativeBalance: 0n })).toBeUndefined()
    expect(preflight({ quote: gasless, chainName: 'A', tokenBalance: 1n, nativeBalance: 0n })).toMatchObject({
      kind: 'balance',
    })
  })
  it('does not guess while balances are unknown', () => {
    expect(
      preflight({ quote: quote(USDC, '5', '1'), chainName: 'A', tokenBalance: undefined, nativeBalance: undefined }),
    ).toBeUndefined()
  })
})

describe('maxSpendable', () => {
  it('keeps twice the quoted gas back on a native token', () => {
    expect(maxSpendable({ balance: E, isNative: true, quotedGas: E / 100n })).toBe(E - E / 50n)
  })
  it('keeps at least 0.001 back, and never goes below zero', () => {
    expect(maxSpendable({ balance: E, isNative: true, quotedGas: 1n })).toBe(E - 10n ** 15n)
    expect(maxSpendable({ balance: 10n, isNative: true, quotedGas: undefined })).toBe(0n)
  })
  it('spends all of a token', () => {
    expect(maxSpendable({ balance: 123n, isNative: false, quotedGas: E })).toBe(123n)
  })
})
