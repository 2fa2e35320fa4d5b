import { fromRow } from './fromRow'
import type { Queryable } from './Queryable'

/** Section 6.1: the one endpoint an API key may have. */
export interface WebhookEndpoint {
  apiKey: string
  enabled: boolean
  url: string
  /** Added to every POST (the signature and content-type headers cannot be overridden). */
  headers: Record<string, string>
  updatedAt: number
}

/** The `webhook_endpoints` table: one endpoint per API key, kept across restarts. */
export class WebhookEndpointsTable {
  constructor(private readonly db: Queryable) {}

  async set(endpoint: WebhookEndpoint): Promise<void> {
    await this.db.query(
      `INSERT INTO webhook_endpoints (api_key, enabled, url, headers, updated_at) VALUES ($1,$2,$3,$4,$5)
       ON CONFLICT (api_key) DO UPDATE SET enabled = EXCLUDED.enabled, url = EXCLUDED.url, headers = EXCLUDED.headers, updated_at = EXCLUDED.updated_at`,
      [endpoint.apiKey, endpoint.enabled, endpoint.url, JSON.stringify(endpoint.headers), endpoint.updatedAt],
    )
  }

  async get(apiKey: string): Promise<WebhookEndpoint | undefined> {
    const { rows } = await this.db.query(
      'SELECT api_key, enabled, url, headers, updated_at FROM webhook_endpoints WHERE api_key = $1',
      [apiKey],
    )
    return rows[0] ? fromRow<WebhookEndpoint>(rows[0] as object, { updatedAt: Number }) : undefined
  }

  /** False when the key had no endpoint. */
  async delete(apiKey: string): Promise<boolean> {
    const { rows } = await this.db.query('DELETE FROM webhook_endpoints WHERE api_key = $1 RETURNING api_key', [apiKey])
    return rows.length > 0
  }

  async listEnabledKeys(): Promise<Set<string>> {
    const { rows } = await this.db.query<{ api_key: string }>('SELECT api_key FROM webhook_endpoints WHERE enabled')
    return new Set(rows.map((e) => e.api_key))
  }
}
