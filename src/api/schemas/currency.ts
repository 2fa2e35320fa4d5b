import * as z from 'zod/mini'

/** Section 2.3: the `currency` object of a currency amount. */
export const currencySchema = z.object({
  chainId: z.number(),
  address: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number(),
  metadata: z.optional(
    z.object({
      logoURI: z.optional(z.string()),
      verified: z.optional(z.boolean()),
      isNative: z.optional(z.boolean()),
    }),
  ),
})
export type Currency = z.infer<typeof currencySchema>

/**
 * Section 2.3: currency amount. `amount` is the smallest unit. The public
 * service sometimes sends simplified fee entries, so only `amount` is required.
 */
export const currencyAmountSchema = z.object({
  currency: z.optional(currencySchema),
  amount: z.string(),
  amountFormatted: z.optional(z.string()),
  amountUsd: z.optional(z.string()),
  minimumAmount: z.optional(z.string()),
})
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>

/** One entry of `POST /currencies/v2` (real-service-notes.md). */
export const listedCurrencySchema = z.object({
  chainId: z.number(),
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  symbol: z.string(),
  name: z.string(),
  decimals: z.int().check(z.gte(0), z.lte(255)),
  vmType: z.optional(z.string()),
  metadata: z.optional(
    z.object({ logoURI: z.optional(z.string()), verified: z.optional(z.boolean()), isNative: z.optional(z.boolean()) }),
  ),
})
export type ListedCurrency = z.infer<typeof listedCurrencySchema>
