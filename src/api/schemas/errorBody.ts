import * as z from 'zod/mini'

/** Error bodies of the public service (real-service-notes.md); the devnet sends the same. */
export const errorBodySchema = z.object({
  message: z.string(),
  errorCode: z.optional(z.string()),
  errorData: z.optional(z.unknown()),
  requestId: z.optional(z.string()),
  failedCallData: z.optional(z.unknown()),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

/** Quote-time error codes known from the public service, plus the devnet's own. */
export const QUOTE_ERROR_CODES = [
  'AMOUNT_TOO_LOW',
  'CHAIN_DISABLED',
  'INSUFFICIENT_LIQUIDITY',
  'INVALID_SLIPPAGE_TOLERANCE',
  'NO_QUOTES',
  'NO_INTERNAL_SWAP_ROUTES_FOUND',
  'UNSUPPORTED_ROUTE',
  'INVALID_INPUT',
  'UNSUPPORTED_CURRENCY',
  'UNSUPPORTED_CHAIN',
  'REQUEST_NOT_FOUND',
] as const
