import { formatUnits } from 'viem'
import type { QuoteRequest } from '../../../src/api/schemas'
import type { DevnetCurrency } from '../../contracts/devnetCurrencies'
import { ServiceError } from '../ServiceError'

/** `topupGasAmount` when not given: $2, as on the public service. */
export const DEFAULT_TOPUP_USD_MICROS = 2_000_000n
/** The most one request may ask to top up ($100): gas, not a second transfer. */
export const MAX_TOPUP_USD_MICROS = 100_000_000n

/**
 * `topupGas` / `topupGasAmount` (USD micro-units): the native gas the fill
 * also delivers to the recipient. Undefined without `topupGas: true`. A
 * native output already is gas: asking a top-up for it is a 400, and so is
 * an amount of 0 or above the maximum.
 */
export function parseGasTopup(request: QuoteRequest, currencyOut: DevnetCurrency): bigint | undefined {
  if (request.topupGas !== true) return undefined
  if (currencyOut.isNative)
    throw new ServiceError(
      400,
      'INVALID_INPUT',
      `topupGas is for a token output; ${currencyOut.symbol} is the destination's gas currency already`,
      { field: 'topupGas' },
    )
  const usd = request.topupGasAmount === undefined ? DEFAULT_TOPUP_USD_MICROS : BigInt(request.topupGasAmount)
  if (usd === 0n || usd > MAX_TOPUP_USD_MICROS)
    throw new ServiceError(
      400,
      'INVALID_INPUT',
      `topupGasAmount is in USD micro-units, from 1 to ${MAX_TOPUP_USD_MICROS} ($${formatUnits(MAX_TOPUP_USD_MICROS, 6)})`,
      { field: 'topupGasAmount' },
    )
  return usd
}

/** The top-up in wei at the ETH price (micro-USD per ETH), rounded down. */
export function topupWei(usdMicros: bigint, ethUsdPrice: bigint): bigint {
  return (usdMicros * 10n ** 18n) / ethUsdPrice
}
