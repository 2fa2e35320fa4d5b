import * as z from 'zod/mini'
import { optionalText } from './tolerant'

/**
 * `POST /fast-fill` (the API key required, so through the site server) `{ requestId, maxFillAmountUsd? }` -> 200
 * `{ message }`: the fill was queued, or the request was found filled already. Every field optional, as described.
 */
export const fastFillResponseSchema = z.looseObject({ message: optionalText })
export type FastFillAnswer = z.output<typeof fastFillResponseSchema>

/** The body the site server sends on (the browser sends only `requestId`; the server adds its own cap). */
export interface FastFillRequestBody {
  requestId: string
  solverInputCurrencyAmount?: string
  /** USD, a number: a request worth more is refused. */
  maxFillAmountUsd?: number
}
