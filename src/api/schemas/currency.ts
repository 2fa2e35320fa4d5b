import * as z from 'zod/mini'
import { CHAIN_ADDRESS_PATTERN } from './primitives'
import { optionalFlag, optionalText, tolerantPart } from './tolerant'

/** A currency's `metadata`, wherever it appears: each field optional, a wrong one left out. */
export const currencyMetadataSchema = z.looseObject({
  logoURI: optionalText,
  verified: optionalFlag,
  isNative: optionalFlag,
})

/**
 * Section 2.3: the `currency` object of a currency amount. The description
 * makes every field optional; Ferry needs the chain, address, symbol and
 * decimals to show an amount, so a currency without them is left out where
 * it appears (`tolerantPart`), not the answer around it.
 */
export const currencySchema = z.looseObject({
  chainId: z.number(),
  address: z.string(),
  symbol: z.string(),
  name: optionalText,
  decimals: z.number(),
  metadata: tolerantPart(currencyMetadataSchema, "a currency's metadata"),
})
export type Currency = z.output<typeof currencySchema>

/**
 * Section 2.3: currency amount. `amount` is the smallest unit. The public
 * service sometimes sends simplified fee entries, so only `amount` is
 * required; an amount without it is left out where it appears.
 */
export const currencyAmountSchema = z.looseObject({
  currency: tolerantPart(currencySchema, 'the currency of an amount'),
  amount: z.string(),
  amountFormatted: optionalText,
  amountUsd: optionalText,
  minimumAmount: optionalText,
})
export type CurrencyAmount = z.output<typeof currencyAmountSchema>
export type CurrencyAmountBody = z.input<typeof currencyAmountSchema>

/** A currency amount Ferry can do without (a fee line, a detail): unreadable, it is left out. */
export const optionalAmount = (what: string) => tolerantPart(currencyAmountSchema, what)

/**
 * One entry of `POST /currencies/v2` (and `/currencies/trending`). Ferry
 * needs an address it can send (0x hex on EVM chains, base58 on Solana)
 * besides the chain, symbol and decimals; an entry without them is left out
 * of the list, never the list. A token without a name is shown by its symbol.
 */
export const listedCurrencySchema = z.looseObject({
  chainId: z.number(),
  address: z.string().check(z.regex(CHAIN_ADDRESS_PATTERN)),
  symbol: z.string(),
  name: optionalText,
  decimals: z.int().check(z.gte(0), z.lte(255)),
  vmType: optionalText,
  metadata: tolerantPart(currencyMetadataSchema, "a listed currency's metadata"),
})
export type ListedCurrency = z.output<typeof listedCurrencySchema>
export type ListedCurrencyBody = z.input<typeof listedCurrencySchema>
