import { type Address, decodeAbiParameters, getAddress, type Hex } from 'viem'
import type { DestinationCall, TradeType } from '../../../src/api/schemas'
import type { DevnetCurrency } from '../../contracts/devnetCurrencies'
import type { PlannedCall } from '../../orders/FillPlan'
import { ServiceError } from '../ServiceError'

/** More calls than this in one request is refused at quote time. */
export const MAX_CALLS = 16
const TRANSFER_FROM = '0x23b872dd'

/**
 * The quote-time rules of section 2.1 for `txs` (the devnet's reading of
 * them, documented in docs/devnet.md):
 * - calls take EXACT_INPUT or EXACT_OUTPUT (section 1);
 * - a call paid in the native currency gets its value from the delivered
 *   amount: with EXACT_OUTPUT `amount` must equal the sum of `txs[].value`;
 * - a call paid in a token only moves tokens, so every value must be "0";
 * - a call may spend the router's own tokens only (`transferFrom` from anyone
 *   else is refused by the router, so it is refused here first).
 * Whether a call spends a token it has approved is only known by running it:
 * that ends at fill time in TRANSFER_AMOUNT_EXCEEDS_ALLOWANCE and a refund.
 */
export function validateCalls(args: {
  txs: readonly DestinationCall[]
  tradeType: TradeType
  amount: bigint
  currencyOut: DevnetCurrency
  router: Address
}): PlannedCall[] {
  const { txs, tradeType, amount, currencyOut, router } = args
  const invalid = (message: string, data: Record<string, unknown>) =>
    new ServiceError(400, 'INVALID_INPUT', message, { field: 'txs', ...data })
  if (tradeType === 'EXPECTED_OUTPUT')
    throw invalid('calls (txs) take tradeType EXACT_INPUT or EXACT_OUTPUT', { rule: 'tradeType' })
  if (txs.length > MAX_CALLS)
    throw invalid(`at most ${MAX_CALLS} calls (txs) per request, got ${txs.length}`, { rule: 'count' })
  const calls = txs.map((tx, index): PlannedCall => {
    const to = getAddress(tx.to)
    if (BigInt(to) === 0n) throw invalid(`txs[${index}].to is the zero address`, { rule: 'to', index })
    const data = tx.data.toLowerCase() as Hex
    if (data.startsWith(TRANSFER_FROM) && data.length >= 2 + 8 + 64) {
      const [from] = decodeAbiParameters([{ type: 'address' }], `0x${data.slice(10, 74)}`)
      if (from.toLowerCase() !== router.toLowerCase()) {
        throw invalid(
          `txs[${index}] calls transferFrom from ${from}: a call may only spend the router's own tokens (${router})`,
          { rule: 'transferFrom', index },
        )
      }
    }
    return { to, value: BigInt(tx.value), data }
  })
  const total = calls.reduce((sum, c) => sum + c.value, 0n)
  if (!currencyOut.isNative && total !== 0n) {
    throw invalid(
      `a call paid in ${currencyOut.symbol} only moves tokens: every txs[].value must be "0" (their sum is ${total})`,
      { rule: 'value', total: total.toString() },
    )
  }
  if (currencyOut.isNative && tradeType === 'EXACT_OUTPUT' && total !== amount) {
    throw invalid(`amount (${amount}) must equal the sum of txs[].value (${total})`, {
      rule: 'amount',
      total: total.toString(),
    })
  }
  return calls
}
