import { resolve } from 'node:path'
import { createLogger, type DevnetLogger } from '../createLogger'
import type { StartDevnetOptions } from './StartDevnetOptions'

/** Default service port. */
const SERVICE_PORT = 8790
/** Default RPC port of the first chain; the others follow. */
const CHAIN_PORT = 8545
const API_KEYS = ['ferry-devnet-key']
/** The interfaces that keep the service on this machine: no warning for them. */
const LOCAL_HOSTS = ['127.0.0.1', 'localhost', '::1']

/** Where the devnet runs: its options with their defaults, and the URLs clients use. */
export interface StartSettings {
  logger: DevnetLogger
  dataDir: string
  /** The interface the service listens on. */
  host: string
  port: number
  chainPort: number
  /** Always loopback: the chains take unauthenticated transactions from the funded test keys. */
  chainHost: string
  /** The host in URLs clients call: 0.0.0.0 is where a server listens, not an address to call. */
  urlHost: string
  serviceUrl: string
  apiKeys: string[]
  /** When the start began (ms), for the manifest. */
  startedAt: number
}

/** The options with their defaults; warns when the service listens beyond this machine. */
export function resolveStartSettings(options: StartDevnetOptions): StartSettings {
  const logger = options.logger ?? createLogger(options.quiet ? 'error' : 'info')
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? SERVICE_PORT
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  const settings: StartSettings = {
    logger,
    dataDir: resolve(options.dataDir ?? '.devnet'),
    host,
    port,
    chainPort: options.chainPort ?? CHAIN_PORT,
    // The chains' RPCs take unauthenticated transactions from the funded test keys' owner (anyone): loopback only,
    // whatever interface the service listens on.
    chainHost: '127.0.0.1',
    urlHost,
    serviceUrl: `http://${urlHost}:${port}`,
    apiKeys: options.apiKeys ?? API_KEYS,
    startedAt: Date.now(),
  }
  if (!LOCAL_HOSTS.includes(host))
    logger.warn(
      `the service listens on ${host}:${port}: other machines can quote, follow and list requests there. ` +
        'The admin API and the API keys stay local-only, and the chains listen on 127.0.0.1 only.',
    )
  return settings
}
