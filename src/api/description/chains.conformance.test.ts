import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type chainSchema, chainsResponseSchema } from '../schemas/catalogue'
import { type Accepts, PROPERTY_TIMEOUT_MS, quietly, type WithRequired } from './conformanceChecks'
import { describedArbitrary } from './describedArbitrary'
import { describedResponse, shapeAt } from './describedShape'
import type { DescribedChain, DescribedResponse, Element } from './describedTypes'

/**
 * `GET /chains` against the public description (the SDK's `paths['/chains']`):
 * every chain the description allows is read once it has what Ferry cannot do
 * without (its id and name), whatever else it carries (`contracts` with a
 * nested `v3`, `null` protocol fields, unknown extras); one it cannot read is
 * left out, never the list.
 */

// Type level: the description's chain, with what Ferry needs made required (the same fields the samples below fill),
// is what Ferry's parser takes. What Ferry needs beyond the description is written here and nowhere else.
type Token<T extends { symbol?: string; address?: string; decimals?: number }> = WithRequired<
  T,
  'symbol' | 'address' | 'decimals'
>
type ReadableChain = Omit<
  WithRequired<DescribedChain, 'id' | 'name'>,
  'currency' | 'featuredTokens' | 'erc20Currencies'
> & {
  currency?: Token<NonNullable<DescribedChain['currency']>>
  featuredTokens?: Token<Element<NonNullable<DescribedChain['featuredTokens']>>>[]
  erc20Currencies?: Token<Element<NonNullable<DescribedChain['erc20Currencies']>>>[]
}
const chainAccepted: Accepts<typeof chainSchema, ReadableChain> = true
const answerAccepted: Accepts<
  typeof chainsResponseSchema,
  Omit<DescribedResponse<'/chains', 'get'>, 'chains'> & { chains?: ReadableChain[] }
> = true

const described = describedResponse('/chains', 'get')
const CURRENCY_FIELDS = ['symbol', 'address', 'decimals'] as const
const currencyFill = (list: string) =>
  Object.fromEntries(CURRENCY_FIELDS.map((f) => [`chains.[].${list}.${f}`, 'present' as const]))
const readable = describedArbitrary(described, {
  fill: {
    chains: 'present',
    'chains.[].id': 'present',
    'chains.[].name': 'present',
    ...currencyFill('currency'),
    ...currencyFill('featuredTokens.[]'),
    ...currencyFill('erc20Currencies.[]'),
  },
})

type Chains = { chains: Record<string, unknown>[] }
const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : 0)

describe('GET /chains, as the public description has it', () => {
  it('type level: accepted as described (checked by the typecheck stage)', () => {
    expect([chainAccepted, answerAccepted]).toEqual([true, true])
  })

  it('the description nests contracts.v3 and makes protocol.v2 fields nullable (what broke testnet and mainnet)', () => {
    expect(shapeAt(described, 'chains.[].contracts.v3').kind).toBe('object')
    expect(shapeAt(described, 'chains.[].protocol.v2.chainId')).toMatchObject({ kind: 'union' })
  })

  it(
    'reads every chain that has an id and a name, with every token that has a symbol, address and decimals',
    () => {
      fc.assert(
        fc.property(readable, (sample) => {
          const input = sample as Chains
          const parsed = quietly(() => chainsResponseSchema.parse(sample))
          expect(parsed.chains.map((c) => c.id)).toEqual(input.chains.map((c) => c.id))
          input.chains.forEach((chain, i) => {
            const out = parsed.chains[i]!
            expect(out.featuredTokens).toHaveLength(lengthOf(chain.featuredTokens))
            expect(out.erc20Currencies).toHaveLength(lengthOf(chain.erc20Currencies))
            expect(out.currency === undefined).toBe(chain.currency === undefined || chain.currency === null)
          })
        }),
        { numRuns: 300 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'never rejects the list: a chain without what Ferry needs is left out alone',
    () => {
      fc.assert(
        fc.property(describedArbitrary(described), (sample) => {
          const parsed = quietly(() => chainsResponseSchema.safeParse(sample))
          expect(parsed.success).toBe(true)
          const given = lengthOf((sample as { chains?: unknown }).chains)
          expect(parsed.data!.chains.length).toBeLessThanOrEqual(given)
        }),
        { numRuns: 300 },
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('keeps what it reads as the description types it (a chain with nested contracts and null protocol fields)', () => {
    const parsed = quietly(() =>
      chainsResponseSchema.parse({
        chains: [
          {
            id: 8453,
            name: 'base',
            displayName: 'Base',
            httpRpcUrl: 'https://mainnet.base.org',
            depositEnabled: true,
            vmType: 'evm',
            contracts: { multicall3: '0xca11', v3: { erc20Router: '0x1', approvalProxy: '0x2' } },
            protocol: { v2: { chainId: null, depository: null, depositoryVault: null } },
            explorerQueryParams: null,
            solverAddresses: ['0xf70da97812cb96acdf810712aa562db8dfa3dbef'],
            tags: ['l2'],
          },
        ],
      } satisfies DescribedResponse<'/chains', 'get'>),
    )
    expect(parsed.chains).toHaveLength(1)
    expect(parsed.chains[0]).toMatchObject({ id: 8453, name: 'base', displayName: 'Base', vmType: 'evm' })
  })
})
