import * as z from 'zod/mini'
import { currencyAmountSchema, currencySchema } from './currency'
import { stepSchema } from './quote'
import { nullableText, optionalNumber, optionalText, tolerantList, tolerantPart } from './tolerant'

/**
 * One balance of `GET /app-fees/{wallet}/balances`: what the wallet can claim
 * of one currency. Claiming needs the currency's chain and address, so a
 * balance without a readable currency or amount is left out of the list.
 */
export const appFeeBalanceSchema = z.looseObject({
  currency: currencySchema,
  amount: z.string().check(z.regex(/^\d+$/)),
  amountFormatted: optionalText,
  amountUsd: optionalText,
  minimumAmount: optionalText,
})
export type AppFeeBalance = z.output<typeof appFeeBalanceSchema>

/** `GET /app-fees/{wallet}/balances`: the balances per currency and their USD totals (numbers, as described). */
export const appFeeBalancesResponseSchema = z.looseObject({
  balances: tolerantList(appFeeBalanceSchema, 'an app fee balance'),
  totalBalanceUsd: optionalNumber,
  outstandingFastFillBalanceUsd: optionalNumber,
  availableBalanceUsd: optionalNumber,
})
export type AppFeeBalancesResponse = z.output<typeof appFeeBalancesResponseSchema>
export type AppFeeBalancesResponseBody = z.input<typeof appFeeBalancesResponseSchema>

/** What `POST /app-fees/{wallet}/claim` takes: the balance to claim (chain and currency), how much (all when absent), and to whom. */
export interface AppFeeClaimBody {
  chainId: number
  currency: string
  /** Smallest units; absent, the whole balance. */
  amount?: string
  recipient: string
}

/**
 * `POST /app-fees/{wallet}/claim`: the steps of the claim, one `signature`
 * step whose item is signed by the fee wallet and posted (as a gasless
 * deposit's permit is). Like a quote's, the steps are read whole or not at all.
 */
export const appFeeClaimResponseSchema = z.looseObject({
  steps: z._default(z.array(stepSchema), []),
})
export type AppFeeClaimResponse = z.output<typeof appFeeClaimResponseSchema>

/** One past claim. Ferry shows it, so only its id is needed; an unreadable part is left out, never the claim. */
export const appFeeClaimEntrySchema = z.looseObject({
  claimId: z.string(),
  wallet: optionalText,
  recipient: optionalText,
  currency: tolerantPart(currencyAmountSchema, "a claim's amount"),
  txHash: nullableText,
  status: optionalText,
  createdAt: optionalText,
})
export type AppFeeClaimEntry = z.output<typeof appFeeClaimEntrySchema>

/** `GET /app-fees/{wallet}/claims?limit&continuation`: newest first; `continuation` asks for the next page. */
export const appFeeClaimsResponseSchema = z.looseObject({
  claims: tolerantList(appFeeClaimEntrySchema, 'an app fee claim'),
  continuation: optionalText,
})
export type AppFeeClaimsResponse = z.output<typeof appFeeClaimsResponseSchema>
export type AppFeeClaimsResponseBody = z.input<typeof appFeeClaimsResponseSchema>

/** `limit` of the claims listing. */
export const APP_FEE_CLAIMS_LIMIT = { default: 20, min: 1, max: 50 } as const
