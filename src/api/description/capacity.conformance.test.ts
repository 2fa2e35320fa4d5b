import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  chainHealthResponseSchema,
  type chainLiquidityEntrySchema,
  chainLiquidityResponseSchema,
  routeConfigResponseSchema,
} from '../schemas/capacity'
import { type Accepts, PROPERTY_TIMEOUT_MS, quietly, type WithRequired } from './conformanceChecks'
import { describedArbitrary } from './describedArbitrary'
import { describedResponse } from './describedShape'
import type { DescribedResponse, Element } from './describedTypes'

/**
 * `GET /config/v2` and `GET /chains/liquidity` against the public description. Every field is optional there:
 * Ferry reads `enabled` and two amounts of the config (an amount it cannot read is left out, never the answer), and
 * a liquidity entry with an address and a balance (one without is left out, never the list).
 */
type Config = DescribedResponse<'/config/v2', 'get'>
type LiquidityEntry = Element<NonNullable<DescribedResponse<'/chains/liquidity', 'get'>['liquidity']>>
type ReadableEntry = WithRequired<LiquidityEntry, 'address' | 'balance'>
const configAccepted: Accepts<typeof routeConfigResponseSchema, Config> = true
const entryAccepted: Accepts<typeof chainLiquidityEntrySchema, ReadableEntry> = true
const healthAccepted: Accepts<typeof chainHealthResponseSchema, DescribedResponse<'/chains/health', 'get'>> = true
const RUNS = { numRuns: 300 }

describe('capacity, as the public description has it', () => {
  it('type level: accepted as described (checked by the typecheck stage)', () => {
    expect([configAccepted, entryAccepted, healthAccepted]).toEqual([true, true, true])
  })

  it(
    'GET /config/v2: every answer is read; `enabled` is kept, amounts are kept when they are integers',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/config/v2', 'get')), (sample) => {
          const input = sample as Config
          const parsed = quietly(() => routeConfigResponseSchema.parse(sample))
          expect(parsed.enabled).toBe(input.enabled)
          const capacity = input.solver?.capacityPerRequest
          const kept = capacity !== undefined && /^(0|[1-9]\d*)$/.test(capacity) ? BigInt(capacity) : undefined
          expect(parsed.solver?.capacityPerRequest).toBe(kept)
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'GET /chains/health: every answer is read, `healthy` as given',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/chains/health', 'get')), (sample) => {
          const parsed = chainHealthResponseSchema.parse(sample)
          expect(parsed.healthy).toBe((sample as { healthy?: boolean }).healthy)
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'GET /chains/liquidity: never rejects the list; an entry without an address or a readable balance is left out alone',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/chains/liquidity', 'get')), (sample) => {
          const parsed = quietly(() => chainLiquidityResponseSchema.safeParse(sample))
          expect(parsed.success).toBe(true)
          const given = (sample as { liquidity?: LiquidityEntry[] }).liquidity ?? []
          const readable = given.filter((e) => typeof e.address === 'string' && /^(0|[1-9]\d*)$/.test(e.balance ?? ''))
          expect(parsed.data!.liquidity.map((e) => e.address)).toEqual(readable.map((e) => e.address))
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('reads the shapes the devnet and the public service write, and says what it left out', () => {
    const warnings: string[] = []
    const config = quietly(
      () =>
        routeConfigResponseSchema.parse({
          enabled: true,
          user: { balance: '5', maxBridgeAmount: 'lots' },
          fee: '1',
          solver: { address: '0x1', balance: '9', capacityPerRequest: '12400000000000000000' },
          supportsExternalLiquidity: false,
        } satisfies Config),
      warnings,
    )
    expect(config).toMatchObject({ enabled: true, solver: { capacityPerRequest: 12_400_000_000_000_000_000n } })
    expect(config.user?.maxBridgeAmount).toBeUndefined()
    const liquidity = quietly(
      () =>
        chainLiquidityResponseSchema.parse({
          liquidity: [
            {
              chainId: 1,
              currencyId: 'eth',
              symbol: 'ETH',
              address: '0x0',
              decimals: 18,
              balance: '7',
              amountUsd: '1',
            },
            { chainId: 1, symbol: 'USDC', balance: '3' },
          ],
        }),
      warnings,
    )
    expect(liquidity.liquidity).toEqual([
      expect.objectContaining({ address: '0x0', balance: 7n, symbol: 'ETH', decimals: 18 }),
    ])
    expect(warnings).toEqual([
      expect.stringContaining('maxBridgeAmount'),
      expect.stringContaining('an entry of GET /chains/liquidity #1'),
    ])
  })
})
