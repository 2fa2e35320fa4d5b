import * as z from 'zod/mini'
import { quoteDetailsSchema, quoteFeesSchema } from './quote'
import { tolerantObject } from './tolerant'

/** `POST /price`: the quote body in, the quote's pricing out (no steps, nothing stored). */
export const priceResponseSchema = z.looseObject({
  fees: tolerantObject(quoteFeesSchema, "the price's fees"),
  details: tolerantObject(quoteDetailsSchema, "the price's details"),
})
export type PriceResponse = z.output<typeof priceResponseSchema>
export type PriceResponseBody = z.input<typeof priceResponseSchema>
