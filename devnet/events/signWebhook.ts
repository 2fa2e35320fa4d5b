import { createHmac } from 'node:crypto'

/**
 * Section 6.1: the hex HMAC-SHA256 of `<timestamp>.<body>` keyed by the API
 * key, sent as `X-Signature-SHA256` next to `X-Signature-Timestamp`.
 */
export function signWebhook(apiKey: string, timestamp: number | string, body: string): string {
  return createHmac('sha256', apiKey).update(`${timestamp}.${body}`).digest('hex')
}
