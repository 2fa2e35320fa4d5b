import { createHmac, timingSafeEqual } from 'node:crypto'

export type WebhookVerification =
  | { ok: true; timestampSeconds: number; signature: string }
  | {
      ok: false
      status: 401
      errorCode: 'MISSING_SIGNATURE' | 'INVALID_SIGNATURE' | 'STALE_TIMESTAMP'
      message: string
    }

const HEX_SHA256 = /^[0-9a-f]{64}$/i

/**
 * Section 6.1: X-Signature-SHA256 must be the hex HMAC-SHA256 of
 * `<timestamp>.<raw body>` keyed by the API key. The raw bytes are signed,
 * not a re-serialisation, so the body must reach here untouched.
 * The timestamp window bounds how long a captured request can be replayed;
 * within it the caller's replay guard takes over.
 */
export function verifyWebhookSignature(input: {
  apiKey: string
  timestampHeader: string | undefined
  signatureHeader: string | undefined
  rawBody: Uint8Array
  nowMs: number
  toleranceSeconds: number
}): WebhookVerification {
  const { timestampHeader, signatureHeader } = input
  if (!timestampHeader || !signatureHeader) {
    return {
      ok: false,
      status: 401,
      errorCode: 'MISSING_SIGNATURE',
      message: 'X-Signature-Timestamp and X-Signature-SHA256 are required',
    }
  }
  if (!/^\d{1,16}$/.test(timestampHeader)) {
    return {
      ok: false,
      status: 401,
      errorCode: 'INVALID_SIGNATURE',
      message: 'X-Signature-Timestamp is not a Unix timestamp',
    }
  }
  // The spec says "Unix timestamp"; the devnet sends seconds. Accept milliseconds too rather than reject a sender that uses them.
  const raw = Number(timestampHeader)
  const timestampSeconds = raw > 1e11 ? Math.floor(raw / 1000) : raw
  const skew = input.nowMs / 1000 - timestampSeconds
  if (skew > input.toleranceSeconds || skew < -input.toleranceSeconds) {
    return {
      ok: false,
      status: 401,
      errorCode: 'STALE_TIMESTAMP',
      message: 'X-Signature-Timestamp is outside the accepted window',
    }
  }
  const expected = createHmac('sha256', input.apiKey).update(`${timestampHeader}.`).update(input.rawBody).digest()
  const given = HEX_SHA256.test(signatureHeader) ? Buffer.from(signatureHeader, 'hex') : undefined
  // timingSafeEqual throws on different lengths, and the length check must come first anyway (section 6.1).
  if (!given || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, status: 401, errorCode: 'INVALID_SIGNATURE', message: 'X-Signature-SHA256 does not match' }
  }
  return { ok: true, timestampSeconds, signature: signatureHeader.toLowerCase() }
}
