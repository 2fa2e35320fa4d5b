import { type StatusResponse, statusResponseSchema } from '../../api/schemas/status'
import { backoffDelay } from '../../lib/backoff'

/** The first wait before connecting again after the socket closed. */
const RECONNECT_BASE_MS = 500
/** The longest wait between two connection attempts, when the caller names none. */
const RECONNECT_MAX_MS = 15_000

/** The part of the browser WebSocket the push needs (the `ws` package fits too, for Node tests). */
export type WebSocketLike = {
  readyState: number
  send(data: string): void
  close(): void
  onopen: ((ev: unknown) => void) | null
  onmessage: ((ev: { data: unknown }) => void) | null
  onclose: ((ev: unknown) => void) | null
  onerror: ((ev: unknown) => void) | null
}
export type WebSocketFactory = (url: string) => WebSocketLike

/**
 * An update as the stream sends it: the status word, and the status itself
 * when the update's fields parse as one (they are the status endpoint's,
 * without `failReason` and `details` on the public stream).
 */
export type StatusUpdate = { status: string; parsed: StatusResponse | undefined }

/** Tells when a request changed, with what the stream says of it; the caller decides whether to read it over HTTP. */
export type StatusPush = {
  /** True while subscribed: polling may slow down. */
  healthy(): boolean
  onUpdate(listener: (update: StatusUpdate) => void): () => void
  close(): void
}

/**
 * Follows one request on the service's websocket (section 10.5:
 * greeting, subscribe by request id, acknowledgement, `request.status.updated`
 * events). Reconnects with backoff when the server restarts; while it is
 * down, `healthy()` is false so the caller polls at full speed.
 */
export function createStatusPush(args: {
  url: string
  requestId: string
  connect?: WebSocketFactory
  /** The longest wait between two connection attempts (15 s unless given). */
  maxBackoffMs?: number
}): StatusPush {
  const connect = args.connect ?? ((url: string) => new WebSocket(url) as unknown as WebSocketLike)
  const listeners = new Set<(update: StatusUpdate) => void>()
  let socket: WebSocketLike | undefined
  let subscribed = false
  let closed = false
  let attempt = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  // The socket follows this one request: an update naming no request is its (the official SDK's type has no
  // `requestId`); one naming another request is not.
  const isFollowed = (requestId: string | undefined) =>
    requestId === undefined || requestId.toLowerCase() === args.requestId.toLowerCase()

  const open = () => {
    if (closed) return
    let ws: WebSocketLike
    try {
      ws = connect(args.url)
    } catch {
      return retry()
    }
    socket = ws
    const subscribe = () =>
      ws.send(JSON.stringify({ type: 'subscribe', event: 'request.status.updated', filters: { id: args.requestId } }))
    ws.onmessage = (event) => {
      let message: { type?: string; status?: string; event?: string; data?: { requestId?: string; status?: string } }
      try {
        message = JSON.parse(String(event.data))
      } catch {
        return
      }
      if (message.type === 'connection' && message.status === 'ready') subscribe()
      else if (message.type === 'subscribe' && message.status === 'success') {
        subscribed = true
        attempt = 0
      } else if (message.event === 'request.status.updated' && message.data && isFollowed(message.data.requestId)) {
        const parsed = statusResponseSchema.safeParse(message.data)
        const update = { status: message.data.status ?? '', parsed: parsed.success ? parsed.data : undefined }
        for (const fn of listeners) fn(update)
      }
    }
    ws.onclose = () => {
      subscribed = false
      if (socket === ws) socket = undefined
      retry()
    }
    ws.onerror = () => {
      try {
        ws.close()
      } catch {
        // already closing
      }
    }
  }
  const retry = () => {
    if (closed || timer) return
    const delay = backoffDelay({ baseMs: RECONNECT_BASE_MS, maxMs: args.maxBackoffMs ?? RECONNECT_MAX_MS }, ++attempt)
    timer = setTimeout(() => {
      timer = undefined
      open()
    }, delay)
  }
  open()

  return {
    healthy: () => subscribed,
    onUpdate: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close: () => {
      closed = true
      subscribed = false
      if (timer) clearTimeout(timer)
      const ws = socket
      socket = undefined
      if (ws) {
        ws.onclose = null
        try {
          if (ws.readyState === 1)
            ws.send(
              JSON.stringify({ type: 'unsubscribe', event: 'request.status.updated', filters: { id: args.requestId } }),
            )
          ws.close()
        } catch {
          // closing anyway
        }
      }
    },
  }
}
