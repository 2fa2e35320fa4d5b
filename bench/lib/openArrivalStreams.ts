import { type ClientRequest, request } from 'node:http'
import type { StreamArrivals } from './arrivalLatencies'

/** An SSE event's id line; the data line is JSON on one line, so nothing else in a block starts with `id:`. */
const ID_LINE = /^id: ?(\d+)$/gm

export interface ArrivalStreams {
  arrivals: StreamArrivals[]
  /** Streams whose `: connected` comment arrived. */
  connected(): number
  /** Streams that ended or failed before `close()` (they are not reopened: a replay would blur the timings). */
  dropped(): number
  /** The lowest newest seq over the streams still open: each of them has received up to here. */
  lowestLastSeq(): number
  close(): void
}

/**
 * `count` streams of `/api/events`, stream i on `urls[i % urls.length]`, each from its own loopback address as a
 * separate visitor (the server counts streams per client), recording only each event's seq and when its bytes came
 * in. Leaner than `SseFollower` (no JSON parsing, no reconnecting): one process reads 100,000 events a second here,
 * and its own delays would count as latency.
 */
export function openArrivalStreams(options: { urls: string[]; count: number }): ArrivalStreams {
  const arrivals: StreamArrivals[] = []
  const requests: ClientRequest[] = []
  const ended: boolean[] = []
  let connected = 0
  let dropped = 0
  let closed = false
  for (let i = 0; i < options.count; i++) {
    const stream: StreamArrivals = { seqs: [], at: [] }
    arrivals.push(stream)
    let open = false
    ended.push(false)
    const end = () => {
      if (ended[i]) return
      ended[i] = true
      if (!closed) dropped += 1
    }
    const req = request(`${options.urls[i % options.urls.length]}/api/events`, {
      // 127.2.0.1 …: one address per stream, all on the loopback interface.
      localAddress: `127.2.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      agent: false,
    })
    requests.push(req)
    req.on('error', end)
    req.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume()
        return end()
      }
      response.setEncoding('utf8')
      let buffer = ''
      response.on('data', (chunk: string) => {
        const at = performance.now()
        buffer += chunk
        const last = buffer.lastIndexOf('\n\n')
        if (last < 0) return
        const blocks = buffer.slice(0, last)
        buffer = buffer.slice(last + 2)
        if (!open && blocks.includes(': connected')) {
          open = true
          connected += 1
        }
        for (const match of blocks.matchAll(ID_LINE)) {
          stream.seqs.push(Number(match[1]))
          stream.at.push(at)
        }
      })
      response.on('end', end)
      response.on('error', end)
      response.on('close', end)
    })
    req.end()
  }
  return {
    arrivals,
    connected: () => connected,
    dropped: () => dropped,
    lowestLastSeq: () => Math.min(...arrivals.filter((_, i) => !ended[i]).map((a) => a.seqs.at(-1) ?? 0)),
    close() {
      closed = true
      for (const req of requests) req.destroy()
    },
  }
}
