import type { FastFillRequestBody } from '../src/api/schemas/fastFill'
import { NOT_A_JSON_OBJECT, readJsonObjectBody } from './jsonObjectBody'
import type { SiteFastFill } from './siteServerConfigSchema'

/** A request id as the service gives them (`steps[].requestId`): 0x and 32 bytes of hex. */
const REQUEST_ID = /^0x[0-9a-fA-F]{64}$/

/**
 * The body of a fast fill as it goes to the service: the request id the browser names, and the server's own
 * `maxFillAmountUsd`. Anything else the browser sent (its own cap, `solverInputCurrencyAmount`) is dropped: the key
 * holder decides what a fast fill may spend.
 */
export function siteFastFillBody(
  bytes: Uint8Array,
  fastFill: SiteFastFill,
): { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; message: string } {
  const body = readJsonObjectBody(bytes)
  if (!body) return { ok: false, message: NOT_A_JSON_OBJECT }
  const { requestId } = body
  if (typeof requestId !== 'string' || !REQUEST_ID.test(requestId))
    return { ok: false, message: 'requestId must be a 0x-prefixed 32-byte hex request id' }
  const sent: FastFillRequestBody = { requestId, maxFillAmountUsd: fastFill.maxFillAmountUsd }
  return { ok: true, bytes: new TextEncoder().encode(JSON.stringify(sent)) as Uint8Array<ArrayBuffer> }
}
