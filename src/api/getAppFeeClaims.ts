import { fetchJson } from './fetchJson'
import { type AppFeeClaimsResponse, appFeeClaimsResponseSchema } from './schemas/appFees'

/**
 * `GET /app-fees/{wallet}/claims`: the wallet's claims, newest first, one page
 * of `limit`; the answer's `continuation` asks for the next page.
 *
 * @throws {ApiError} for a refusal, an unreachable service or an answer Ferry cannot read.
 */
export function getAppFeeClaims(args: {
  baseUrl: string
  wallet: string
  limit?: number
  continuation?: string
  signal?: AbortSignal
}): Promise<AppFeeClaimsResponse> {
  const query = new URLSearchParams()
  if (args.limit !== undefined) query.set('limit', String(args.limit))
  if (args.continuation) query.set('continuation', args.continuation)
  const search = query.toString() ? `?${query}` : ''
  return fetchJson({
    baseUrl: args.baseUrl,
    path: `/app-fees/${args.wallet}/claims${search}`,
    schema: appFeeClaimsResponseSchema,
    signal: args.signal,
  })
}
