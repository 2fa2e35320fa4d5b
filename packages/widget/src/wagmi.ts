/**
 * `ferry-widget/wagmi`: the app's wagmi connection as the widget's wallet. `wagmiWallet(config)` is an EIP-1193
 * provider for `wallet` (FerryWidget's prop, mount's option): every call goes to the provider of the connection the
 * app has now (any connector: injected, WalletConnect, Coinbase, a Safe, …), so the widget signs where the app signs
 * and `wallet_sendCalls` passes through; the app's account, chain, connect and disconnect reach the widget. It reads
 * only the config's public `state` and `subscribe` (the same in wagmi 2 and 3), so it imports nothing of wagmi.
 */
import type { Eip1193Like } from '../../../src/embed-host/createHostConnection'

type Connection = { accounts: readonly string[]; chainId: number; connector: { getProvider(): Promise<unknown> } }
type WagmiState = { chainId: number; current: string | null; status: string; connections: Map<string, Connection> }

/** What of a wagmi `Config` (`createConfig`'s result) this needs. */
export type WagmiConfigLike = {
  readonly state: WagmiState
  subscribe<T>(
    selector: (state: WagmiState) => T,
    listener: (now: T, before: T) => void,
    options?: { equalityFn?: (a: T, b: T) => boolean },
  ): () => void
}

export type WagmiWalletOptions = {
  /**
   * Asked when the widget wants an account and the app has none connected (e.g. open your connect modal); the
   * widget's request then waits for the app's connection. Without it the request just waits for the app's connection.
   */
  connect?: () => unknown
}

type Listener = (data: unknown) => void
type Account = { connection?: Connection; addresses: readonly string[]; key: string }
const hex = (n: number) => `0x${n.toString(16)}`

/** The app's connection as wagmi's getAccount sees it: connected, or reconnecting with an account. */
function accountOf(state: WagmiState): Account {
  const connection = state.current === null ? undefined : state.connections.get(state.current)
  const live =
    connection && (state.status === 'connected' || (state.status === 'reconnecting' && connection.accounts.length))
  const addresses = live ? connection.accounts : []
  return { connection: live ? connection : undefined, addresses, key: `${addresses}@${live ? connection.chainId : ''}` }
}

export function wagmiWallet(config: WagmiConfigLike, options: WagmiWalletOptions = {}): Eip1193Like {
  const listeners = new Map<string, Set<Listener>>()
  const waiting = new Set<(addresses: readonly string[]) => void>()
  let unwatch: (() => void) | undefined
  const emit = (event: string, data: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(data)
  }
  const onChange = (now: Account, before: Account) => {
    const chainId = now.connection?.chainId
    if (now.connection && !before.connection) emit('connect', { chainId: hex(chainId!) })
    if (String(now.addresses) !== String(before.addresses)) emit('accountsChanged', now.addresses)
    if (now.connection && before.connection && chainId !== before.connection.chainId)
      emit('chainChanged', hex(chainId!))
    if (!now.connection && before.connection) emit('disconnect', { code: 4900, message: 'Disconnected' })
    if (!now.addresses.length) return
    for (const resolve of waiting) resolve(now.addresses)
    waiting.clear()
  }
  // Watched only once the widget listens or waits, so creating this on a server does nothing.
  const watch = () => {
    unwatch ??= config.subscribe(accountOf, onChange, { equalityFn: (a, b) => a.key === b.key })
  }

  return {
    async request({ method, params }) {
      const { connection } = accountOf(config.state)
      if (connection) {
        const provider = (await connection.connector.getProvider()) as Eip1193Like
        return provider.request(params === undefined ? { method } : { method, params })
      }
      if (method === 'eth_accounts') return []
      if (method === 'eth_chainId') return hex(config.state.chainId)
      if (method !== 'eth_requestAccounts')
        throw Object.assign(new Error('The app has no wallet connected'), { code: 4900 })
      watch()
      let settle: (addresses: readonly string[]) => void = () => {}
      const connected = new Promise<readonly string[]>((resolve) => {
        settle = resolve
        waiting.add(resolve)
      })
      try {
        await options.connect?.()
      } catch (error) {
        waiting.delete(settle)
        throw error
      }
      return connected
    },
    on(event, listener) {
      watch()
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      if ([...listeners.values()].some((set) => set.size) || waiting.size) return
      unwatch?.()
      unwatch = undefined
    },
  }
}
