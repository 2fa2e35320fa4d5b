import * as z from 'zod/mini'
import { quoteDetailsSchema, quoteFeesSchema } from './quote'

/** `POST /price`: the quote body in, the quote's pricing out (no steps, nothing stored). */
export const priceResponseSchema = z.looseObject({
  fees: z.optional(quoteFeesSchema),
  details: quoteDetailsSchema,
})
export type PriceResponse = z.infer<typeof priceResponseSchema>
