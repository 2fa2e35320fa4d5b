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
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new WebhookConfigError(`url is not a URL: "${url}"`)
  }
  // The interface asks for HTTPS; a local devnet posts to local receivers, so http is allowed too.
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new WebhookConfigError('url must be an http(s) URL')
  return parsed.toString()
}

function validateHeaders(headers: unknown): Record<string, string> {
  if (headers === null || typeof headers !== 'object' || Array.isArray(headers))
    throw new WebhookConfigError('headers must be an object of header names to string values')
  const result: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(name))
      throw new WebhookConfigError(`"${name}" is not a valid header name`)
    if (typeof value !== 'string' || /[\r\n]/.test(value))
      throw new WebhookConfigError(`header ${name} must be a single-line string`)
    if (RESERVED_HEADERS.has(name.toLowerCase()))
      throw new WebhookConfigError(`header ${name} is set by the devnet and cannot be configured`)
    result[name] = value
  }
  return result
}
