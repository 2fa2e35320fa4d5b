import { fetchJson } from './fetchJson'
import { type AppFeeClaimBody, type AppFeeClaimResponse, appFeeClaimResponseSchema } from './schemas/appFees'

/**
 * `POST /app-fees/{wallet}/claim`: asks for the steps that claim part or all
 * of one balance to `recipient`. Asking takes nothing off the balance; the
 * claim is made when the fee wallet signs the step's item and its post is sent.
 *
 * @throws {ApiError} for a refusal (more than the balance, an unknown currency), an unreachable service or an answer
 * Ferry cannot read.
 */
export function postAppFeeClaim(args: {
  baseUrl: string
  wallet: string
  body: AppFeeClaimBody
  signal?: AbortSignal
}): Promise<AppFeeClaimResponse> {
  return fetchJson({
    baseUrl: args.baseUrl,
    path: `/app-fees/${args.wallet}/claim`,
    method: 'POST',
    body: args.body,
    schema: appFeeClaimResponseSchema,
    signal: args.signal,
  })
}
