import type { CurrencyAmount } from '../../src/api/schemas'
import type { DevnetCurrency } from '../contracts/devnetCurrencies'
import type { DevnetContext } from '../DevnetContext'
import { toCurrencyAmount } from '../service/quote/toCurrencyAmount'

/** The parts of the context the app fee endpoints read. */
export type AppFeesContext = Pick<DevnetContext, 'store' | 'chains' | 'pricing' | 'serviceUrl' | 'logger'>

/** A running chain's currency by address, or undefined (a chain or token this devnet does not have). */
export function findCurrency(
  context: Pick<DevnetContext, 'chains'>,
  chainId: number,
  address: string,
): DevnetCurrency | undefined {
  return context.chains
    .find((c) => c.id === chainId)
    ?.currencies.find((c) => c.address.toLowerCase() === address.toLowerCase())
}

/** An amount of a balance or claim as a section 2.3 currency amount, priced now; undefined for a currency no chain has. */
export function appFeeAmount(
  context: Pick<DevnetContext, 'chains' | 'pricing' | 'serviceUrl'>,
  of: { chainId: number; currency: string; amount: bigint },
): CurrencyAmount | undefined {
  const currency = findCurrency(context, of.chainId, of.currency)
  if (!currency) return undefined
  return toCurrencyAmount({
    currency,
    amount: of.amount,
    usdPrice: context.pricing.usdPrices[currency.key],
    logoBaseUrl: `${context.serviceUrl}/devnet/icons`,
  })
}
