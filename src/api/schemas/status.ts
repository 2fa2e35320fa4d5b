import * as z from 'zod/mini'
import { optionalNumber, optionalText, tolerantList, tolerantPart } from './tolerant'

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
 * True when the service reports that the refund itself failed: a failure
 * then stays a failure (no refund status follows). `N/A`, and no field at all
 * (the public service may omit it), mean no refund failure.
 */
export function refundHasFailed(status: { refundFailReason?: string }): boolean {
  return status.refundFailReason !== undefined && status.refundFailReason !== 'N/A'
}

/** True for a status after which nothing more happens to the request (an unknown one never is). */
export function isFinalStatus(status: RequestStatus | 'unknown'): boolean {
  return (FINAL_STATUSES as readonly string[]).includes(status)
}

/** Section 2.5 `depositAddress` (null when the request used none). */
export const requestDepositAddressSchema = z.looseObject({
  address: z.string(),
  type: z.optional(z.string()),
  depositor: z.optional(z.nullable(z.string())),
  depositTxHash: z.optional(z.nullable(z.string())),
  recoveryAddress: z.optional(z.nullable(z.string())),
})
export type RequestDepositAddress = z.infer<typeof requestDepositAddressSchema>

/** What a status carries besides its word; every field optional, as the description has it, and none can sink the answer. */
const statusFields = {
  inTxHashes: tolerantList(z.string(), 'an origin transaction hash'),
  txHashes: tolerantList(z.string(), 'a destination transaction hash'),
  updatedAt: optionalNumber,
  originChainId: optionalNumber,
  destinationChainId: optionalNumber,
  /** A text the public service gives (why a refund happened, say); shown when no fail reason is. */
  details: z.optional(z.unknown()),
  failReason: optionalText,
  refundFailReason: optionalText,
  /**
   * The devnet's extra for a deposit-address request (the interface leaves other
   * fields "not shown"): the same object as the request record's `depositAddress`.
   */
  depositAddress: tolerantPart(z.nullable(requestDepositAddressSchema), "a status's deposit address"),
}

const isKnownStatus = (value: string): value is RequestStatus =>
  (requestStatusSchema.options as readonly string[]).includes(value)

/** Section 2.4 as the service sends it (the devnet writes this; the websocket's updates carry these fields). */
export const statusResponseBodySchema = z.object({ status: requestStatusSchema, ...statusFields })
/** A status as the service sends it. */
export type StatusResponseBody = z.input<typeof statusResponseBodySchema>

/** A status as the widget holds it: `unknown` for a status word Ferry does not know, kept in `unknownStatus`. */
export type StatusResponse = Omit<z.output<typeof statusResponseBodySchema>, 'status'> & {
  status: RequestStatus | 'unknown'
  unknownStatus?: string
}

/**
 * Section 2.4, parsed. The public deployment may omit failReason and
 * refundFailReason (section 10.4), so they are optional; the devnet
 * always sends them. A status this version of Ferry does not know yet (the
 * legacy path's `received`, say), or none at all, is not an error: it parses
 * as `unknown`, and tracking goes on until a status it knows is final.
 */
export const statusResponseSchema = z.pipe(
  z.looseObject({ status: optionalText, ...statusFields }),
  z.transform(({ status, ...rest }): StatusResponse => {
    if (status !== undefined && isKnownStatus(status)) return { ...rest, status }
    return { ...rest, status: 'unknown', ...(status !== undefined ? { unknownStatus: status } : {}) }
  }),
)
