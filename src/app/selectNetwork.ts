import { BUILD_DEFAULT_NETWORK, isNetworkId, type NetworkId } from '../config/networkIds'

const STORAGE_KEY = 'ferry.network'

/** The network from `?network=`, else the last one chosen on this device, else the build's default. */
export function initialNetwork(search: string, storage: Pick<Storage, 'getItem'> | undefined): NetworkId {
  const fromUrl = new URLSearchParams(search).get('network')
  if (isNetworkId(fromUrl)) return fromUrl
  const stored = storage?.getItem(STORAGE_KEY)
  if (isNetworkId(stored)) return stored
  return BUILD_DEFAULT_NETWORK
}

export function rememberNetwork(id: NetworkId, storage: Pick<Storage, 'setItem'> | undefined) {
  storage?.setItem(STORAGE_KEY, id)
}

/** A network chosen on the page: remembered on this device and put in the address bar (`?network=`). */
export function chooseNetworkHere(id: NetworkId) {
  rememberNetwork(id, window.localStorage)
  const url = new URL(window.location.href)
  url.searchParams.set('network', id)
  window.history.replaceState(null, '', url)
}
