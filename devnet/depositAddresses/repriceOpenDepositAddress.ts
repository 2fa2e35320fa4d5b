import type { QuoteRequest } from '../../src/api/schemas'
import { addressKey } from '../../src/lib/addressKey'
import type { DevnetContext } from '../DevnetContext'
import { buildQuote, type QuoteContext } from '../service/quote/buildQuote'
import { ServiceError } from '../service/ServiceError'
import type { DepositAddress, DepositArrival } from '../store/DepositAddressesTable'
import type { RequestRecord } from '../store/requestRecord'

/**
 * An open address prices its waiting request again for what arrived before the sweep (same id, new amounts,
 * deadline and fill plan), if it differs from the quote or the quote ran out, and the right currency came on the
 * right chain. A strict address keeps its order. The same on every VM: the quote is built as any quote is.
 */
export async function repriceOpenDepositAddress(
  context: QuoteContext & Pick<DevnetContext, 'logger'>,
  { address, request, arrival }: { address: DepositAddress; request: RequestRecord; arrival: DepositArrival },
): Promise<void> {
  if (address.type !== 'open' || request.status !== 'waiting' || request.supersededByRequestId) return
  if (arrival.chainId !== address.chainId || addressKey(arrival.token) !== address.currency) return
  if (arrival.amount === request.amountIn && arrival.blockTimestamp <= request.deadline) return
  const quoteRequest = {
    ...(request.quoteRequest as QuoteRequest),
    amount: arrival.amount.toString(),
    tradeType: 'EXACT_INPUT',
  } satisfies QuoteRequest
  try {
    const { record, response } = await buildQuote(context, quoteRequest, request.apiKey)
    const repriced = await context.store.depositAddresses.reprice(
      request.id,
      {
        amountIn: record.amountIn,
        amountOut: record.amountOut,
        amountInUsd: record.amountInUsd,
        deadline: record.deadline,
        fillPlan: record.fillPlan,
        details: response.details,
        fees: response.fees,
      },
      Date.now(),
    )
    if (repriced)
      context.logger.info(
        `request ${request.id}: open deposit address paid ${arrival.amount}; priced again: ${record.amountOut} out`,
      )
  } catch (error) {
    // Too little to quote (or no route now): the request keeps its quote, and the deposit fails it and is refunded.
    if (!(error instanceof ServiceError)) throw error
    context.logger.warn(`request ${request.id}: the arrival cannot be priced (${error.errorCode}: ${error.message})`)
  }
}
