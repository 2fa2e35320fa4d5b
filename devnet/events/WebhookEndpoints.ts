import { isStorableText } from '../service/checkText'
import type { DevnetStore } from '../store/DevnetStore'
import type { WebhookEndpoint } from '../store/WebhookEndpointsTable'
import { WebhookConfigError } from './WebhookConfigError'

export type WebhookEndpointInput = Pick<WebhookEndpoint, 'url'> & Partial<Pick<WebhookEndpoint, 'enabled' | 'headers'>>

/** Headers a configured endpoint may not set: the signature is the devnet's to make. */
const RESERVED_HEADERS = new Set([
  'x-signature-timestamp',
  'x-signature-sha256',
  'content-type',
  'content-length',
  'host',
  'transfer-encoding',
  'connection',
])

/** The longest URL an endpoint may have. */
export const MAX_WEBHOOK_URL_LENGTH = 2048
/** How many headers an endpoint may set, and how long each name and value may be. */
export const MAX_WEBHOOK_HEADERS = 32
export const MAX_WEBHOOK_HEADER_LENGTH = 1024
/** A header value every HTTP client sends as is: printable ASCII, spaces and tabs (no NUL, CR, LF, non-ASCII). */
const HEADER_VALUE = /^[\t\x20-\x7e]*$/

/**
 * The webhook settings of section 6.1: at most one endpoint per API key,
 * checked (http(s) URL, header names the devnet does not set itself) and
 * stored, so they stay across restarts.
 */
export class WebhookEndpoints {
  constructor(
    private readonly store: Pick<DevnetStore, 'webhookEndpoints'>,
    /** Called after an endpoint is set, so deliveries waiting for it go out. */
    private readonly onSet: () => void = () => undefined,
  ) {}

  /** Sets the key's endpoint; throws WebhookConfigError for a bad URL or headers. */
  async set(apiKey: string, input: WebhookEndpointInput): Promise<WebhookEndpoint> {
    const endpoint: WebhookEndpoint = {
      apiKey,
      enabled: input.enabled ?? true,
      url: validateUrl(input.url),
      headers: validateHeaders(input.headers ?? {}),
      updatedAt: Date.now(),
    }
    await this.store.webhookEndpoints.set(endpoint)
    this.onSet()
    return endpoint
  }

  get(apiKey: string): Promise<WebhookEndpoint | undefined> {
    return this.store.webhookEndpoints.get(apiKey)
  }

  /** Removes the endpoint; deliveries still pending for it wait (and go out if one is set again). */
  delete(apiKey: string): Promise<boolean> {
    return this.store.webhookEndpoints.delete(apiKey)
  }
}

function validateUrl(url: unknown): string {
  if (typeof url !== 'string') throw new WebhookConfigError('url must be a string')
  if (url.length > MAX_WEBHOOK_URL_LENGTH)
    throw new WebhookConfigError(`url must be at most ${MAX_WEBHOOK_URL_LENGTH} characters, got ${url.length}`)
  // Stored as text and sent in every delivery's request line: what Postgres and HTTP both carry.
  if (!isStorableText(url) || /[\p{Cc}]/u.test(url))
    throw new WebhookConfigError('url must not contain NUL or other control characters, or lone surrogates')
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new WebhookConfigError(`url is not a URL: ${JSON.stringify(url.slice(0, 200))}`)
  }
  // The interface asks for HTTPS; a local devnet posts to local receivers, so http is allowed too.
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new WebhookConfigError('url must be an http(s) URL')
  return parsed.toString()
}

function validateHeaders(headers: unknown): Record<string, string> {
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers))
    throw new WebhookConfigError('headers must be an object of header names to string values')
  const entries = Object.entries(headers)
  if (entries.length > MAX_WEBHOOK_HEADERS)
    throw new WebhookConfigError(`at most ${MAX_WEBHOOK_HEADERS} headers, got ${entries.length}`)
  const result: [string, string][] = []
  for (const [name, value] of entries) {
    if (name.length > MAX_WEBHOOK_HEADER_LENGTH || !/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new WebhookConfigError(
        `${JSON.stringify(name.slice(0, 64))} is not a valid header name (a token of at most ${MAX_WEBHOOK_HEADER_LENGTH} characters)`,
      )
    if (typeof value !== 'string' || /[\r\n]/.test(value))
      throw new WebhookConfigError(`header ${name} must be a single-line string`)
    if (value.length > MAX_WEBHOOK_HEADER_LENGTH || !HEADER_VALUE.test(value))
      throw new WebhookConfigError(
        `header ${name} must be printable ASCII (no NUL or other control characters, no lone surrogates or other non-ASCII), at most ${MAX_WEBHOOK_HEADER_LENGTH} characters`,
      )
    if (RESERVED_HEADERS.has(name.toLowerCase()))
      throw new WebhookConfigError(`header ${name} is set by the devnet and cannot be configured`)
    result.push([name, value])
  }
  // fromEntries defines each name as its own property: a header called __proto__ is kept as a header, not a prototype.
  return Object.fromEntries(result)
}
