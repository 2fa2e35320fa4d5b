import type { CatalogueSizes } from '../catalogue/catalogueTypes'
import type { DevnetLogger } from '../createLogger'
import type { WebhookEndpointInput } from '../events/WebhookEndpoints'

/** How `startDevnet` runs the devnet; every field has a default. */
export interface StartDevnetOptions {
  /** Where chain state, the database, logs and manifest.json live. Default `.devnet` (relative to the cwd). */
  dataDir?: string
  /** Wipe the data dir first. */
  fresh?: boolean
  /** Service HTTP port. Default 8790. */
  port?: number
  /** First chain's RPC port; the others follow. Default 8545. */
  chainPort?: number
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string
  /** Keys listed in the manifest. Default `['ferry-devnet-key']`. */
  apiKeys?: string[]
  /** Default: a console logger at `info` (`error` when `quiet`). */
  logger?: DevnetLogger
  /** Log only errors. Ignored when `logger` is given. */
  quiet?: boolean
  /** Solver log polling interval in ms. Default 250. */
  solverPollIntervalMs?: number
  /**
   * Webhook endpoints by API key (section 6.1: one per key), set at start.
   * They are stored, so they stay across restarts; `PUT /devnet/webhooks/:apiKey` changes them at run time.
   */
  webhooks?: Record<string, WebhookEndpointInput>
  /** Wait before the first webhook retry in ms; each next retry waits twice as long. Default 1000. */
  webhookRetryBaseMs?: number
  /**
   * Synthetic catalogue entries listed beside the devnet's own (`GET /chains`, `POST /currencies/v2`):
   * chains that cannot be used here and tokens that cannot be quoted. Default none;
   * `PUT /devnet/catalogue` changes them at run time.
   */
  catalogue?: Partial<CatalogueSizes>
}
