import { env } from './env'
import { NETWORK_LABELS, type NetworkId } from './networkIds'
import { siteProxyUrl } from './siteProxyUrl'

export { NETWORK_IDS, type NetworkId } from './networkIds'

/** What Ferry knows of a network before talking to it. */
export type NetworkProfile = {
  id: NetworkId
  label: string
  /** The service itself (the devnet's manifest and admin API live here). */
  serviceUrl: string
  /**
   * Where the widget sends quotes, status checks and token lists: the site
   * server's proxy when there is one (it adds the API key, so requests are
   * tied to the integrator and its webhooks fire), else the service directly.
   */
  apiUrl: string
  /** The status stream; the devnet names its own in its manifest. */
  websocketUrl: string | undefined
  /** The local devnet describes its chains and tokens in its manifest. */
  isDevnet: boolean
}

const apiUrl = (id: NetworkId, serviceUrl: string) => siteProxyUrl(id) ?? serviceUrl

export const NETWORK_PROFILES: Record<NetworkId, NetworkProfile> = {
  local: {
    id: 'local',
    get label() {
      return NETWORK_LABELS.local
    },
    serviceUrl: env.VITE_FERRY_LOCAL_SERVICE_URL,
    apiUrl: apiUrl('local', env.VITE_FERRY_LOCAL_SERVICE_URL),
    websocketUrl: undefined,
    isDevnet: true,
  },
  testnet: {
    id: 'testnet',
    get label() {
      return NETWORK_LABELS.testnet
    },
    serviceUrl: env.VITE_FERRY_TESTNET_SERVICE_URL,
    apiUrl: apiUrl('testnet', env.VITE_FERRY_TESTNET_SERVICE_URL),
    websocketUrl: env.VITE_FERRY_TESTNET_WEBSOCKET_URL,
    isDevnet: false,
  },
  mainnet: {
    id: 'mainnet',
    get label() {
      return NETWORK_LABELS.mainnet
    },
    serviceUrl: env.VITE_FERRY_MAINNET_SERVICE_URL,
    apiUrl: apiUrl('mainnet', env.VITE_FERRY_MAINNET_SERVICE_URL),
    websocketUrl: env.VITE_FERRY_MAINNET_WEBSOCKET_URL,
    isDevnet: false,
  },
}
