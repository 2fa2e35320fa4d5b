import {
  createOriginPin,
  type Envelope,
  envelope,
  type GuestToHost,
  type HostToGuest,
  OLDEST_PEER_VERSION,
  parseHostMessage,
} from '../../embed-host/protocol'

/** What the channel needs of the iframe's window: its listeners and its parent. */
export type GuestWindow = {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  parent: { postMessage(message: unknown, targetOrigin: string): void }
}

export type GuestChannel = {
  /** Posts to the pinned host origin; before the origin is known, keeps the message until it is. */
  post<K extends keyof GuestToHost>(type: K, payload: GuestToHost[K]): void
  /** Every host message that passed the origin pin. */
  subscribe(handler: (message: Envelope<HostToGuest>) => void): () => void
  /** The pinned host origin, once known. */
  hostOrigin(): string | undefined
  close(): void
}

const MAX_WAITING = 50

/**
 * The widget's end of the postMessage protocol. Only messages from the parent
 * window and from the pinned origin (configured, or that of the first `init`)
 * are handed on; posts go to that origin only, never to `*`.
 */
export function createGuestChannel(args: {
  window: GuestWindow
  parentOrigin?: string
  /** The oldest host script this widget works with (OLDEST_PEER_VERSION; a test sets another). */
  oldestHostVersion?: number
}): GuestChannel {
  const { parent } = args.window
  const pin = createOriginPin(args.parentOrigin)
  const handlers = new Set<(message: Envelope<HostToGuest>) => void>()
  let waiting: Envelope<GuestToHost>[] = []

  const send = (message: Envelope<GuestToHost>) => {
    const target = pin.target()
    if (target) parent.postMessage(message, target)
    else waiting = [...waiting.slice(-(MAX_WAITING - 1)), message]
  }
  const listener = (event: MessageEvent) => {
    if (event.source !== parent) return
    const message = parseHostMessage(event.data)
    if (!message || !pin.accept(event.origin, message.type)) return
    const held = waiting
    waiting = []
    held.forEach(send)
    const oldest = args.oldestHostVersion ?? OLDEST_PEER_VERSION
    // Said to the page's integrator (its onError / on('error')), like the configuration's problems.
    if (message.type === 'init' && message.version < oldest)
      send(
        envelope<GuestToHost, 'error'>('error', {
          code: 'protocol-version',
          message: `Upgrade ferry-widget on this page: embed protocol ${message.version} < ${oldest}`,
        }) as Envelope<GuestToHost>,
      )
    for (const handler of handlers) handler(message)
  }
  args.window.addEventListener('message', listener)

  return {
    post: (type, payload) => send(envelope<GuestToHost, typeof type>(type, payload) as Envelope<GuestToHost>),
    subscribe(handler) {
      handlers.add(handler)
      return () => handlers.delete(handler)
    },
    hostOrigin: pin.target,
    close() {
      args.window.removeEventListener('message', listener)
      handlers.clear()
    },
  }
}
