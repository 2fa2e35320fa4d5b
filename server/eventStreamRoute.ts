import type { Context } from 'hono'
import { REQUEST_STATUS_UPDATED } from '../src/api/schemas/events'
import type { EventLog, StoredEvent } from './EventLog'
import { SITE_NETWORKS } from './siteServerConfigSchema'

/**
 * `GET /api/events[?network=local]`: accepted webhooks as Server-Sent
 * Events (`event: request.status.updated`, `id: <seq>`, data = the
 * webhook's `data`). `Last-Event-ID` (or `?lastEventId=`, for clients that
 * cannot set headers) replays what was missed, also across a server
 * restart since seqs come from the stored log. Heartbeat comments keep
 * proxies from closing an idle stream. `shutdown` ends every stream so that
 * a stopping server does not wait on open pages.
 */
export function eventStreamRoute(options: { eventLog: EventLog; heartbeatMs: number; shutdown?: AbortSignal }) {
  return (c: Context): Response => {
    const network = c.req.query('network')
    if (network !== undefined && !(SITE_NETWORKS as readonly string[]).includes(network)) {
      return c.json({ message: `Unknown network "${network}"`, errorCode: 'UNKNOWN_NETWORK' }, 404)
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
        // Reconnect quickly after a restart; the id tells us where the client was.
        write(`retry: 2000\n: connected, last id ${options.eventLog.lastId}\n\n`)
        // Replay and subscribe in one synchronous step: no event can fall between them.
        if (lastId !== undefined) for (const stored of options.eventLog.since(lastId)) send(stored)
        const unsubscribe = options.eventLog.subscribe(send)
        const heartbeat = setInterval(() => write(': heartbeat\n\n'), options.heartbeatMs)
        const onShutdown = () => {
          cleanup()
          try {
            controller.close()
          } catch {
            // already closed by the client
          }
        }
        cleanup = () => {
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
    return new Response(body, {
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx buffers responses unless told otherwise, which would hold events back.
        'x-accel-buffering': 'no',
      },
    })
  }
}
