import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { priceResponseSchema } from '../schemas/price'
import { FEE_KEYS, quoteResponseSchema, signaturePostResponseSchema, stepSchema } from '../schemas/quote'
import { PROPERTY_TIMEOUT_MS, quietly } from './conformanceChecks'
import { describedArbitrary } from './describedArbitrary'
import { describedResponse } from './describedShape'
import executeBridge from './fixtures/executeBridge.json'
import executeBridgeAuthorize from './fixtures/executeBridgeAuthorize.json'
import postSignatureExtraSteps from './fixtures/postSignatureExtraSteps.json'
import swapWithApproval from './fixtures/swapWithApproval.json'
import swapWithZeroResetApproval from './fixtures/swapWithZeroResetApproval.json'

const RECORDED = { executeBridge, executeBridgeAuthorize, swapWithApproval, swapWithZeroResetApproval }

/**
 * `POST /quote/v2`, `POST /price` and `POST /execute/permits` against the
 * public description, plus the quote answers the official SDK recorded
 * (fixtures/README.md names their source). The description types a step
 * item's `data` as `unknown`: the samples fill it with what Ferry executes (a
 * transaction, or a signature with its post), matched to the step's kind;
 * everything else is as the description allows it.
 */

const hex = (min: number, max: number) =>
  fc
    .uint8Array({ minLength: min, maxLength: max })
    .map((b) => `0x${Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')}`)
const address = hex(20, 20)
const uint = fc.bigInt({ min: 0n, max: 2n ** 256n - 1n }).map(String)
const transaction = fc.record(
  {
    from: address,
    to: address,
    data: hex(0, 40),
    value: uint,
    chainId: fc.integer({ min: 1, max: 2 ** 31 }),
    gas: uint,
    maxFeePerGas: uint,
    maxPriorityFeePerGas: uint,
  },
  { requiredKeys: ['to', 'data', 'value', 'chainId'] },
)
const signature = fc.record({
  sign: fc.oneof(
    fc.record({ signatureKind: fc.constant('eip191'), message: fc.string() }),
    fc.record({
      signatureKind: fc.constant('eip712'),
      domain: fc.record({ name: fc.string(), chainId: fc.nat() }),
      types: fc.constant({ Permit: [{ name: 'owner', type: 'address' }] }),
      primaryType: fc.constant('Permit'),
      value: fc.record({ owner: address }),
    }),
  ),
  post: fc.record({
    endpoint: fc.constantFrom('/execute/permits', '/authorize'),
    method: fc.constant('POST'),
    body: fc.record({ kind: fc.string(), requestId: hex(32, 32) }),
  }),
})

type Sample = { steps: { kind: string; items: { data: { tx: unknown; sig: unknown } }[] }[] } & Record<string, unknown>

/** Each item's data as its step's kind needs it (a kind Ferry does not run keeps whatever it has). */
function matchKinds(sample: unknown): Sample {
  const quote = sample as Sample
  for (const step of quote.steps)
    for (const item of step.items) {
      const data = item.data
      ;(item as { data: unknown }).data =
        step.kind === 'transaction' ? data.tx : step.kind === 'signature' ? data.sig : data
    }
  return quote
}

const quoteShape = describedResponse('/quote/v2', 'post')
const readableQuote = describedArbitrary(quoteShape, {
  fill: {
    steps: 'present',
    'steps.[].kind': fc.constantFrom('transaction', 'signature', 'transaction', 'signature', 'bitcoin-psbt'),
    'steps.[].items.[].data': fc.record({ tx: transaction, sig: signature }),
  },
}).map(matchKinds)

const isAmount = (value: unknown) =>
  typeof value === 'object' && value !== null && typeof (value as { amount?: unknown }).amount === 'string'

describe('POST /quote/v2, as the public description has it', () => {
  it(
    'reads every quote whose steps carry what Ferry executes; fee lines it cannot read are left out alone',
    () => {
      fc.assert(
        fc.property(readableQuote, (sample) => {
          const parsed = quietly(() => quoteResponseSchema.parse(sample))
          expect(parsed.steps.map((s) => s.kind)).toEqual(sample.steps.map((s) => s.kind))
          const fees = (sample.fees ?? {}) as Record<string, unknown>
          for (const key of FEE_KEYS) expect(parsed.fees[key] !== undefined).toBe(isAmount(fees[key]))
        }),
        { numRuns: 300 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'answers whatever the description allows with a quote or a clear refusal, never a crash',
    () => {
      fc.assert(
        fc.property(describedArbitrary(quoteShape), (sample) => {
          const parsed = quietly(() => quoteResponseSchema.safeParse(sample))
          // Without steps Ferry can run (the description types an item's data as unknown) it must say so, not throw.
          expect(typeof parsed.success).toBe('boolean')
        }),
        { numRuns: 200 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it.each(Object.entries(RECORDED))('reads the recorded answer %s in full', (_, recorded) => {
    const warnings: string[] = []
    const parsed = quietly(() => quoteResponseSchema.parse(recorded), warnings)
    expect(parsed.steps.map((s) => s.id)).toEqual(recorded.steps.map((s) => s.id))
    expect(parsed.details.currencyOut?.amount).toBe(recorded.details.currencyOut.amount)
    expect(warnings).toEqual([])
  })

  it('reads the recorded extra steps a signature post answers with', () => {
    const parsed = signaturePostResponseSchema.parse({ steps: postSignatureExtraSteps })
    expect(parsed.steps?.map((s) => s.kind)).toEqual(['transaction'])
    expect(stepSchema.safeParse(postSignatureExtraSteps[0]).success).toBe(true)
  })
})

describe('POST /price, as the public description has it', () => {
  it(
    'reads every answer: a part it cannot read is left out, the rest shown',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/price', 'post')), (sample) => {
          const parsed = quietly(() => priceResponseSchema.safeParse(sample))
          expect(parsed.success).toBe(true)
        }),
        { numRuns: 200 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})

describe('POST /execute/permits, as the public description has it', () => {
  const permits = describedResponse('/execute/permits', 'post')
  it(
    'reads every answer whose further steps carry a kind and a transaction',
    () => {
      const readable = describedArbitrary(permits, {
        fill: {
          'steps.[].kind': fc.constant('transaction'),
          'steps.[].items.[].data': transaction,
        },
      })
      fc.assert(
        fc.property(readable, (sample) => {
          const parsed = quietly(() => signaturePostResponseSchema.parse(sample))
          const steps = (sample as { steps?: unknown[] }).steps
          expect(parsed.steps?.length).toBe(steps?.length)
        }),
        { numRuns: 200 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
  it(
    'answers anything the description allows with a result, never a crash',
    () => {
      fc.assert(
        fc.property(describedArbitrary(permits), (sample) => {
          expect(typeof quietly(() => signaturePostResponseSchema.safeParse(sample)).success).toBe('boolean')
        }),
        { numRuns: 100 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )
})
