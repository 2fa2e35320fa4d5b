import { BUILD_DEFAULT_NETWORK, isNetworkId, type NetworkId } from '../config/networkIds'

const STORAGE_KEY = 'ferry.network'

/** The network from the address bar (`?network=`), else the last one chosen on this device, else the build's default. */
export function initialNetwork(
  fromUrl: NetworkId | undefined,
  storage: Pick<Storage, 'getItem'> | undefined,
): NetworkId {
  if (fromUrl) return fromUrl
  const stored = storage?.getItem(STORAGE_KEY)
  if (isNetworkId(stored)) return stored
  return BUILD_DEFAULT_NETWORK
}

/** A network chosen on the page, remembered on this device (the address bar is the router's, or the first paint's). */
export function rememberNetwork(id: NetworkId, storage: Pick<Storage, 'setItem'> | undefined) {
  storage?.setItem(STORAGE_KEY, id)
}
