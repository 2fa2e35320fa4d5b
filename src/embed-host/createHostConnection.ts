import { mergeConfig } from './configParam'
import {
  envelope,
  type FerryEventMap,
  type FerryEventName,
  type GuestToHost,
  type HostToGuest,
  type HostWalletInfo,
  OLDEST_PEER_VERSION,
  parseGuestMessage,
  toRpcError,
} from './protocol'

/** What a host page may hand Ferry as its wallet: any EIP-1193 provider. */
export type Eip1193Like = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (data: unknown) => void): void
  removeListener?(event: string, listener: (data: unknown) => void): void
}

const WALLET_EVENTS = ['accountsChanged', 'chainChanged', 'connect', 'disconnect'] as const

/**
 * The host page's end of the protocol, without the DOM: it accepts messages
 * only from the widget's window and origin, answers `ready` with `init`,
 * forwards wallet calls to the host's provider (keeping its error codes),
 * passes the provider's events on, and tells listeners what the widget reports.
 * Posts go to the widget's origin only, never to `*`.
 */
export function createHostConnection(args: {
  widgetOrigin: string
  /** The widget frame's window (its contentWindow), once it exists. */
  target: () => { postMessage(message: unknown, targetOrigin: string): void } | null | undefined
  config: Record<string, unknown>
  wallet?: Eip1193Like
  walletInfo?: HostWalletInfo
  /** The oldest widget this host works with (OLDEST_PEER_VERSION; a test sets another). */
  oldestWidgetVersion?: number
}) {
  let config = args.config
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const post = <K extends keyof HostToGuest>(type: K, payload: HostToGuest[K]) =>
    args.target()?.postMessage(envelope<HostToGuest, K>(type, payload), args.widgetOrigin)
  const emit = <K extends FerryEventName>(type: K, payload: FerryEventMap[K]) => {
    for (const listener of listeners.get(type) ?? []) {
      try {
        listener(payload)
      } catch (error) {
        // A host's listener that throws must not stop the others or the protocol.
        setTimeout(() => {
          throw error
        })
      }
    }
  }

  const walletSubscriptions = WALLET_EVENTS.map((event) => {
    const listener = (data: unknown) => post('wallet.event', { event, data })
    args.wallet?.on?.(event, listener)
    return () => args.wallet?.removeListener?.(event, listener)
  })

  const answerRpc = async (request: GuestToHost['rpc.request']) => {
    if (!args.wallet) {
      post('rpc.response', {
        id: request.id,
        error: { code: 4900, message: 'The host page did not hand Ferry a wallet' },
      })
      return
    }
    try {
      const result = await args.wallet.request(
        request.params === undefined ? { method: request.method } : { method: request.method, params: request.params },
      )
      post('rpc.response', { id: request.id, result })
    } catch (error) {
      post('rpc.response', { id: request.id, error: toRpcError(error) })
    }
  }

  // Without a name from the host, none is sent: the widget names the wallet in its own language ("Wallet of this page").
  const greet = () => post('init', args.wallet ? { config, wallet: args.walletInfo ?? { name: '' } } : { config })

  return {
    /** Sends `init`: the configuration and, when there is one, the wallet on offer. */
    greet,
    /** Handles one `message` event of the host window; returns whether it was the widget's. */
    handleMessage(event: { data: unknown; origin: string; source: unknown }): boolean {
      if (event.origin !== args.widgetOrigin || !event.source || event.source !== args.target()) return false
      const message = parseGuestMessage(event.data)
      if (!message) return false
      const oldest = args.oldestWidgetVersion ?? OLDEST_PEER_VERSION
      if (message.type === 'ready' && message.version < oldest)
        emit('error', {
          code: 'protocol-version',
          message: `The Ferry widget at ${args.widgetOrigin} speaks embed protocol ${message.version}; this page's ferry-widget needs ${oldest} or newer: update the widget's deployment, or use an older ferry-widget`,
        })
      if (message.type === 'ready') greet()
      if (message.type === 'rpc.request') void answerRpc(message.payload as GuestToHost['rpc.request'])
      else emit(message.type, message.payload as never)
      return true
    },
    on<K extends FerryEventName>(type: K, listener: (payload: FerryEventMap[K]) => void): () => void {
      const set = listeners.get(type) ?? new Set()
      set.add(listener as (payload: unknown) => void)
      listeners.set(type, set)
      return () => set.delete(listener as (payload: unknown) => void)
    },
    emit,
    update(next: Record<string, unknown>) {
      config = mergeConfig(config, next)
      post('update', { config: next })
    },
    setRecipient(address: string) {
      post('setRecipient', { address })
    },
    config: () => config,
    close() {
      for (const unsubscribe of walletSubscriptions) unsubscribe()
      listeners.clear()
    },
  }
}

export { toRpcError }
