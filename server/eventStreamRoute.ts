import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { REQUEST_STATUS_UPDATED } from '../src/api/schemas/events'
import { followEvents } from './followEvents'
import { jsonError } from './jsonError'
import { SITE_NETWORKS } from './siteServerConfigSchema'
import type { SiteEventStore, StoredEvent } from './store/SiteEventStore'

/** Every open stream holds a socket, a subscription and a timer: a page needs one, a few tabs a few. */
export const MAX_STREAMS_PER_CLIENT = 8
/** Server-wide, so that many clients together cannot exhaust sockets and memory either. */
export const MAX_STREAMS_TOTAL = 500
/** What a refused client is told to wait before asking again. */
const REFUSED_STREAM_RETRY_AFTER_SECONDS = 30
/** How soon a page reconnects after a stream ends (a restart, or this instance stopping: another one answers). */
export const STREAM_RETRY_MS = 2000
/** Told to pages as their stream is closed by a stopping server: reconnect at once, elsewhere. */
export const SHUTDOWN_RETRY_MS = 250

export interface EventStreamLimits {
  perClient: number
  total: number
}

/**
 * `GET /api/events[?network=local]`: accepted webhooks as Server-Sent
 * Events (`event: request.status.updated`, `id: <seq>`, data = the
 * webhook's `data`). `Last-Event-ID` (or `?lastEventId=`, for clients that
 * cannot set headers) replays what was missed, also across a server
 * restart and across instances since seqs come from the shared store.
 * Heartbeat comments keep proxies from closing an idle stream. `shutdown`
 * ends every stream, with a short `retry:`, so that a stopping server does
 * not wait on open pages and they reconnect to another instance at once.
 *
 * The limits count this instance's streams only: they protect this process's
 * sockets and memory, which other instances do not share, and a count kept in
 * the database would leak the slots of an instance that was killed.
 */
export function eventStreamRoute(options: {
  eventLog: SiteEventStore
  heartbeatMs: number
  shutdown?: AbortSignal
  /** Defaults to MAX_STREAMS_PER_CLIENT and MAX_STREAMS_TOTAL; tests pass smaller ones. */
  limits?: EventStreamLimits
}) {
  const limits = options.limits ?? { perClient: MAX_STREAMS_PER_CLIENT, total: MAX_STREAMS_TOTAL }
  const openByClient = new Map<string, number>()
  let openTotal = 0

  return (c: Context): Response => {
    const network = c.req.query('network')
    if (network !== undefined && !(SITE_NETWORKS as readonly string[]).includes(network)) {
      return jsonError(c, 404, 'UNKNOWN_NETWORK', `Unknown network "${network}"`)
    }
    const headers = {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx buffers responses unless told otherwise, which would hold events back.
      'x-accel-buffering': 'no',
    }
    // hono answers HEAD with this handler and drops the body unread: a stream made here would never be cancelled.
    if (c.req.method === 'HEAD') return new Response(null, { headers })
    const client = clientAddressOf(c)
    const openByThisClient = openByClient.get(client) ?? 0
    if (openTotal >= limits.total || openByThisClient >= limits.perClient) {
      c.header('retry-after', String(REFUSED_STREAM_RETRY_AFTER_SECONDS))
      return openTotal >= limits.total
        ? jsonError(c, 503, 'SERVICE_UNAVAILABLE', 'Too many live event streams on this server; try again later')
        : jsonError(c, 429, 'SERVICE_UNAVAILABLE', 'Too many live event streams from this client; close one first')
    }
    openTotal += 1
    openByClient.set(client, openByThisClient + 1)
    let released = false
    // Cancel, shutdown and a failed write can each end a stream: the slot is given back once.
    const release = () => {
      if (released) return
      released = true
      openTotal -= 1
      const left = (openByClient.get(client) ?? 1) - 1
      if (left > 0) openByClient.set(client, left)
      else openByClient.delete(client)
    }

    const lastIdText = c.req.header('last-event-id') ?? c.req.query('lastEventId')
    const lastId = lastIdText && /^\d+$/.test(lastIdText) ? Number(lastIdText) : undefined
    const encoder = new TextEncoder()
    let cleanup = () => {}

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        const write = (text: string) => {
          try {
            controller.enqueue(encoder.encode(text))
          } catch {
            cleanup()
          }
        }
        const send = (stored: StoredEvent) => {
          if (network && stored.network !== network) return
          write(`event: ${REQUEST_STATUS_UPDATED}\nid: ${stored.seq}\ndata: ${JSON.stringify(stored.event.data)}\n\n`)
        }
        const end = (retryMs: number) => {
          write(`retry: ${retryMs}\n\n`)
          cleanup()
          try {
            controller.close()
          } catch {
            // already closed by the client
          }
        }
        // Where this stream starts: after what the client saw, or, for a new one, after the newest event now. The
        // opening names it as an `id:`, so a page that has heard nothing yet still reconnects (to any instance) with
        // a Last-Event-ID and is replayed what it missed, even its first event.
        const startId = lastId ?? options.eventLog.lastId
        // Reconnect quickly after a restart; the id tells us where the client was.
        write(`retry: ${STREAM_RETRY_MS}\nid: ${startId}\n: connected, last id ${startId}\n\n`)
        const unsubscribe = followEvents({
          store: options.eventLog,
          lastId: startId,
          send,
          // The store is unreachable: the page comes back later with the same Last-Event-ID.
          onError: (error) => {
            console.error('site server: replay failed:', error)
            end(STREAM_RETRY_MS)
          },
        })
        const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs)
        const onShutdown = () => end(SHUTDOWN_RETRY_MS)
        cleanup = () => {
          release()
          unsubscribe()
          clearInterval(heartbeat)
          options.shutdown?.removeEventListener('abort', onShutdown)
        }
        if (options.shutdown?.aborted) onShutdown()
        else options.shutdown?.addEventListener('abort', onShutdown, { once: true })
      },
      cancel() {
        cleanup()
      },
    })
    return new Response(body, { headers })
  }
}

/**
 * The peer's address, by which streams are counted. Behind a reverse proxy
 * every page shares the proxy's address: the per-client limit then applies to
 * all of them together (forwarded-for headers are not trusted, anyone can send one).
 */
function clientAddressOf(c: Context): string {
  try {
    const address = getConnInfo(c).remote.address
    // An IPv4 peer on a dual-stack socket shows as ::ffff:a.b.c.d.
    return address ? address.replace(/^::ffff:/, '') : 'unknown'
  } catch {
    // Not on @hono/node-server (app.request in tests): one anonymous client.
    return 'unknown'
  }
}
