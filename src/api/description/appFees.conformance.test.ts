import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type appFeeBalanceSchema,
  appFeeBalancesResponseSchema,
  type appFeeClaimEntrySchema,
  appFeeClaimResponseSchema,
  appFeeClaimsResponseSchema,
} from '../schemas/appFees'
import { type Accepts, PROPERTY_TIMEOUT_MS, quietly, type WithRequired } from './conformanceChecks'
import { describedArbitrary } from './describedArbitrary'
import { describedResponse } from './describedShape'
import type { DescribedResponse, Element } from './describedTypes'

/**
 * The app fee answers against the public description (`/app-fees/{wallet}/balances`, `.../claim`, `.../claims`):
 * each is read whatever the description allows; a balance Ferry cannot claim (no currency chain, address, symbol or
 * decimals, no amount) and a claim without an id are left out, never the answer. The claim's steps are read whole,
 * as a quote's are: the description types an item's `data` as `unknown`, so the samples fill it with a signature.
 */

type Balances = DescribedResponse<'/app-fees/{wallet}/balances', 'get'>
type DescribedBalance = Element<NonNullable<Balances['balances']>>
type DescribedClaim = Element<NonNullable<DescribedResponse<'/app-fees/{wallet}/claims', 'get'>['claims']>>
type ReadableBalance = Omit<WithRequired<DescribedBalance, 'currency' | 'amount'>, 'currency'> & {
  currency: WithRequired<NonNullable<DescribedBalance['currency']>, 'chainId' | 'address' | 'symbol' | 'decimals'>
}
const balanceAccepted: Accepts<typeof appFeeBalanceSchema, ReadableBalance> = true
type ClaimAmount = NonNullable<DescribedClaim['currency']>
type ReadableClaim = Omit<WithRequired<DescribedClaim, 'claimId'>, 'currency'> & {
  currency?: Omit<WithRequired<ClaimAmount, 'amount'>, 'currency'> & {
    currency?: WithRequired<NonNullable<ClaimAmount['currency']>, 'chainId' | 'address' | 'symbol' | 'decimals'>
  }
}
const claimAccepted: Accepts<typeof appFeeClaimEntrySchema, ReadableClaim> = true

const RUNS = { numRuns: 200 }
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0)
const digits = fc.bigInt({ min: 0n, max: 2n ** 128n }).map(String)
const CURRENCY = ['chainId', 'address', 'symbol', 'decimals'] as const

const balancesShape = describedResponse('/app-fees/{wallet}/balances', 'get')
const readableBalances = describedArbitrary(balancesShape, {
  fill: {
    balances: 'present',
    'balances.[].currency': 'present',
    'balances.[].amount': digits,
    ...Object.fromEntries(CURRENCY.map((f) => [`balances.[].currency.${f}`, 'present' as const])),
  },
})

const claimsShape = describedResponse('/app-fees/{wallet}/claims', 'get')
const signature = fc.record({
  // The public claim step asks for eip191 over a 32-byte hex; EIP-712 data is read as well.
  sign: fc.oneof(
    fc.record({
      signatureKind: fc.constant('eip191'),
      message: fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map((n) => `0x${n.toString(16).padStart(64, '0')}`),
    }),
    fc.record({
      signatureKind: fc.constant('eip712'),
      domain: fc.record({ name: fc.string(), chainId: fc.nat() }),
      types: fc.constant({ AppFeeClaim: [{ name: 'wallet', type: 'address' }] }),
      primaryType: fc.constant('AppFeeClaim'),
      value: fc.record({ wallet: fc.constant(`0x${'1'.repeat(40)}`) }),
    }),
  ),
  post: fc.record({ endpoint: fc.constant('/execute/app-fee-claims'), method: fc.constant('POST'), body: fc.object() }),
})
const readableClaim = describedArbitrary(describedResponse('/app-fees/{wallet}/claim', 'post'), {
  fill: { steps: 'present', 'steps.[].kind': fc.constant('signature'), 'steps.[].items.[].data': signature },
})

describe('the app fee answers, as the public description has them', () => {
  it('type level: accepted as described (checked by the typecheck stage)', () => {
    expect([balanceAccepted, claimAccepted]).toEqual([true, true])
  })

  it(
    'balances: every balance with a currency and an amount is read, in order; the totals as numbers',
    () => {
      fc.assert(
        fc.property(readableBalances, (sample) => {
          const input = sample as { balances: { amount: string }[]; totalBalanceUsd?: unknown }
          const parsed = quietly(() => appFeeBalancesResponseSchema.parse(sample))
          expect(parsed.balances.map((b) => b.amount)).toEqual(input.balances.map((b) => b.amount))
          const total = input.totalBalanceUsd
          expect(parsed.totalBalanceUsd).toBe(typeof total === 'number' && Number.isFinite(total) ? total : undefined)
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'balances and claims: never rejected whole; what cannot be read is left out alone',
    () => {
      fc.assert(
        fc.property(describedArbitrary(balancesShape), describedArbitrary(claimsShape), (balances, claims) => {
          const b = quietly(() => appFeeBalancesResponseSchema.safeParse(balances))
          const c = quietly(() => appFeeClaimsResponseSchema.safeParse(claims))
          expect([b.success, c.success]).toEqual([true, true])
          expect(b.data!.balances.length).toBeLessThanOrEqual(lengthOf((balances as { balances?: unknown }).balances))
          expect(c.data!.claims.length).toBeLessThanOrEqual(lengthOf((claims as { claims?: unknown }).claims))
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'claims: every claim with an id is read, with its transaction (null until there is one)',
    () => {
      const readable = describedArbitrary(claimsShape, { fill: { claims: 'present', 'claims.[].claimId': 'present' } })
      fc.assert(
        fc.property(readable, (sample) => {
          const input = sample as { claims: { claimId: string; txHash?: unknown }[] }
          const parsed = quietly(() => appFeeClaimsResponseSchema.parse(sample))
          expect(parsed.claims.map((c) => c.claimId)).toEqual(input.claims.map((c) => c.claimId))
          parsed.claims.forEach((claim, i) => {
            const hash = input.claims[i]!.txHash
            expect(claim.txHash).toBe(typeof hash === 'string' || hash === null ? hash : undefined)
          })
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'claim: the signature step is read with what to sign and where to post it',
    () => {
      fc.assert(
        fc.property(readableClaim, (sample) => {
          const parsed = quietly(() => appFeeClaimResponseSchema.parse(sample))
          expect(parsed.steps).toHaveLength(lengthOf((sample as { steps: unknown }).steps))
          for (const step of parsed.steps)
            for (const item of step.items) {
              expect(step.kind).toBe('signature')
              expect(item.data).toMatchObject({ post: { method: 'POST' } })
              expect(['eip191', 'eip712']).toContain(
                (item.data as { sign?: { signatureKind?: string } }).sign?.signatureKind,
              )
            }
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
