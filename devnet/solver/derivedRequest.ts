import { formatUnits } from 'viem'
import type { DepositEvent } from '../store/DepositsTable'
import type { NewRequest, RequestRecord } from '../store/requestRecord'

/**
 * The request of a deposit that has none of its own (an orphan, or a second deposit that follows its parent), on any
 * chain: failed and refunded where the deposit arrived. `id` and `token` are the chain's own (a hash of the event,
 * the currency as that chain writes it); `depositId` is recorded as the deposit named it.
 */
export function derivedRequest(args: {
  id: string
  deposit: DepositEvent
  parent: RequestRecord | undefined
  token: { address: string; symbol: string }
  usdMicros: bigint
  depositId: string
}): NewRequest {
  const { deposit, parent, token } = args
  return {
    id: args.id,
    apiKey: parent?.apiKey ?? null,
    operation: parent?.operation ?? 'bridge',
    tradeType: parent?.tradeType ?? 'EXACT_INPUT',
    user: deposit.depositor,
    recipient: parent?.recipient ?? deposit.depositor,
    refundTo: parent?.refundTo ?? null,
    referrer: parent?.referrer ?? null,
    originChainId: deposit.chainId,
    destinationChainId: parent?.destinationChainId ?? deposit.chainId,
    currencyIn: token,
    currencyOut: parent?.currencyOut ?? token,
    amountIn: deposit.amount,
    amountOut: 0n,
    amountInUsd: formatUnits(args.usdMicros, 6),
    deadline: deposit.blockTimestamp,
    quoteRequest: { derivedFrom: parent?.id ?? null, depositId: args.depositId },
    quoteResponse: {},
    parentRequestId: parent?.id ?? null,
  }
}
