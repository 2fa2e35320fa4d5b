import * as z from 'zod/mini'
import { optionalText } from './tolerant'

/** Error bodies of the public service (section 10.3); the devnet sends the same. */
/**
 * Every field optional, as the description has it (a 429 carries only
 * `message`; a code may come without a message): a field of another type is
 * left out, the rest of the body still read.
 */
export const errorBodySchema = z.looseObject({
  message: optionalText,
  errorCode: optionalText,
  errorData: z.optional(z.unknown()),
  requestId: optionalText,
  failedCallData: z.optional(z.unknown()),
})
export type ErrorBody = z.output<typeof errorBodySchema>

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
] as const

/**
 * Every `errorCode` an error body may carry that Ferry knows: the quote's,
 * and those of the other endpoints (status, listing, admin). The devnet
 * answers only these; the widget maps them to sentences and keeps any other
 * code the public service sends as it came.
 */
export const SERVICE_ERROR_CODES = [
  ...QUOTE_ERROR_CODES,
  'REQUEST_NOT_FOUND',
  'NOT_FOUND',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  // POST /execute/permits (a gasless deposit's signature): fail reasons of section 7.1 the post answers with.
  'SIGNATURE_EXPIRED',
  'ORDER_ALREADY_FILLED',
  'GASLESS_PERMIT_BALANCE_TOO_LOW',
  'TTL_EXPIRED',
  // App fee claims (POST /app-fees/{wallet}/claim and the post of its signature): more than the balance holds, and
  // a signed claim posted again (its amount was taken once).
  'INSUFFICIENT_APP_FEE_BALANCE',
  'CLAIM_ALREADY_SUBMITTED',
  // POST /fast-fill: the request is worth more than the fill's `maxFillAmountUsd`, or than the key's app balance has
  // left; a request that is being filled or has ended (409); the site server's fast fills not configured.
  'FAST_FILL_LIMIT_EXCEEDED',
  'INSUFFICIENT_APP_BALANCE',
  'REQUEST_ALREADY_PROCESSING',
  'FAST_FILL_NOT_CONFIGURED',
  // The site server's own, met through its proxy.
  'UNKNOWN_NETWORK',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UPSTREAM_UNREACHABLE',
  'UPSTREAM_ERROR',
  // A path that needs the network's API key on a site server configured without one (its message names the setting).
  'API_KEY_REQUIRED',
  // The site server's webhook receiver, to the service.
  'REPLAYED',
  'MISSING_SIGNATURE',
  'INVALID_SIGNATURE',
  'STALE_TIMESTAMP',
  // INVALID_SIGNATURE above also answers a gasless deposit signed by someone else than the request's user.
] as const
export type ServiceErrorCode = (typeof SERVICE_ERROR_CODES)[number]

/** The code as a known one, or undefined for a code Ferry has no words for. */
export function knownErrorCode(code: string | undefined): ServiceErrorCode | undefined {
  return (SERVICE_ERROR_CODES as readonly string[]).includes(code ?? '') ? (code as ServiceErrorCode) : undefined
}
