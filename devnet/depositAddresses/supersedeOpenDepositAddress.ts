import { encodeFunctionData, getAddress, type Hex } from 'viem'
import type { QuoteRequest, StepBody } from '../../src/api/schemas'
import { addressKey } from '../../src/lib/addressKey'
import { tokenAbi } from '../contracts/tokenAbi'
import type { DevnetContext } from '../DevnetContext'
import { buildQuote, type QuoteContext } from '../service/quote/buildQuote'
import { ServiceError } from '../service/ServiceError'
import type { DepositAddress, DepositArrival } from '../store/DepositAddressesTable'
import type { RequestRecord } from '../store/requestRecord'

/**
 * An open EVM address paid in another of the origin chain's currencies than quoted, on the right chain: the quote is
 * regenerated for what arrived (that currency and amount, to the same destination) as a new request, which owns the
 * sweep and the fill; the waiting request it replaces names it as `supersededByRequestId` (the public service's
 * "regenerated requestId that now owns the sweep/fill for a superseded deposit-address request"). The new request's
 * step names the same address. Returns the request the arrival is swept under: the successor (made now or before),
 * else the address's own request. Nothing is regenerated for a strict address, an amount in the quoted currency
 * (priced again in place: `repriceOpenDepositAddress`) or a currency with no route (the deposit is then refunded as
 * `INCORRECT_DEPOSIT_CURRENCY`).
 */
export async function supersedeOpenDepositAddress(
  context: QuoteContext & Pick<DevnetContext, 'logger'>,
  { address, request, arrival }: { address: DepositAddress; request: RequestRecord; arrival: DepositArrival },
): Promise<string> {
  if (request.supersededByRequestId) return request.supersededByRequestId
  if (address.type !== 'open' || request.status !== 'waiting' || !address.address.startsWith('0x')) return request.id
  if (arrival.chainId !== address.chainId || addressKey(arrival.token) === address.currency) return request.id
  const quoteRequest = {
    ...(request.quoteRequest as QuoteRequest),
    originCurrency: getAddress(arrival.token),
    amount: arrival.amount.toString(),
    tradeType: 'EXACT_INPUT',
  } satisfies QuoteRequest
  try {
    const { record, response } = await buildQuote(context, quoteRequest, request.apiKey)
    const payTo = getAddress(address.address)
    const steps = response.steps.map((step) => payingTo(step, payTo, arrival.token as Hex, record.amountIn))
    await context.store.insertRequest(
      { ...record, quoteResponse: { ...response, steps } },
      Date.now(),
      undefined,
      request.id,
    )
    context.logger.info(
      `request ${request.id}: open deposit address paid ${arrival.amount} of ${arrival.token}; superseded by ${record.id}`,
    )
    return record.id
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error
    context.logger.warn(`request ${request.id}: the arrival cannot be quoted (${error.errorCode}: ${error.message})`)
    return request.id
  }
}

/** The regenerated quote's deposit step, paying the address that was paid (not the one its own salt would give). */
function payingTo(step: StepBody, address: Hex, token: Hex, amount: bigint): StepBody {
  if (step.kind !== 'transaction' || !step.depositAddress) return step
  const transfer =
    BigInt(token) === 0n
      ? { to: address, data: '0x', value: amount.toString() }
      : {
          to: token,
          data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [address, amount] }),
          value: '0',
        }
  return {
    ...step,
    depositAddress: address,
    items: step.items?.map((item) => ({ ...item, data: { ...(item.data as object), ...transfer } })),
  } as StepBody
}
