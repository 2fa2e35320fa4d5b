import { t } from '@lingui/core/macro'
import * as z from 'zod/mini'

const detailsSchema = z.object({
  failedCallData: z.optional(z.object({ to: z.string(), data: z.string(), value: z.optional(z.string()) })),
  callIndex: z.optional(z.nullable(z.number())),
  revert: z.optional(z.object({ message: z.string(), name: z.optional(z.nullable(z.string())) })),
})

export type CallFailure = { callIndex: number | null; reason: string; call: { to: string; data: string } | undefined }

/** The failed call and its decoded revert from a status's `details` (the devnet's shape), if it has them. */
export function readCallFailure(details: unknown): CallFailure | undefined {
  const parsed = detailsSchema.safeParse(details)
  if (!parsed.success || (!parsed.data.revert && !parsed.data.failedCallData)) return undefined
  return {
    callIndex: parsed.data.callIndex ?? null,
    reason: parsed.data.revert?.message ?? t({ id: 'call.failure.noReason', message: 'reverted' }),
    call: parsed.data.failedCallData
      ? { to: parsed.data.failedCallData.to, data: parsed.data.failedCallData.data }
      : undefined,
  }
}
