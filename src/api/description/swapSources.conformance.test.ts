import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { quoteDetailsSchema } from '../schemas/quote'
import { swapSourcesResponseSchema } from '../schemas/swapSources'
import { type Accepts, PROPERTY_TIMEOUT_MS, quietly } from './conformanceChecks'
import { describedArbitrary } from './describedArbitrary'
import { describedResponse } from './describedShape'
import type { DescribedResponse } from './describedTypes'

/**
 * `GET /swap-sources` and the route's `includedSwapSources` of a quote, against the public description: every
 * answer is read, a name that is not a string is left out alone, never the list or the quote.
 */
type SwapSources = DescribedResponse<'/swap-sources', 'get'>
type RouteSide = NonNullable<
  NonNullable<NonNullable<DescribedResponse<'/quote/v2', 'post'>['details']>['route']>['origin']
>
const sourcesAccepted: Accepts<typeof swapSourcesResponseSchema, SwapSources> = true
const RUNS = { numRuns: 200 }
const names = (value: unknown) => (Array.isArray(value) ? value.filter((n) => typeof n === 'string' && n !== '') : [])

describe('swap sources, as the public description has them', () => {
  it('type level: accepted as described (checked by the typecheck stage)', () => {
    expect(sourcesAccepted).toBe(true)
  })

  it(
    'GET /swap-sources: every answer is read, every named source kept',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/swap-sources', 'get')), (sample) => {
          const parsed = quietly(() => swapSourcesResponseSchema.parse(sample))
          expect(parsed.sources).toEqual(names((sample as SwapSources).sources))
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    "POST /quote/v2's route: each side's includedSwapSources as given (its names), whatever else the side holds",
    () => {
      const quotes = describedArbitrary(describedResponse('/quote/v2', 'post'), {
        fill: { details: 'present', 'details.route': 'present' },
      })
      fc.assert(
        fc.property(quotes, (sample) => {
          const details = (sample as DescribedResponse<'/quote/v2', 'post'>).details
          const parsed = quietly(() => quoteDetailsSchema.parse(details))
          for (const key of ['origin', 'destination'] as const) {
            const given: RouteSide | undefined = details?.route?.[key]
            const expected = typeof given === 'object' && given !== null ? names(given.includedSwapSources) : undefined
            expect(parsed.route?.[key]?.includedSwapSources).toEqual(expected)
          }
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
