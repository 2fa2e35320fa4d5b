import {
  createOriginPin,
  type Envelope,
  envelope,
  type GuestToHost,
  type HostToGuest,
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
export function createGuestChannel(args: { window: GuestWindow; parentOrigin?: string }): GuestChannel {
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
