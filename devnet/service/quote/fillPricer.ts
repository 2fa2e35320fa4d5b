import type { DevnetContext } from '../../DevnetContext'
import type { FillPlan } from '../../orders/FillPlan'
import { topupWei } from './gasTopup'
import { type PricedQuote, priceQuote } from './priceQuote'
import type { QuoteInputs } from './validateQuoteRequest'

export interface FillPricer {
  /** Wei of native gas the fill also delivers (`topupGas`); 0 when not asked. */
  gasTopup: bigint
  /** The quote's maths at a relayer gas (input units) and a sponsor's subsidy. */
  price(relayerGas: bigint, subsidy?: bigint): PricedQuote
  /** What the solver delivers for a pricing, as stored with the request. */
  planOf(priced: PricedQuote): FillPlan
}

/**
 * Prices a quote's fill and builds its plan from the request and the destination pool's reserves: what
 * `priceFill` and the fill's gas estimate started beside the chain reads (`readQuoteChainState`) share, so the
 * plan that is simulated is the one the quote prices at zero relayer gas.
 */
export function fillPricer(
  context: Pick<DevnetContext, 'pricing'>,
  inputs: QuoteInputs,
  reserves: { in: bigint; out: bigint } | undefined,
): FillPricer {
  const { request, spendCurrency, currencyOut, appFees } = inputs
  const { usdPrices, relayerServiceBps } = context.pricing
  const gasTopup = inputs.gasTopupUsdMicros === undefined ? 0n : topupWei(inputs.gasTopupUsdMicros, usdPrices.eth)
  return {
    gasTopup,
    price: (relayerGas, subsidy = 0n) =>
      priceQuote({
        tradeType: request.tradeType,
        amount: inputs.amount,
        delivery: inputs.delivery,
        reserves,
        relayerGas,
        relayerServiceBps,
        appFeeBps: appFees.map((f) => f.bps),
        slippageBps: inputs.slippageBps,
        subsidy,
      }),
    planOf: (priced) => ({
      operation: inputs.operation,
      tradeType: request.tradeType,
      delivery: inputs.delivery,
      spendToken: spendCurrency.address,
      spendAmount: priced.budget,
      outToken: currencyOut.address,
      expectedOut: priced.expectedOut,
      minOut: priced.minOut,
      exactOut: priced.exactOut,
      recipient: inputs.recipient,
      slippageBps: Number(inputs.slippageBps),
      ...(inputs.pool ? { pool: inputs.pool.address } : {}),
      calls: inputs.calls,
      appFees: appFees.map((f, i) => ({ ...f, amount: priced.fees.app[i] ?? 0n })),
      ...(gasTopup > 0n ? { gasTopup } : {}),
    }),
  }
}
