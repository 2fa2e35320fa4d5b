import * as z from 'zod/mini'

/** Section 3. `fallback` appears in webhook texts only; accepted so a client never crashes on it. */
export const requestStatusSchema = z.enum([
  'waiting',
  'depositing',
  'pending',
  'submitted',
  'success',
  'failure',
  'refund',
  'fallback',
])
export type RequestStatus = z.infer<typeof requestStatusSchema>

export const FINAL_STATUSES: readonly RequestStatus[] = ['success', 'failure', 'refund']

/**
 * Section 2.4. The public deployment may omit failReason/refundFailReason
 * (real-service-notes.md), so they are optional here; the devnet always sends them.
 */
export const statusResponseSchema = z.object({
  status: requestStatusSchema,
  inTxHashes: z._default(z.array(z.string()), []),
  txHashes: z._default(z.array(z.string()), []),
  updatedAt: z.optional(z.number()),
  originChainId: z.optional(z.number()),
  destinationChainId: z.optional(z.number()),
  details: z.optional(z.unknown()),
  failReason: z.optional(z.string()),
  refundFailReason: z.optional(z.string()),
})
export type StatusResponse = z.infer<typeof statusResponseSchema>
