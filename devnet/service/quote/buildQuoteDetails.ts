import { formatUnits } from 'viem'
import type { QuoteResponseBody } from '../../../src/api/schemas'
import type { DevnetContext } from '../../DevnetContext'
import { usdMicros } from '../../pricing/usdMicros'
import type { SponsorshipPlan } from '../../sponsorship/planSponsorship'
import { swapSourceOf } from '../../swapSources/swapSourceOf'
import type { PricedQuote } from './priceQuote'
import type { QuoteChainState } from './readQuoteChainState'
import { toCurrencyAmount } from './toCurrencyAmount'
import type { QuoteInputs } from './validateQuoteRequest'

/**
 * The `fees` and `details` of a quote (section 2.3): every fee as a full
 * currency amount with its USD value, the impacts, the rate, the slippage
 * tolerance on both sides and the route.
 */
export function buildQuoteDetails(
  context: Pick<DevnetContext, 'serviceUrl' | 'pricing'>,
  quote: {
    inputs: QuoteInputs
    state: Pick<QuoteChainState, 'originGasPrice' | 'userBalance'>
    priced: PricedQuote
    /** The deposit's value in micro-USD. */
    inUsd: bigint
    /** Gas of the person's own transactions. */
    userGas: bigint
    /** What the API key's sponsor pays, when asked (`fees.subsidized`). */
    sponsorship?: SponsorshipPlan
    /** Wei delivered to the recipient on the destination (`details.currencyGasTopup`). */
    gasTopup?: bigint
  },
): Pick<QuoteResponseBody, 'fees' | 'details'> {
  const { inputs, priced, inUsd } = quote
  const { origin, destination, currencyIn, currencyOut, spendCurrency, slippageBps, delivery, calls } = inputs
  const { fees } = priced
  const { usdPrices } = context.pricing
  const priceIn = usdPrices[currencyIn.key]
  const priceOut = usdPrices[currencyOut.key]
  const logoBaseUrl = `${context.serviceUrl}/devnet/icons`
  const amountIn = (value: bigint, minimumAmount?: bigint) =>
    toCurrencyAmount({ currency: currencyIn, amount: value, usdPrice: priceIn, logoBaseUrl, minimumAmount })
  const amountOut = (value: bigint, minimumAmount?: bigint) =>
    toCurrencyAmount({ currency: currencyOut, amount: value, usdPrice: priceOut, logoBaseUrl, minimumAmount })
  const originEth = origin.currencies.find((c) => c.isNative)
  if (!originEth) throw new Error(`chain ${origin.id} has no native currency`)
  const usdIn = (value: bigint) => usdMicros(value, currencyIn.decimals, priceIn)
  const usdOut = (value: bigint) => usdMicros(value, currencyOut.decimals, priceOut)
  const signedUsd = (micros: bigint) => formatUnits(micros, 6)
  const percentOf = (micros: bigint) => (inUsd === 0n ? '0' : formatUnits((micros * 100n * 10_000n) / inUsd, 4))
  // What a gas top-up delivers is the person's too: its cost is not a loss to them.
  const topupEth = destination.currencies.find((c) => c.isNative)
  const topupUsd =
    quote.gasTopup && topupEth ? usdMicros(quote.gasTopup, topupEth.decimals, usdPrices[topupEth.key]) : 0n
  const totalImpact = usdOut(priced.expectedOut) + topupUsd - inUsd
  const swapImpact = usdOut(priced.expectedOut) - usdIn(priced.budget)
  const slippageOut = priced.expectedOut - priced.minOut
  const headroom = priced.budget - priced.neededIn
  const slippagePercent = formatUnits(slippageBps, 2)
  // The impacts are the person's: a sponsored part of a fee is not a cost to them.
  const sponsored = quote.sponsorship?.sponsored
  const destinationEth = destination.currencies.find((c) => c.isNative)
  const gasTopup = quote.gasTopup ?? 0n
  const spendAmount = toCurrencyAmount({
    currency: spendCurrency,
    amount: priced.budget,
    usdPrice: usdPrices[spendCurrency.key],
    logoBaseUrl,
  })
  return {
    fees: {
      gas: toCurrencyAmount({
        currency: originEth,
        amount: quote.userGas * quote.state.originGasPrice,
        usdPrice: usdPrices.eth,
        logoBaseUrl,
      }),
      relayer: amountIn(fees.relayer),
      relayerGas: amountIn(fees.relayerGas),
      relayerService: amountIn(fees.relayerService),
      app: amountIn(fees.appTotal),
      subsidized: amountIn(fees.subsidy),
    },
    details: {
      operation: inputs.operation,
      sender: inputs.user,
      recipient: inputs.recipient,
      currencyIn: amountIn(fees.amountIn),
      currencyOut: amountOut(priced.expectedOut, priced.minOut),
      refundCurrency: amountIn(fees.amountIn),
      totalImpact: { usd: signedUsd(totalImpact), percent: percentOf(totalImpact) },
      swapImpact: { usd: signedUsd(swapImpact), percent: percentOf(swapImpact) },
      expandedPriceImpact: {
        swap: { usd: signedUsd(swapImpact + usdIn(sponsored?.swap ?? 0n)) },
        execution: { usd: signedUsd(-usdIn(fees.relayerGas - (sponsored?.execution ?? 0n))) },
        relay: { usd: signedUsd(-usdIn(fees.relayerService - (sponsored?.platform ?? 0n))) },
        app: { usd: signedUsd(-usdIn(fees.appTotal - (sponsored?.app ?? 0n))) },
      },
      rate: formatRate(priced.expectedOut, currencyOut.decimals, fees.amountIn, currencyIn.decimals),
      // A fixed-rate transfer has no price to slip: its tolerance is echoed with a zero amount.
      slippageTolerance: {
        origin: { usd: signedUsd(usdIn(headroom)), value: headroom.toString(), percent: slippagePercent },
        destination: { usd: signedUsd(usdOut(slippageOut)), value: slippageOut.toString(), percent: slippagePercent },
      },
      timeEstimate: origin.id === destination.id ? 1 : context.pricing.timeEstimateSeconds,
      userBalance: quote.state.userBalance.toString(),
      isFixedRate: delivery === 'transfer',
      route: {
        origin: {
          inputCurrency: amountIn(fees.amountIn),
          outputCurrency: amountIn(fees.amountIn),
          router: 'ferry-depository',
        },
        destination: {
          inputCurrency: spendAmount,
          outputCurrency: amountOut(priced.expectedOut, priced.minOut),
          router: calls || gasTopup > 0n ? 'ferry-router' : delivery === 'swap' ? 'ferry-pool' : 'ferry-solver',
          // The pool the fill trades in, by the name GET /swap-sources lists.
          ...(inputs.pool ? { includedSwapSources: [swapSourceOf(inputs.pool)] } : {}),
        },
      },
      ...(gasTopup > 0n && destinationEth
        ? {
            currencyGasTopup: toCurrencyAmount({
              currency: destinationEth,
              amount: gasTopup,
              usdPrice: usdPrices.eth,
              logoBaseUrl,
            }),
          }
        : {}),
    },
  }
}

/** Output per whole unit of input, as a decimal string. */
export function formatRate(out: bigint, outDecimals: number, input: bigint, inDecimals: number): string {
  if (input === 0n) return '0'
  return formatUnits((out * 10n ** BigInt(inDecimals) * 10n ** 18n) / (input * 10n ** BigInt(outDecimals)), 18)
}
