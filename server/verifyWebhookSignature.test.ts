import { describe, expect, it } from 'vitest'
import { signedHeaders } from './testing/siteServerFixtures'
import { verifyWebhookSignature } from './verifyWebhookSignature'

const KEY = 'edge-key'
const BODY = '{"event":"status"}'
const NOW_S = 1_800_000_000

function verify(timestampSeconds: number, nowMs = NOW_S * 1000) {
  const headers = signedHeaders(KEY, BODY, timestampSeconds)
  return verifyWebhookSignature({
    apiKey: KEY,
    timestampHeader: headers['x-signature-timestamp'],
    signatureHeader: headers['x-signature-sha256'],
    rawBody: new TextEncoder().encode(BODY),
    nowMs,
    toleranceSeconds: 300,
  })
}

describe('the timestamp window of a signed webhook (section 6.1)', () => {
  it('takes a timestamp up to the tolerance old or ahead, and refuses one a second past it', () => {
    expect(verify(NOW_S - 300).ok).toBe(true)
    expect(verify(NOW_S + 300).ok).toBe(true)
    expect(verify(NOW_S - 301)).toMatchObject({ ok: false, errorCode: 'STALE_TIMESTAMP' })
    expect(verify(NOW_S + 301)).toMatchObject({ ok: false, errorCode: 'STALE_TIMESTAMP' })
  })

  it('reads a timestamp in milliseconds as the same instant', () => {
    const headers = signedHeaders(KEY, BODY, NOW_S * 1000 - 301_000)
    const result = verifyWebhookSignature({
      apiKey: KEY,
      timestampHeader: headers['x-signature-timestamp'],
      signatureHeader: headers['x-signature-sha256'],
      rawBody: new TextEncoder().encode(BODY),
      nowMs: NOW_S * 1000,
      toleranceSeconds: 300,
    })
    expect(result).toMatchObject({ ok: false, errorCode: 'STALE_TIMESTAMP' })
  })
})
