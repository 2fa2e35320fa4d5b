import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  type SanctionedResponseBody,
  sanctionedResponseSchema,
  screenedWalletSchema,
  type WalletsScreenRequest,
  type WalletsScreenResponseBody,
  walletsScreenResponseSchema,
} from '../schemas/screening'
import { type Accepts, PROPERTY_TIMEOUT_MS, quietly } from './conformanceChecks'
import { describedArbitrary } from './describedArbitrary'
import { describedResponse, shapeAt } from './describedShape'
import type { DescribedRequestBody, DescribedResponse } from './describedTypes'

/**
 * The screening answers against the public description: `GET /sanctioned/{address}` -> `{ sanctioned? }` and
 * `POST /wallets/screen` -> `{ message?, wallets?: unknown[] }`. Every answer is read; only a `true` flags, so an
 * answer Ferry cannot read never refuses a recipient. The wallet entries are `unknown` in the description: Ferry
 * reads `isBlocked` (the name `/wallets/screen/info` gives it) and `sanctioned` on an entry that is an object.
 */

// Type level: what the description allows is what the parsers take; what Ferry sends is what the description takes.
const sanctionedAccepted: Accepts<
  typeof sanctionedResponseSchema,
  DescribedResponse<'/sanctioned/{address}', 'get'>
> = true
const screenAccepted: Accepts<
  typeof walletsScreenResponseSchema,
  Omit<DescribedResponse<'/wallets/screen', 'post'>, 'wallets'> & { wallets?: WalletsScreenResponseBody['wallets'] }
> = true
const requestDescribed: WalletsScreenRequest extends DescribedRequestBody<'/wallets/screen', 'post'> ? true : false =
  true
const RUNS = { numRuns: 200 }

describe('screening, as the public description has it', () => {
  it('type level: accepted as described (checked by the typecheck stage)', () => {
    expect([sanctionedAccepted, screenAccepted, requestDescribed]).toEqual([true, true, true])
  })

  it('the description leaves the screened wallets untyped (what Ferry reads of them is its own choice)', () => {
    expect(shapeAt(describedResponse('/wallets/screen', 'post'), 'wallets.[]').kind).toBe('unknown')
  })

  it(
    'GET /sanctioned/{address}: every answer is read; only `sanctioned: true` flags',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/sanctioned/{address}', 'get')), (sample) => {
          const parsed = sanctionedResponseSchema.parse(sample)
          expect(parsed.sanctioned === true).toBe((sample as SanctionedResponseBody).sanctioned === true)
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it(
    'POST /wallets/screen: every answer is read; each object entry is kept with its flags, anything else left out',
    () => {
      fc.assert(
        fc.property(describedArbitrary(describedResponse('/wallets/screen', 'post')), (sample) => {
          const parsed = quietly(() => walletsScreenResponseSchema.safeParse(sample))
          expect(parsed.success).toBe(true)
          const given = (sample as { wallets?: unknown }).wallets
          const entries = Array.isArray(given) ? given : []
          const readable = entries.filter((e) => screenedWalletSchema.safeParse(e).success)
          expect(parsed.data!.wallets).toHaveLength(readable.length)
        }),
        RUNS,
      )
    },
    PROPERTY_TIMEOUT_MS,
  )

  it('reads the flags of an entry shaped as the devnet and /wallets/screen/info name them', () => {
    const parsed = walletsScreenResponseSchema.parse({
      message: 'ok',
      wallets: [
        { address: '0x00000000000000000000000000000000000000f1', chainId: '8453', isBlocked: true, extra: 1 },
        { address: '0x00000000000000000000000000000000000000c1', sanctioned: false },
      ],
    } satisfies DescribedResponse<'/wallets/screen', 'post'>)
    expect(parsed.wallets.map((w) => [w.isBlocked, w.sanctioned])).toEqual([
      [true, undefined],
      [undefined, false],
    ])
  })
})
