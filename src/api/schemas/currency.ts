import { z } from 'zod'

/** Section 2.3: the `currency` object of a currency amount. */
export const currencySchema = z.object({
  chainId: z.number(),
  address: z.string(),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number(),
  metadata: z
    .object({
      logoURI: z.string().optional(),
      verified: z.boolean().optional(),
      isNative: z.boolean().optional(),
    })
    .optional(),
})
export type Currency = z.infer<typeof currencySchema>

/**
 * Section 2.3: currency amount. `amount` is the smallest unit. The public
 * service sometimes sends simplified fee entries, so only `amount` is required.
 */
export const currencyAmountSchema = z.object({
  currency: currencySchema.optional(),
  amount: z.string(),
  amountFormatted: z.string().optional(),
  amountUsd: z.string().optional(),
  minimumAmount: z.string().optional(),
})
export type CurrencyAmount = z.infer<typeof currencyAmountSchema>

/** One entry of `POST /currencies/v2` (real-service-notes.md). */
export const listedCurrencySchema = z.object({
  chainId: z.number(),
  address: z.string().regex(/^0x[0-9a-fA-F]{40}$/),
  symbol: z.string(),
  name: z.string(),
  decimals: z.number().int().min(0).max(255),
  vmType: z.string().optional(),
  metadata: z.object({ logoURI: z.string().optional(), verified: z.boolean().optional(), isNative: z.boolean().optional() }).optional(),
})
export type ListedCurrency = z.infer<typeof listedCurrencySchema>
