import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type RawData, WebSocket, WebSocketServer } from 'ws'
import { REQUEST_STATUS_UPDATED, type WsStatusUpdateMessage } from '../../src/api/schemas'
import type { DevnetLogger } from '../createLogger'
import type { StatusChange, StatusChangeListener } from '../store/StatusChangePublisher'
import { closeGoingAway } from './closeGoingAway'

export interface WebsocketHubOptions {
  /** Upgrade path. Default `/ws`. */
  path?: string
  /** Ping interval; a client that misses a pong is dropped. Default 30 s. */
  heartbeatMs?: number
  /** Subscriptions one socket may hold. Default 1000. */
  maxSubscriptionsPerClient?: number
  /** A client this far behind in reading is dropped rather than buffered for. Default 4 MiB. */
  maxBufferedBytes?: number
  /** Open sockets from one remote address; one more is closed at once with 1013 and a reason. Default 64. */
  maxClientsPerAddress?: number
  /** Open sockets in all; one more is closed at once with 1013 and a reason. Default 1000. */
  maxClients?: number
}

/** Close code for a socket refused for capacity: 1013 "try again later" (RFC 6455 registry). */
export const WS_CLOSE_TRY_AGAIN_LATER = 1013

interface Client {
  id: string
  socket: WebSocket
  /** The peer's address, by which sockets are counted. */
  address: string
  /** Request ids, or `*` for every request. */
  subscriptions: Set<string>
  alive: boolean
}

const WILDCARD = '*'

/**
 * The websocket stream (section 6.2) with the public service's protocol
 * (section 10.5): a greeting with the connection id, `subscribe` /
 * `unsubscribe` to `request.status.updated` for one request id (`filters.id`;
 * without an id, every request), acknowledgements, and one update per
 * committed status change, in commit order. Bad input gets an error message,
 * never a crash; a closed socket leaves no subscription behind.
 */
export class WebsocketHub {
  private readonly server: WebSocketServer
  private readonly clients = new Set<Client>()
  /** Request id (or `*`) -> subscribed clients. */
  private readonly byRequest = new Map<string, Set<Client>>()
  /** Remote address -> open sockets from it. */
  private readonly byAddress = new Map<string, number>()
  private readonly heartbeat: NodeJS.Timeout
  private unsubscribe: (() => void) | undefined
  private closing: Promise<void> | undefined
  readonly path: string

  constructor(
    context: {
      store: { onStatusChange(listener: StatusChangeListener): () => void }
      logger: DevnetLogger
    },
    private readonly options: WebsocketHubOptions = {},
  ) {
    this.path = options.path ?? '/ws'
    this.server = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024, clientTracking: false })
    this.heartbeat = setInterval(() => this.checkAlive(), options.heartbeatMs ?? 30_000)
    this.heartbeat.unref()
    this.unsubscribe = context.store.onStatusChange((change) => this.publish(change))
  }

  /** For the HTTP server's `upgrade` event: takes the sockets for our path, refuses the rest. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    const path = new URL(request.url ?? '/', 'http://devnet').pathname
    if (path !== this.path) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
      return
    }
    // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
    const address = (request.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
    this.server.handleUpgrade(request, socket, head, (ws) => this.accept(ws, address))
  }

  /** Open sockets and subscriptions, for the admin API and tests. */
  stats(): { clients: number; subscriptions: number; requestIds: number } {
    let subscriptions = 0
    for (const client of this.clients) subscriptions += client.subscriptions.size
    return { clients: this.clients.size, subscriptions, requestIds: this.byRequest.size }
  }

  /** Closes every socket (code 1001, going away) and stops listening to the store. */
  close(): Promise<void> {
    this.closing ??= this.closeAll()
    return this.closing
  }

  private async closeAll(): Promise<void> {
    this.unsubscribe?.()
    this.unsubscribe = undefined
    clearInterval(this.heartbeat)
    await Promise.all([...this.clients].map((client) => closeGoingAway(client.socket)))
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private accept(socket: WebSocket, address: string): void {
    // A reset or a protocol error: 'close' follows and does the cleanup.
    socket.on('error', () => undefined)
    // Refused after the handshake, so that a websocket client learns why (a refused upgrade only says "unexpected response").
    const fromAddress = this.byAddress.get(address) ?? 0
    const refusal =
      this.clients.size >= (this.options.maxClients ?? 1_000)
        ? 'too many websocket connections on this devnet; try again later'
        : fromAddress >= (this.options.maxClientsPerAddress ?? 64)
          ? 'too many websocket connections from this address; close one first'
          : undefined
    if (refusal) {
      socket.close(WS_CLOSE_TRY_AGAIN_LATER, refusal)
      // A peer that never answers the close must not hold the socket for ws's 30 s close timeout.
      setTimeout(() => socket.terminate(), 1_000).unref()
      return
    }
    const client: Client = { id: randomUUID(), socket, address, subscriptions: new Set(), alive: true }
    this.clients.add(client)
    this.byAddress.set(address, fromAddress + 1)
    socket.on('pong', () => {
      client.alive = true
    })
    socket.on('message', (data, isBinary) => this.receive(client, data, isBinary))
    socket.on('close', () => this.forget(client))
    this.send(client, { type: 'connection', status: 'ready', data: { id: client.id } })
  }

  private receive(client: Client, data: RawData, isBinary: boolean): void {
    this.send(client, this.reply(client, data, isBinary))
  }

  /** Applies a client's message (ping, subscribe, unsubscribe) and returns the answer to send back. */
  private reply(client: Client, data: RawData, isBinary: boolean): Record<string, unknown> {
    if (isBinary) return { type: 'error', message: 'messages must be JSON text' }
    let message: unknown
    try {
      message = JSON.parse(data.toString())
    } catch {
      return { type: 'error', message: 'messages must be JSON' }
    }
    if (message === null || typeof message !== 'object' || Array.isArray(message)) {
      return { type: 'error', message: 'messages must be JSON objects' }
    }
    const { type, event, filters } = message as { type?: unknown; event?: unknown; filters?: unknown }
    if (type === 'ping') return { type: 'pong' }
    if (type !== 'subscribe' && type !== 'unsubscribe') {
      return {
        type: 'error',
        message: `unknown message type ${JSON.stringify(type)}; use subscribe or unsubscribe`,
      }
    }
    const refuse = (reason: string) => ({ type, status: 'error', message: reason })
    if (event !== REQUEST_STATUS_UPDATED) return refuse(`event must be "${REQUEST_STATUS_UPDATED}"`)
    if (filters !== undefined && (filters === null || typeof filters !== 'object' || Array.isArray(filters)))
      return refuse('filters must be an object')
    const id = (filters as { id?: unknown } | undefined)?.id
    if (id !== undefined && (typeof id !== 'string' || id.trim() === ''))
      return refuse('filters.id must be a request id string')
    const key = id === undefined ? WILDCARD : id.trim().toLowerCase()

    if (type === 'subscribe') {
      if (
        !client.subscriptions.has(key) &&
        client.subscriptions.size >= (this.options.maxSubscriptionsPerClient ?? 1_000)
      ) {
        return refuse('too many subscriptions on this connection')
      }
      client.subscriptions.add(key)
      const set = this.byRequest.get(key) ?? new Set<Client>()
      this.byRequest.set(key, set)
      set.add(client)
    } else {
      client.subscriptions.delete(key)
      this.drop(key, client)
    }
    return { type, status: 'success' }
  }

  private publish(change: StatusChange): void {
    const targets = new Set([...(this.byRequest.get(change.requestId) ?? []), ...(this.byRequest.get(WILDCARD) ?? [])])
    if (targets.size === 0) return
    const message: WsStatusUpdateMessage = {
      event: REQUEST_STATUS_UPDATED,
      data: {
        status: change.status,
        inTxHashes: change.inTxHashes,
        txHashes: change.txHashes,
        updatedAt: change.at,
        originChainId: change.originChainId,
        destinationChainId: change.destinationChainId,
        requestId: change.requestId,
        failReason: change.failReason,
        refundFailReason: change.refundFailReason,
      },
      publishedAt: Date.now(),
    }
    const text = JSON.stringify(message)
    for (const client of targets) this.send(client, text)
  }

  private send(client: Client, message: object | string): void {
    const { socket } = client
    if (socket.readyState !== WebSocket.OPEN) return
    if (socket.bufferedAmount > (this.options.maxBufferedBytes ?? 4 * 1024 * 1024)) {
      // A reader this slow would make the devnet hold its backlog forever.
      socket.terminate()
      return
    }
    socket.send(typeof message === 'string' ? message : JSON.stringify(message))
  }

  private checkAlive(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        client.socket.terminate()
        continue
      }
      client.alive = false
      if (client.socket.readyState === WebSocket.OPEN) client.socket.ping()
    }
  }

  private forget(client: Client): void {
    if (!this.clients.delete(client)) return
    const left = (this.byAddress.get(client.address) ?? 1) - 1
    if (left > 0) this.byAddress.set(client.address, left)
    else this.byAddress.delete(client.address)
    for (const key of client.subscriptions) this.drop(key, client)
    client.subscriptions.clear()
  }

  private drop(key: string, client: Client): void {
    const set = this.byRequest.get(key)
    if (!set) return
    set.delete(client)
    if (set.size === 0) this.byRequest.delete(key)
  }
}
