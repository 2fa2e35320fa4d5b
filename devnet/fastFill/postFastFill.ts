import type { Handler } from 'hono'
import { formatUnits } from 'viem'
import { z } from 'zod'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import type { FastFillAnswer } from '../../src/api/schemas'
import type { DevnetContext } from '../DevnetContext'
import { isStorableText } from '../service/checkText'
import { parseBody } from '../service/parseBody'
import { ServiceError } from '../service/ServiceError'
import type { FastFillOutcome } from '../store/FastFillStore'

/** The most `maxFillAmountUsd` may be (the sponsor balance's own bound, $1,000,000,000,000). */
const MAX_FILL_AMOUNT_USD = 1e12

const fastFillBodySchema = z.object({
  requestId: z.string().min(1).max(256).refine(isStorableText, 'must not contain NUL bytes or lone surrogates'),
  /** The description's; the devnet fills the quoted amounts, so it is checked and not used. */
  solverInputCurrencyAmount: z
    .string()
    .regex(/^(0|[1-9]\d{0,77})$/, 'must be an integer string in the smallest unit')
    .optional(),
  maxFillAmountUsd: z.number().finite().min(0).max(MAX_FILL_AMOUNT_USD).optional(),
})

const usd = (micros: bigint) => formatUnits(micros, 6)

/**
 * `POST /fast-fill` `{ requestId, solverInputCurrencyAmount?, maxFillAmountUsd? }` with `x-api-key`, in the public
 * shapes: the solver fills a `waiting` request now, before its deposit has its confirmations (`POST /devnet/solver`
 * `depositConfirmations` makes a deposit wait for them), fronted by the key's app balance (its sponsor balance, `PUT
 * /devnet/sponsors/:apiKey`); the fronted value stays outstanding on the key until the deposit is counted. The record
 * then says `triggeredByFastFill: true`. 200 `{ message }` when queued or already filled; 401 without a key; 403 when
 * the key has no app balance (any key may have one, as any key may sponsor fees); 400 over `maxFillAmountUsd` or over what the balance has left; 404 for an unknown
 * request; 409 for one being filled already or ended.
 */
export function postFastFill(context: Pick<DevnetContext, 'store' | 'logger'>): Handler {
  return async (c) => {
    const apiKey = c.req.header('x-api-key')?.trim()
    if (!apiKey) throw new ServiceError(401, 'UNAUTHORIZED', 'Unauthorized: POST /fast-fill needs an x-api-key header')
    const body = await parseBody(c, fastFillBodySchema)
    const capUsdMicros =
      body.maxFillAmountUsd === undefined ? undefined : BigInt(Math.floor(body.maxFillAmountUsd * 1_000_000))
    const outcome = await context.store.fastFills.start({ requestId: body.requestId, apiKey, capUsdMicros })
    if (outcome.kind === 'started')
      context.logger.info(`request ${body.requestId}: fast fill by ${apiKey}, $${usd(outcome.usdMicros)} outstanding`)
    const answer = (message: string) =>
      c.json({ message } satisfies FastFillAnswer & DescribedResponse<'/fast-fill', 'post'>)
    if (outcome.kind === 'started') return answer('Request successfully queued for fast fill.')
    if (outcome.kind === 'already-filled') return answer('Request was already filled.')
    throw refusal(outcome)
  }
}

function refusal(outcome: Exclude<FastFillOutcome, { kind: 'started' | 'already-filled' }>): ServiceError {
  switch (outcome.kind) {
    case 'not-found':
      return new ServiceError(404, 'REQUEST_NOT_FOUND', 'Request not found')
    case 'not-waiting':
      return new ServiceError(
        409,
        'REQUEST_ALREADY_PROCESSING',
        `Conflict: This request is already being processed (${outcome.status}).`,
        { status: outcome.status },
      )
    case 'no-balance':
      return new ServiceError(403, 'FORBIDDEN', 'Forbidden: Fast fill requires a sponsoring wallet with app balance.')
    case 'over-cap':
      return new ServiceError(
        400,
        'FAST_FILL_LIMIT_EXCEEDED',
        `The fill is worth $${usd(outcome.usdMicros)}, more than maxFillAmountUsd ($${usd(outcome.capUsdMicros)}).`,
        { fillAmountUsd: usd(outcome.usdMicros), maxFillAmountUsd: usd(outcome.capUsdMicros) },
      )
    case 'over-balance':
      return new ServiceError(
        400,
        'INSUFFICIENT_APP_BALANCE',
        `The fill is worth $${usd(outcome.usdMicros)}; the app balance has $${usd(outcome.availableUsdMicros)} available.`,
        { fillAmountUsd: usd(outcome.usdMicros), availableBalanceUsd: usd(outcome.availableUsdMicros) },
      )
  }
}
