import { formatUnits } from 'viem'
import type { DevnetCurrency } from '../../contracts/devnetCurrencies'
import type { DevnetChain, DevnetContext } from '../../DevnetContext'
import type { FillPlan } from '../../orders/FillPlan'
import { convertAmount } from '../../pricing/convertAmount'
import { usdMicros } from '../../pricing/usdMicros'
import { type ComponentAmounts, planSponsorship, type SponsorshipPlan } from '../../sponsorship/planSponsorship'
import { ServiceError } from '../ServiceError'
import { fillGasOf } from './estimateQuoteGas'
import { fillPricer } from './fillPricer'
import type { PricedQuote } from './priceQuote'
import type { QuoteChainState } from './readQuoteChainState'
import type { QuoteInputs } from './validateQuoteRequest'

/** ETH the solver keeps back on each chain to pay for its own transactions. */
export const SOLVER_GAS_RESERVE = 10n ** 18n
/**
 * Gas of the solver's `depositErc20WithAuthorization` for a gasless deposit
 * (gasless.test.ts checks the real one stays below it): it cannot be simulated
 * before the person has signed, and the quote prices it into the relayer gas.
 */
export const GASLESS_DEPOSIT_GAS = 120_000n
/** A swap that would cost more than this share of its value in price impact is refused (the pool is too small for it). */
const MAX_POOL_IMPACT_BPS = 3_000n

export interface PricedFill {
  priced: PricedQuote
  /** What the solver will deliver, as stored with the request. */
  plan: FillPlan
  /** The deposit's value in micro-USD. */
  inUsd: bigint
  /** What the API key's sponsor pays (`subsidizeFees`); undefined when not asked. */
  sponsorship: SponsorshipPlan | undefined
  /** Wei of native gas the fill also delivers (`topupGas`); 0 when not asked. */
  gasTopup: bigint
}

/**
 * Prices the quote with the fill's real gas: once without it to simulate the
 * fill, then again with it. Refuses (ServiceError 400) what the solver cannot
 * deliver: more than its inventory or capacity, a swap too big for the pool,
 * calls that send more than the fill can promise.
 */
export async function priceFill(
  context: Pick<DevnetContext, 'pricing' | 'control' | 'store'>,
  inputs: QuoteInputs,
  state: QuoteChainState,
  /** The quote's `x-api-key`: whose sponsor pays a `subsidizeFees` quote. */
  apiKey: string | null = null,
): Promise<PricedFill> {
  const { currencyIn, currencyOut, spendCurrency, destination, calls } = inputs
  const { usdPrices } = context.pricing
  const priceIn = usdPrices[currencyIn.key]
  const { gasTopup, price, planOf } = fillPricer(context, inputs, state.reserves)

  // The fill's gas depends a little on the amounts and the fees on the gas: it was simulated priced without it
  // (readQuoteChainState, beside the reads); the checks come in the order they always did.
  const provisional = price(0n)
  // The top-up's ETH comes from the same inventory when the solver spends ETH.
  const available = spendCurrency.isNative ? state.inventory - SOLVER_GAS_RESERVE - gasTopup : state.inventory
  assertInventory(provisional.budget, available, spendCurrency, destination)
  const fillGas = fillGasOf(state.fillGas, destination, planOf(provisional))
  // A gasless deposit's origin transaction is the solver's too: it is charged with the fill's.
  const depositGasWei = inputs.permit ? GASLESS_DEPOSIT_GAS * state.originGasPrice : 0n
  // The top-up is part of the fill's cost: it is charged with the fill's gas (`fees.relayerGas`, the execution component).
  const relayerGas = convertAmount({
    amount: fillGas * state.destinationGasPrice + gasTopup + depositGasWei,
    fromDecimals: 18,
    fromPrice: usdPrices.eth,
    toDecimals: currencyIn.decimals,
    toPrice: priceIn,
  })
  const unsponsored = price(relayerGas)
  const sponsorship = inputs.sponsorship && (await sponsor(context, inputs, unsponsored, apiKey))
  const priced = sponsorship && sponsorship.total > 0n ? price(relayerGas, sponsorship.total) : unsponsored
  assertInventory(priced.budget, available, spendCurrency, destination)
  const inUsd = usdMicros(priced.fees.amountIn, currencyIn.decimals, priceIn)
  if (inUsd > context.control.capacityUsdMicros) {
    throw new ServiceError(
      400,
      'INSUFFICIENT_LIQUIDITY',
      `$${formatUnits(inUsd, 6)} is above the solver's capacity of $${formatUnits(context.control.capacityUsdMicros, 6)} per fill`,
    )
  }
  const { reserves } = state
  if (reserves) {
    const spot = (priced.budget * reserves.out) / reserves.in
    if (spot > 0n && (spot - priced.expectedOut) * 10_000n > spot * MAX_POOL_IMPACT_BPS) {
      throw new ServiceError(
        400,
        'INSUFFICIENT_LIQUIDITY',
        `the pool on chain ${destination.id} is too shallow for this amount (price impact above ${formatUnits(MAX_POOL_IMPACT_BPS, 2)}%)`,
      )
    }
  }
  if (calls && currencyOut.isNative) {
    const total = calls.reduce((sum, c) => sum + c.value, 0n)
    if (total > priced.minOut) {
      throw new ServiceError(
        400,
        'INVALID_INPUT',
        `the calls send ${total} but the fill can only promise ${priced.minOut} ${currencyOut.symbol} after fees and slippage`,
        {
          field: 'txs',
          rule: 'amount',
          total: total.toString(),
          minimumAmount: priced.minOut.toString(),
        },
      )
    }
  }
  return { priced, plan: planOf(priced), inUsd, sponsorship, gasTopup }
}

/**
 * What the API key's sponsor pays of an unsponsored pricing: the chosen
 * components up to the cap and the sponsor's balance now (both in USD
 * micro-units, turned into input units rounded down). A key with no sponsor
 * balance gets an unsponsored quote (sponsored 0), not an error: the key
 * holder decides to sponsor, and an empty balance must not stop transfers.
 */
async function sponsor(
  context: Pick<DevnetContext, 'pricing' | 'store'>,
  inputs: QuoteInputs,
  priced: PricedQuote,
  apiKey: string | null,
): Promise<SponsorshipPlan | undefined> {
  const options = inputs.sponsorship
  if (!options) return undefined
  const { currencyIn, currencyOut, spendCurrency } = inputs
  const { usdPrices } = context.pricing
  const priceIn = usdPrices[currencyIn.key]
  const toUnits = (usd: bigint) => (usd * 10n ** BigInt(currencyIn.decimals)) / priceIn
  const { fees } = priced
  // The swap's price impact (pool fee and depth), as the input it costs; a bridge has none.
  const swapUsd =
    inputs.delivery === 'swap'
      ? usdMicros(priced.budget, spendCurrency.decimals, usdPrices[spendCurrency.key]) -
        usdMicros(priced.expectedOut, currencyOut.decimals, usdPrices[currencyOut.key])
      : 0n
  const totals: ComponentAmounts = {
    execution: fees.relayerGas,
    swap: swapUsd > 0n ? toUnits(swapUsd) : 0n,
    platform: fees.relayerService,
    app: fees.appTotal,
    rent: 0n,
  }
  const balance = apiKey ? ((await context.store.sponsors.get(apiKey))?.balanceUsdMicros ?? 0n) : 0n
  return planSponsorship({
    options,
    totals,
    capUnits: options.capUsdMicros === undefined ? undefined : toUnits(options.capUsdMicros),
    balanceUnits: toUnits(balance),
  })
}

function assertInventory(budget: bigint, available: bigint, currency: DevnetCurrency, chain: DevnetChain): void {
  if (budget > available) {
    throw new ServiceError(
      400,
      'INSUFFICIENT_LIQUIDITY',
      `the solver cannot spend ${formatUnits(budget, currency.decimals)} ${currency.symbol} on chain ${chain.id} (it holds ${formatUnits(available > 0n ? available : 0n, currency.decimals)})`,
    )
  }
}
