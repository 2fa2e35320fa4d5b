/**
 * The networks by name, without their URLs: what a first paint needs (the
 * network select, which network a page starts on) before `env.ts` and its
 * validator have loaded.
 */
export type NetworkId = 'local' | 'testnet' | 'mainnet'
export const NETWORK_IDS: readonly NetworkId[] = ['local', 'testnet', 'mainnet']

export const NETWORK_LABELS: Record<NetworkId, string> = {
  local: 'Local devnet',
  testnet: 'Testnet',
  mainnet: 'Mainnet',
}

export const isNetworkId = (value: unknown): value is NetworkId => NETWORK_IDS.includes(value as NetworkId)

/**
 * The build's default network (`VITE_FERRY_DEFAULT_NETWORK`), as `env.ts`
 * reads it: `env.ts` validates the variable (a wrong value stops the app there);
 * this is only its value, with the same default.
 */
export const BUILD_DEFAULT_NETWORK: NetworkId = isNetworkId(import.meta.env.VITE_FERRY_DEFAULT_NETWORK)
  ? import.meta.env.VITE_FERRY_DEFAULT_NETWORK
  : 'local'
