import { formatUnits } from 'viem'
import type { QuoteResponseBody } from '../../../src/api/schemas'
import type { DevnetContext } from '../../DevnetContext'
import { usdMicros } from '../../pricing/usdMicros'
import { formatRate } from '../../service/quote/buildQuoteDetails'
import { type QuotedCurrency, toCurrencyAmount } from '../../service/quote/toCurrencyAmount'
import { type PricedSvmRoute, svmUsdPrice } from './priceSvmRoute'
import type { RouteSide, SvmRoute } from './svmRoute'

/**
 * The `fees` and `details` of a quote to or from Solana, in the shape of every devnet quote
 * (`buildQuoteDetails`): the fill's cost (with the recipient's token account rent on Solana) is `relayerGas`, a
 * fixed rate, no slippage to give.
 */
export function svmQuoteDetails(
  context: Pick<DevnetContext, 'serviceUrl' | 'pricing'>,
  quote: { route: SvmRoute; priced: PricedSvmRoute; userGas: bigint; originGasPrice: bigint },
): Pick<QuoteResponseBody, 'fees' | 'details'> {
  const { route, priced } = quote
  const { origin, destination } = route
  const { fees } = priced
  const logoBaseUrl = `${context.serviceUrl}/devnet/icons`
  const amount = (currency: QuotedCurrency, price: bigint, value: bigint) =>
    toCurrencyAmount({ currency, amount: value, usdPrice: price, logoBaseUrl })
  const amountIn = (value: bigint) => amount(origin.currency, priced.priceIn, value)
  const amountOut = amount(destination.currency, priced.priceOut, priced.expectedOut)
  const native = nativeOf(origin)
  const signedUsd = (micros: bigint) => formatUnits(micros, 6)
  const usdIn = (value: bigint) => usdMicros(value, origin.currency.decimals, priced.priceIn)
  const outUsd = usdMicros(priced.expectedOut, destination.currency.decimals, priced.priceOut)
  const percentOf = (micros: bigint) =>
    priced.inUsd === 0n ? '0' : formatUnits((micros * 100n * 10_000n) / priced.inUsd, 4)
  const totalImpact = outUsd - priced.inUsd
  return {
    fees: {
      gas: amount(native, svmUsdPrice(context, native.key), quote.userGas * quote.originGasPrice),
      relayer: amountIn(fees.relayer),
      relayerGas: amountIn(fees.relayerGas),
      relayerService: amountIn(fees.relayerService),
      app: amountIn(fees.appTotal),
      subsidized: amountIn(0n),
    },
    details: {
      operation: route.operation,
      sender: route.user,
      recipient: route.recipient,
      currencyIn: amountIn(fees.amountIn),
      currencyOut: amountOut,
      refundCurrency: amountIn(fees.amountIn),
      totalImpact: { usd: signedUsd(totalImpact), percent: percentOf(totalImpact) },
      swapImpact: { usd: '0', percent: '0' },
      expandedPriceImpact: {
        swap: { usd: '0' },
        execution: { usd: signedUsd(-usdIn(fees.relayerGas)) },
        relay: { usd: signedUsd(-usdIn(fees.relayerService)) },
        app: { usd: signedUsd(-usdIn(fees.appTotal)) },
      },
      rate: formatRate(priced.expectedOut, destination.currency.decimals, fees.amountIn, origin.currency.decimals),
      slippageTolerance: {
        origin: { usd: '0', value: '0', percent: '0' },
        destination: { usd: '0', value: '0', percent: '0' },
      },
      timeEstimate: context.pricing.timeEstimateSeconds,
      userBalance: '0',
      isFixedRate: true,
      route: {
        origin: {
          inputCurrency: amountIn(fees.amountIn),
          outputCurrency: amountIn(fees.amountIn),
          router: origin.vm === 'svm' ? 'ferry-solver-account' : 'ferry-depository',
        },
        destination: { inputCurrency: amountOut, outputCurrency: amountOut, router: 'ferry-solver' },
      },
    },
  }
}

/** The native currency of a side's chain, which pays its fees. */
function nativeOf(side: RouteSide): QuotedCurrency {
  if (side.vm === 'svm') {
    const sol = side.chain.currencies.find((c) => c.isNative)
    if (!sol) throw new Error(`chain ${side.chain.id} has no native currency`)
    return { ...sol, hasLogo: true }
  }
  const eth = side.chain.currencies.find((c) => c.isNative)
  if (!eth) throw new Error(`chain ${side.chain.id} has no native currency`)
  return eth
}
