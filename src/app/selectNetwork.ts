import { env } from '../config/env'
import { NETWORK_IDS, type NetworkId } from '../config/networks'

const STORAGE_KEY = 'ferry.network'

/** The network from `?network=`, else the last one chosen on this device, else the build's default. */
export function initialNetwork(search: string, storage: Pick<Storage, 'getItem'> | undefined): NetworkId {
  const fromUrl = new URLSearchParams(search).get('network')
  if (fromUrl && (NETWORK_IDS as string[]).includes(fromUrl)) return fromUrl as NetworkId
  const stored = storage?.getItem(STORAGE_KEY)
  if (stored && (NETWORK_IDS as string[]).includes(stored)) return stored as NetworkId
  return env.VITE_FERRY_DEFAULT_NETWORK
}

export function rememberNetwork(id: NetworkId, storage: Pick<Storage, 'setItem'> | undefined) {
  storage?.setItem(STORAGE_KEY, id)
}
