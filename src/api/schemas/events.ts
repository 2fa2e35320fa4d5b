import * as z from 'zod/mini'
import { requestStatusSchema, statusResponseBodySchema } from './status'

/** The one event the webhooks and the websocket stream carry. */
export const REQUEST_STATUS_UPDATED = 'request.status.updated' as const

/** Section 6.1 `data.depositAddress` (note `depositAddressType`, not `type` as in the request record). */
export const webhookDepositAddressSchema = z.looseObject({
  address: z.string(),
  depositAddressType: z.optional(z.string()),
  depositor: z.optional(z.nullable(z.string())),
  depositTxHash: z.optional(z.nullable(z.string())),
})

/**
 * Section 6.1: the body of a webhook POST. The receiver verifies the raw
 * body first (X-Signature-Timestamp, X-Signature-SHA256), then parses it.
 */
export const webhookEventSchema = z.looseObject({
  event: z.literal(REQUEST_STATUS_UPDATED),
  /** ms */
  timestamp: z.number(),
  data: z.looseObject({
    status: requestStatusSchema,
    inTxHashes: z._default(z.array(z.string()), []),
    txHashes: z._default(z.array(z.string()), []),
    updatedAt: z.number(),
    originChainId: z.number(),
    destinationChainId: z.number(),
    depositAddress: z.optional(z.nullable(webhookDepositAddressSchema)),
    requestId: z.string(),
    referrer: z.optional(z.nullable(z.string())),
    details: z.optional(z.unknown()),
    failReason: z.optional(z.string()),
    refundFailReason: z.optional(z.string()),
  }),
})
export type WebhookEvent = z.infer<typeof webhookEventSchema>

/** Webhook signature headers (section 6.1), lower-cased as node and fetch expose them. */
export const WEBHOOK_SIGNATURE_HEADERS = {
  timestamp: 'x-signature-timestamp',
  signature: 'x-signature-sha256',
} as const

// Websocket stream (section 6.2 with the protocol of section 10.5).

/** Server greeting, sent once when the socket opens. */
export const wsConnectionMessageSchema = z.looseObject({
  type: z.literal('connection'),
  status: z.literal('ready'),
  data: z.looseObject({ id: z.string() }),
})

/** Client -> server: subscribe to (or unsubscribe from) one request's status updates. */
export const wsClientMessageSchema = z.object({
  type: z.enum(['subscribe', 'unsubscribe']),
  event: z.literal(REQUEST_STATUS_UPDATED),
  filters: z.optional(z.partial(z.object({ id: z.string() }))),
})
export type WsClientMessage = z.infer<typeof wsClientMessageSchema>

/** Server -> client acknowledgement of a subscribe or unsubscribe (`status: 'error'` carries a message). */
export const wsAckMessageSchema = z.looseObject({
  type: z.enum(['subscribe', 'unsubscribe']),
  status: z.enum(['success', 'error']),
  message: z.optional(z.string()),
})

/** Server -> client: a message it could not act on. */
export const wsErrorMessageSchema = z.looseObject({
  type: z.literal('error'),
  message: z.string(),
})

/**
 * Server -> client: a status update of a subscribed request. The devnet adds failReason/refundFailReason and
 * always names the request; the official SDK's type of the update has no `requestId`, and a socket follows one
 * request, so an update without it is that request's.
 */
export const wsStatusUpdateMessageSchema = z.looseObject({
  event: z.literal(REQUEST_STATUS_UPDATED),
  // The status response's fields (section 2.4) plus, when given, the request they belong to.
  data: z.looseObject({
    ...z.omit(statusResponseBodySchema, { details: true }).shape,
    requestId: z.optional(z.string()),
  }),
  /** ms */
  publishedAt: z.optional(z.number()),
})
export type WsStatusUpdateMessage = z.infer<typeof wsStatusUpdateMessageSchema>

export const wsServerMessageSchema = z.union([
  wsStatusUpdateMessageSchema,
  wsConnectionMessageSchema,
  wsAckMessageSchema,
  wsErrorMessageSchema,
])
export type WsServerMessage = z.infer<typeof wsServerMessageSchema>
