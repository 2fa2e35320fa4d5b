import { formatUnits } from 'viem'
import type { CurrencyAmount } from '../../../src/api/schemas'
import type { DevnetCurrency } from '../../contracts/devnetCurrencies'
import { usdMicros } from '../../pricing/usdMicros'

/** What a quote says of a currency: an EVM devnet currency, or one of the Solana chain's (`key` names its logo). */
export type QuotedCurrency = Pick<
  DevnetCurrency,
  'chainId' | 'symbol' | 'name' | 'decimals' | 'isNative' | 'verified' | 'hasLogo'
> & { key: string; address: string }

/** Section 2.3: a full currency amount, with the USD value at `usdPrice` (micro-USD per whole unit). */
export function toCurrencyAmount(options: {
  currency: QuotedCurrency
  amount: bigint
  usdPrice: bigint
  logoBaseUrl: string
  minimumAmount?: bigint
}): CurrencyAmount {
  const { currency, amount, usdPrice } = options
  return {
    currency: {
      chainId: currency.chainId,
      address: currency.address,
      symbol: currency.symbol,
      name: currency.name,
      decimals: currency.decimals,
      metadata: {
        ...(currency.hasLogo ? { logoURI: `${options.logoBaseUrl}/${currency.key}.svg` } : {}),
        verified: currency.verified,
        isNative: currency.isNative,
      },
    },
    amount: amount.toString(),
    amountFormatted: formatUnits(amount, currency.decimals),
    amountUsd: formatUnits(usdMicros(amount, currency.decimals, usdPrice), 6),
    minimumAmount: (options.minimumAmount ?? amount).toString(),
  }
}
