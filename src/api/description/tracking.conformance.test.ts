import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { recordOfV2 } from '../getRequestRecord'
import { recordAmounts } from '../recordAmounts'
import { currenciesResponseSchema, tokenPriceResponseSchema } from '../schemas/catalogue'
import { depositAddressInfoSchema } from '../schemas/depositAddresses'
import { errorBodySchema } from '../schemas/errorBody'
import { requestRecordSchema, requestsResponseSchema } from '../schemas/requests'
import { LISTED_REQUEST_STATUSES } from '../schemas/requestsQuery'
import { requestStatusSchema, statusResponseSchema } from '../schemas/status'
import { PROPERTY_TIMEOUT_MS, quietly } from './conformanceChecks'
import { describedArbitrary } from './describedArbitrary'
import { describedResponse, describedSdkType } from './describedShape'
import type { DescribedPaths } from './describedTypes'

/**
 * The other answers Ferry reads, against the public description: following a
 * request (`/intents/status/v3`, the legacy `/intents/status`, the websocket's
 * update), listing requests (`/requests/v3`), the token lists
 * (`/currencies/v2`, `/currencies/trending`) and prices, deposit addresses,
 * and error bodies. Each is read whatever the description allows; a list
 * loses only the entries Ferry cannot use.
 */

const RUNS = { numRuns: 200 }
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0)
const known = requestStatusSchema.options as readonly string[]

describe.each([
  ['GET /intents/status/v3', describedResponse('/intents/status/v3', 'get')],
  ['GET /intents/status (legacy, with its received and fallback)', describedResponse('/intents/status', 'get')],
  [
    'the websocket update (the SDK has no requestId in it)',
    describedSdkType('utils/websocket.d.ts', 'RequestStatusUpdatedPayload'),
  ],
])('%s, as the description has it', (_, shape) => {
  it(
    'reads every answer: a status Ferry does not know (or none) is unknown, and tracking goes on',
    () => {
      fc.assert(
        fc.property(describedArbitrary(shape), (sample) => {
          const parsed = quietly(() => statusResponseSchema.parse(sample))
          const word = (sample as { status?: unknown }).status
          expect(parsed.status).toBe(typeof word === 'string' && known.includes(word) ? word : 'unknown')
          expect(parsed.inTxHashes.length).toBeLessThanOrEqual(
            lengthOf((sample as { inTxHashes?: unknown }).inTxHashes),
          )
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

type ListedStatus = NonNullable<NonNullable<DescribedPaths['/requests/v3']['get']['parameters']['query']>['status']>
// Type level: the statuses Ferry filters on are exactly the description's `status` parameter (no `waiting`).
const listedAsDescribed: [ListedStatus, (typeof LISTED_REQUEST_STATUSES)[number]] extends [
  (typeof LISTED_REQUEST_STATUSES)[number],
  ListedStatus,
]
  ? true
  : false = true

describe('GET /requests/v3, as the description has it', () => {
  const shape = describedResponse('/requests/v3', 'get')
  it('filters on the statuses the description lists, no waiting (checked by the typecheck stage)', () => {
    expect(listedAsDescribed).toBe(true)
    expect(LISTED_REQUEST_STATUSES).not.toContain('waiting')
  })
  it(
    'reads every request that has an id, a known status, a user and a recipient, whatever else it carries',
    () => {
      const readable = describedArbitrary(shape, {
        fill: {
          requests: 'present',
          'requests.[].id': 'present',
          'requests.[].status': fc.constantFrom(...known.filter((s) => s !== 'fallback')),
          'requests.[].user': 'present',
          'requests.[].recipient': 'present',
        },
        maxLength: 2,
      })
      fc.assert(
        fc.property(readable, (sample) => {
          const parsed = quietly(() => requestsResponseSchema.parse(sample))
          const requests = (sample as { requests: { data?: { inTxs?: unknown } }[] }).requests
          expect(parsed.requests).toHaveLength(requests.length)
        }),
        { numRuns: 100 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
  it(
    "reads a record's amount in and out from its route (the record has no metadata), as the description nests it",
    () => {
      const amount = (path: string) => ({
        [`${path}`]: 'present' as const,
        [`${path}.amount`]: fc.bigInt({ min: 0n, max: 2n ** 96n }).map(String),
        [`${path}.currency`]: 'present' as const,
        [`${path}.currency.chainId`]: fc.nat(),
        [`${path}.currency.address`]: 'present' as const,
        [`${path}.currency.symbol`]: 'present' as const,
        [`${path}.currency.decimals`]: fc.nat({ max: 30 }),
      })
      const R = 'requests.[].data.route.quoted'
      const withRoute = describedArbitrary(shape, {
        fill: {
          requests: 'present',
          'requests.[].id': 'present',
          'requests.[].status': fc.constantFrom(...known.filter((s) => s !== 'fallback')),
          'requests.[].user': 'present',
          'requests.[].recipient': 'present',
          'requests.[].data': 'present',
          'requests.[].data.route': 'present',
          'requests.[].data.route.actual': fc.constant(null),
          [R]: 'present',
          [`${R}.origin`]: 'present',
          [`${R}.destination`]: 'present',
          ...amount(`${R}.origin.inputCurrency`),
          ...amount(`${R}.destination.outputCurrency`),
        },
        maxLength: 2,
      })
      type Side = { amount: string; currency: { chainId: number } }
      type Sampled = {
        data: { route: { quoted: { origin: { inputCurrency: Side }; destination: { outputCurrency: Side } } } }
      }
      fc.assert(
        fc.property(withRoute, (sample) => {
          const parsed = quietly(() => requestsResponseSchema.parse(sample))
          const sampled = (sample as { requests: Sampled[] }).requests
          parsed.requests.forEach((record, i) => {
            const quoted = sampled[i]!.data.route.quoted
            expect(recordAmounts(record).currencyIn).toMatchObject({ amount: quoted.origin.inputCurrency.amount })
            expect(recordAmounts(record).currencyOut?.currency?.chainId).toBe(
              quoted.destination.outputCurrency.currency.chainId,
            )
          })
        }),
        { numRuns: 100 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
  it(
    'never rejects the list for one request',
    () => {
      fc.assert(
        fc.property(describedArbitrary(shape, { maxLength: 2 }), (sample) => {
          expect(quietly(() => requestsResponseSchema.safeParse(sample)).success).toBe(true)
        }),
        { numRuns: 100 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe('GET /requests/v2 (the request page without a site server), as the description has it', () => {
  const shape = describedResponse('/requests/v2', 'get')
  it(
    'reads every request that has an id, a known status, a user and a recipient, its metadata amounts as the route',
    () => {
      const readable = describedArbitrary(shape, {
        fill: {
          requests: 'present',
          'requests.[].id': 'present',
          'requests.[].status': fc.constantFrom('refund', 'waiting', 'depositing', 'failure', 'pending', 'success'),
          'requests.[].user': 'present',
          'requests.[].recipient': 'present',
          'requests.[].data': 'present',
          'requests.[].data.metadata': 'present',
          'requests.[].data.metadata.currencyIn': 'present',
          'requests.[].data.metadata.currencyIn.amount': fc.bigInt({ min: 0n, max: 2n ** 96n }).map(String),
        },
        maxLength: 2,
      })
      fc.assert(
        fc.property(readable, (sample) => {
          const requests = (sample as { requests: { data: { metadata: { currencyIn: { amount: string } } } }[] })
            .requests
          requests.forEach((raw) => {
            const parsed = quietly(() => requestRecordSchema.parse(recordOfV2(raw)))
            expect(recordAmounts(parsed).currencyIn?.amount).toBe(raw.data.metadata.currencyIn.amount)
          })
        }),
        { numRuns: 100 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe.each([
  ['POST /currencies/v2', describedResponse('/currencies/v2', 'post')],
  ['GET /currencies/trending', describedResponse('/currencies/trending', 'get')],
])('%s, as the description has it', (_, shape) => {
  const address = fc
    .uint8Array({ minLength: 20, maxLength: 20 })
    .map((b) => `0x${Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')}`)
  it(
    'keeps every EVM token that has a chain, symbol and decimals (a name is optional)',
    () => {
      const readable = describedArbitrary(shape, {
        fill: {
          '[].chainId': 'present',
          '[].address': address,
          '[].symbol': 'present',
          '[].decimals': fc.integer({ min: 0, max: 255 }),
        },
      })
      fc.assert(
        fc.property(readable, (sample) => {
          expect(quietly(() => currenciesResponseSchema.parse(sample))).toHaveLength(lengthOf(sample))
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
  it(
    'never rejects the list for one token (a Solana address, a missing symbol)',
    () => {
      fc.assert(
        fc.property(describedArbitrary(shape), (sample) => {
          expect(quietly(() => currenciesResponseSchema.safeParse(sample)).success).toBe(true)
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe('the rest of what Ferry reads, as the description has it', () => {
  it(
    'GET /currencies/token/price: an answer without a price is no price, not an error',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/currencies/token/price', 'get')), (sample) => {
          const parsed = tokenPriceResponseSchema.parse(sample)
          const price = (sample as { price?: unknown }).price
          expect(parsed.price).toBe(typeof price === 'number' ? price : undefined)
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'GET /deposit-addresses/v1: currency and refundTo may be absent or null',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/deposit-addresses/v1', 'get')), (sample) => {
          expect(depositAddressInfoSchema.safeParse(sample).success).toBe(true)
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it.each([400, 401, 429, 500])(
    'the error body of a %i keeps its code and message, whatever else is there',
    (status) => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/quote/v2', 'post', status)), (sample) => {
          const parsed = errorBodySchema.parse(sample)
          const body = sample as { errorCode?: unknown; message?: unknown }
          expect(parsed.errorCode).toBe(body.errorCode)
          expect(parsed.message).toBe(body.message)
        }),
        RUNS,
      )
    },
  )
})
