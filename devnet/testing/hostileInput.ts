import { expect } from 'vitest'
import { errorBodySchema } from '../../src/api/schemas'
import type { devnetHarness, HttpAnswer } from './devnetHarness'

type Harness = ReturnType<typeof devnetHarness>

/** The devnet's default API key (the listing and the webhook routes need one). */
export const DEVNET_API_KEY = 'ferry-devnet-key'

/** A quote body the devnet accepts: 0.001 ETH from the first chain to the second, for account 0. */
export function validQuoteBody(h: Harness) {
  const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
  return {
    user: h.manifest.accounts[0]!.address,
    originChainId: A,
    destinationChainId: B,
    originCurrency: h.currency(A, 'ETH'),
    destinationCurrency: h.currency(B, 'ETH'),
    amount: '1000000000000000',
    tradeType: 'EXACT_INPUT',
  }
}

/** A GET with the devnet's API key. */
export const getWithKey = (h: Harness, path: string) => h.request(path, { headers: { 'x-api-key': DEVNET_API_KEY } })

/** A 400 `INVALID_INPUT` whose message names what was wrong. */
export function expectInvalid(answer: HttpAnswer, naming: string) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400)
  const body = errorBodySchema.parse(answer.body)
  expect(body.errorCode).toBe('INVALID_INPUT')
  expect(body.message).toContain(naming)
}
