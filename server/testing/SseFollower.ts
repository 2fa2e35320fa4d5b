import { type ClientRequest, request } from 'node:http'

/** How long a follower waits before reconnecting (a browser's EventSource waits the stream's `retry:`). */
const RECONNECT_DELAY_MS = 100

/**
 * An SSE client that behaves like a page's EventSource behind a load balancer: it follows `/api/events` on one
 * instance, and when the stream ends or the instance is gone it reconnects to the next one with `Last-Event-ID`.
 * It connects from its own loopback address, as separate visitors would, so per-client stream limits do not apply.
 */
export class SseFollower {
  readonly seqs: number[] = []
  readonly requestIds: string[] = []
  /** Streams opened (a `: connected` comment seen). */
  connections = 0
  private lastEventId: string | undefined
  private current: ClientRequest | undefined
  private stopped = false

  constructor(
    private readonly options: {
      instances: () => string[]
      first: number
      localAddress: string
      /** The wait before a reconnect (default 100 ms); a page's EventSource waits the stream's `retry:`. */
      reconnectDelayMs?: number
    },
  ) {}

  start(): void {
    this.connect(this.options.first)
  }

  stop(): void {
    this.stopped = true
    this.current?.destroy()
  }

  private connect(index: number): void {
    if (this.stopped) return
    const instances = this.options.instances()
    const url = `${instances[index % instances.length]}/api/events`
    let ended = false
    const reconnect = () => {
      if (ended) return
      ended = true
      this.current?.destroy()
      if (!this.stopped) setTimeout(() => this.connect(index + 1), this.options.reconnectDelayMs ?? RECONNECT_DELAY_MS)
    }
    const req = request(url, {
      localAddress: this.options.localAddress,
      agent: false,
      headers: this.lastEventId ? { 'last-event-id': this.lastEventId } : {},
    })
    this.current = req
    req.on('error', reconnect)
    req.on('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume()
        return reconnect()
      }
      response.setEncoding('utf8')
      let buffer = ''
      response.on('data', (chunk: string) => {
        buffer += chunk
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          this.read(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
        }
      })
      response.on('end', reconnect)
      response.on('error', reconnect)
      response.on('close', reconnect)
    })
    req.end()
  }

  private read(block: string): void {
    if (block.includes(': connected')) this.connections += 1
    let id: string | undefined
    let data: string | undefined
    for (const line of block.split('\n')) {
      if (line.startsWith('id:')) id = line.slice(3).trim()
      if (line.startsWith('data:')) data = line.slice(5).trim()
    }
    // As EventSource does: an id, with or without data (a stream opens with one), is where a reconnect resumes.
    if (id !== undefined) this.lastEventId = id
    if (id === undefined || data === undefined) return
    this.seqs.push(Number(id))
    this.requestIds.push((JSON.parse(data) as { requestId: string }).requestId)
  }
}
