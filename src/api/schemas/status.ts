import { z } from 'zod'

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
  inTxHashes: z.array(z.string()).default([]),
  txHashes: z.array(z.string()).default([]),
  updatedAt: z.number().optional(),
  originChainId: z.number().optional(),
  destinationChainId: z.number().optional(),
  details: z.unknown().optional(),
  failReason: z.string().optional(),
  refundFailReason: z.string().optional(),
})
export type StatusResponse = z.infer<typeof statusResponseSchema>
