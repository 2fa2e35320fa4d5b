import { fetchJson } from './fetchJson'
import { type TransactionsIndexAnswer, transactionsIndexResponseSchema } from './schemas/depositAddresses'

/**
 * `POST /transactions/index` `{ txHash, chainId }`: tells the service about a deposit it may not have seen yet, as
 * the official client does after every deposit (`chainId` as a string, as the description has it). 404: the service
 * finds no such transaction on that chain.
 *
 * @throws {ApiError} when the service refuses or cannot be reached.
 */
export function postTransactionsIndex(args: {
  baseUrl: string
  txHash: string
  chainId: number
  requestId?: string
  signal?: AbortSignal
}): Promise<TransactionsIndexAnswer> {
  return fetchJson({
    baseUrl: args.baseUrl,
    path: '/transactions/index',
    method: 'POST',
    body: {
      txHash: args.txHash,
      chainId: String(args.chainId),
      ...(args.requestId ? { requestId: args.requestId } : {}),
    },
    schema: transactionsIndexResponseSchema,
    signal: args.signal,
  })
}
