import { i18n } from '@lingui/core'

/**
 * The networks by name, without their URLs: what a first paint needs (the
 * network select, which network a page starts on) before `env.ts` and its
 * validator have loaded.
 */
export type NetworkId = 'local' | 'testnet' | 'mainnet'
export const NETWORK_IDS: readonly NetworkId[] = ['local', 'testnet', 'mainnet']

/** Each network's name in the active language, read when shown (a getter: the language can change). */
export const NETWORK_LABELS: Readonly<Record<NetworkId, string>> = {
  get local() {
    return i18n._({ id: 'app.network.local', message: 'Local devnet' })
  },
  get testnet() {
    return i18n._({ id: 'app.network.testnet', message: 'Testnet' })
  },
  get mainnet() {
    return i18n._({ id: 'app.network.mainnet', message: 'Mainnet' })
  },
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
