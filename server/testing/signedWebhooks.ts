import { createHmac } from 'node:crypto'

// Free of vitest (unlike siteServerFixtures.ts), so the bench can sign webhooks with them too.

/** Signs like the service does (section 6.1), with node:crypto directly rather than the server's own code. */
export function sign(apiKey: string, timestamp: number | string, body: string | Buffer): string {
  return createHmac('sha256', apiKey).update(`${timestamp}.`).update(body).digest('hex')
}

let counter = 0
export function webhookBody(overrides: { status?: string; requestId?: string } = {}): string {
  counter += 1
  return JSON.stringify({
    event: 'request.status.updated',
    timestamp: Date.now(),
    data: {
      status: overrides.status ?? 'pending',
      inTxHashes: ['0xabc'],
      txHashes: [],
      updatedAt: Date.now() + counter,
      originChainId: 31337,
      destinationChainId: 31338,
      depositAddress: null,
      requestId: overrides.requestId ?? `0x${counter.toString(16).padStart(64, '0')}`,
      referrer: null,
      details: null,
      failReason: 'N/A',
      refundFailReason: 'N/A',
    },
  })
}

export function signedHeaders(
  apiKey: string,
  body: string,
  timestamp = Math.floor(Date.now() / 1000),
): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-signature-timestamp': String(timestamp),
    'x-signature-sha256': sign(apiKey, timestamp, body),
  }
}
