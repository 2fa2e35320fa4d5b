import type { Config } from 'wagmi'

/**
 * wagmi's provider, mounted with `reconnectOnMount` off, empties `connections` but keeps `current` and `status`. A
 * connection made before it mounted (the host page's wallet announcing `connect` while the frame's wallet side was
 * still loading) is left as a connector "connected" with no account, and connecting it again throws
 * ConnectorAlreadyConnectedError: the widget never showed the host's account. This forgets such a half connection so
 * that it can be made again. True when there was one.
 */
export function dropStaleConnection(config: Pick<Config, 'state' | 'setState'>): boolean {
  const { current, connections } = config.state
  if (current === null || connections.has(current)) return false
  config.setState((state) => ({ ...state, current: null, status: 'disconnected' }))
  return true
}
