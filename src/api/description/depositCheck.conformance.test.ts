import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { depositAddressReindexResponseSchema, transactionsIndexResponseSchema } from '../schemas/depositAddresses'
import { type Accepts, PROPERTY_TIMEOUT_MS, quietly } from './conformanceChecks'
import { describedArbitrary } from './describedArbitrary'
import { describedResponse } from './describedShape'
import type { DescribedResponse } from './describedTypes'

/**
 * "I paid, why does nothing happen?": `POST /transactions/index` and `POST /transactions/deposit-address/reindex`
 * against the public description. Every field of both answers is optional: Ferry reads the message and the
 * currencies the reindex triggered (one it cannot read is left out, never the answer).
 */
type Indexed = DescribedResponse<'/transactions/index', 'post'>
type Reindexed = DescribedResponse<'/transactions/deposit-address/reindex', 'post'>
const indexAccepted: Accepts<typeof transactionsIndexResponseSchema, Indexed> = true
const reindexAccepted: Accepts<typeof depositAddressReindexResponseSchema, Reindexed> = true
const RUNS = { numRuns: 300 }

describe('deposit checks, as the public description has them', () => {
  it('type level: accepted as described (checked by the typecheck stage)', () => {
    expect([indexAccepted, reindexAccepted]).toEqual([true, true])
  })

  it(
    'POST /transactions/index: every answer is read, its message as given',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/transactions/index', 'post')), (sample) => {
          const parsed = transactionsIndexResponseSchema.parse(sample)
          expect(parsed.message).toBe((sample as Indexed).message)
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'POST /transactions/deposit-address/reindex: every answer is read, each triggered currency kept',
    () => {
      fc.assert(
        fc.property(
          describedArbitrary(describedResponse('/transactions/deposit-address/reindex', 'post')),
          (sample) => {
            const input = sample as Reindexed
            const parsed = quietly(() => depositAddressReindexResponseSchema.parse(sample))
            expect(parsed.message).toBe(input.message)
            expect(parsed.triggeredCurrencies).toHaveLength(input.triggeredCurrencies?.length ?? 0)
          },
        ),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
