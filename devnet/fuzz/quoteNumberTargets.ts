import fc from 'fast-check'
import type { DevnetManifestFile } from '../../src/api/schemas'
import { boundaryNumberText } from './boundaryNumberText'
import type { FuzzRequest, FuzzTarget } from './fuzzAnswer'
import { JsonObjectEntries, type JsonValue, RawJsonNumber, toJsonText } from './hostileArbitraries'

type Body = Record<string, unknown>

/** One uint field of a quote request: the body it belongs in (the options that make the field count) and where the value goes. */
interface NumberSlot {
  name: string
  body: (base: Body, value: fc.Arbitrary<string>) => fc.Arbitrary<Body>
}

/** A JSON number token (ttl and permitExpiry are numbers), or the same digits as a string a careless client sends. */
const numberToken = (value: string): fc.Arbitrary<JsonValue> =>
  fc.constantFrom<JsonValue>(new RawJsonNumber(value), value)

/**
 * Issue 21: quote bodies valid in every way but one uint field, at and around
 * the edges of 2^53, 2^64, 2^256 (boundaryNumberText), so that each number
 * reaches the code that uses it (a call value of 2^256 reached the fill's ABI
 * encoding and answered 500). One target for `POST /quote/v2`, one for `POST /price`.
 */
export function quoteNumberTargets(manifest: DevnetManifestFile): FuzzTarget[] {
  const [A, B] = manifest.chains as [DevnetManifestFile['chains'][number], DevnetManifestFile['chains'][number]]
  const user = manifest.accounts[0]!.address
  const apiKey = manifest.apiKeys[0]!
  const eth: Body = {
    user,
    originChainId: A.id,
    destinationChainId: B.id,
    originCurrency: 'eth',
    destinationCurrency: 'eth',
    amount: '1000000000000000',
    tradeType: 'EXACT_INPUT',
  }
  const usdc: Body = { ...eth, originCurrency: 'usdc', destinationCurrency: 'usdc', amount: '50000000' }
  const call = (value: string) => ({ to: user, value, data: '0x' })
  const slots: NumberSlot[] = [
    { name: 'amount', body: (base, value) => value.map((amount) => ({ ...base, amount })) },
    { name: 'slippageTolerance', body: (base, value) => value.map((v) => ({ ...base, slippageTolerance: v })) },
    {
      // Native value rides with an ETH output: EXACT_INPUT, or EXACT_OUTPUT whose amount is the values' sum.
      name: 'txs[].value',
      body: (_base, value) =>
        fc
          .tuple(fc.array(value, { minLength: 1, maxLength: 3 }), fc.boolean(), fc.nat(3))
          .map(([values, zeroFirst, shape]) => {
            const all = zeroFirst ? ['0', ...values] : values
            const exactOutput = shape === 0
            const sum = all.reduce((total, v) => total + BigInt(v), 0n).toString()
            return { ...eth, txs: all.map(call), ...(exactOutput ? { tradeType: 'EXACT_OUTPUT', amount: sum } : {}) }
          }),
    },
    {
      name: 'appFees[].fee',
      body: (base, value) =>
        fc
          .array(fc.oneof(value, fc.constant('10')), { minLength: 1, maxLength: 3 })
          .map((fees) => ({ ...base, appFees: fees.map((fee) => ({ recipient: user, fee })) })),
    },
    {
      name: 'topupGasAmount',
      body: (_base, value) =>
        fc.tuple(value, fc.boolean()).map(([v, topupGas]) => ({ ...usdc, topupGas, topupGasAmount: v })),
    },
    {
      name: 'maxSubsidizationAmount',
      body: (base, value) => value.map((v) => ({ ...base, subsidizeFees: true, maxSubsidizationAmount: v })),
    },
    {
      name: 'permitExpiry',
      body: (_base, value) => value.chain(numberToken).map((v) => ({ ...usdc, usePermit: true, permitExpiry: v })),
    },
    { name: 'ttl', body: (base, value) => value.chain(numberToken).map((ttl) => ({ ...base, ttl })) },
  ]
  const body = fc
    .tuple(fc.constantFrom(...slots), fc.constantFrom(eth, usdc), fc.boolean())
    .chain(([slot, base, withKey]) =>
      slot.body(base, boundaryNumberText).map(
        (b): FuzzRequest => ({
          method: 'POST',
          path: '',
          body: toJsonText(toJsonValue(b)),
          headers: { 'content-type': 'application/json', ...(withKey ? { 'x-api-key': apiKey } : {}) },
        }),
      ),
    )
  return ['/quote/v2', '/price'].map((path) => ({
    name: `POST ${path} (uint fields at their edges)`,
    request: body.map((request) => ({ ...request, path })),
  }))
}

/** A plain object with raw number tokens inside, as a JsonValue toJsonText writes. */
function toJsonValue(value: unknown): JsonValue {
  if (value instanceof RawJsonNumber || value === null || typeof value !== 'object') return value as JsonValue
  if (Array.isArray(value)) return value.map(toJsonValue)
  return new JsonObjectEntries(
    Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, toJsonValue(v)]),
  )
}
