import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeSync,
} from 'node:fs'
import { join, resolve } from 'node:path'
import type { SiteNetwork } from './siteServerConfigSchema'
import type { AcceptContext, AcceptOutcome, NewEvent, SiteEventStore, StoredEvent } from './store/SiteEventStore'

export const EVENT_LOG_FILE = 'events.jsonl'
export const EVENT_LOG_LOCK_FILE = 'server.lock'

/**
 * The site server's embedded store: an append-only JSON-lines file in the data dir.
 * Why not PGlite (which the devnet uses): a fresh PGlite directory takes
 * about 4 s to initialise on these machines and 0.4 s to reopen, while this
 * data is only ever appended and read back in seq order (SSE replay after
 * Last-Event-ID) — no queries. A file opens instantly, which keeps the
 * restart tests and `npm start` fast. A torn last line (crash mid-write) is
 * cut off on open. The newest `retain` events are kept in memory for replay.
 */
export class EventLog implements SiteEventStore {
  private readonly events: StoredEvent[] = []
  private readonly listeners = new Set<(event: StoredEvent) => void>()
  private readonly seenSignatures = new Map<string, number>()
  private readonly seenBodies = new Set<string>()
  private lastSeq = 0
  private closed = false

  private constructor(
    private readonly file: string,
    private readonly release: () => void,
    private readonly retain: number,
  ) {}

  /** Opens (or creates) the log in `dataDir`. With `lock`, a second live process on the same dir is refused. */
  static open(dataDir: string, options: { lock?: boolean; retain?: number } = {}): EventLog {
    mkdirSync(dataDir, { recursive: true })
    const release = options.lock ? acquireLock(join(resolve(dataDir), EVENT_LOG_LOCK_FILE)) : () => {}
    const log = new EventLog(join(dataDir, EVENT_LOG_FILE), release, options.retain ?? 10_000)
    try {
      log.load()
    } catch (error) {
      release()
      throw error
    }
    return log
  }

  private load(): void {
    if (!existsSync(this.file)) return
    const text = readFileSync(this.file, 'utf8')
    let goodBytes = 0
    for (const line of text.split('\n')) {
      if (line === '') {
        goodBytes += 1
        continue
      }
      let stored: StoredEvent
      try {
        stored = JSON.parse(line) as StoredEvent
      } catch {
        break
      }
      goodBytes += Buffer.byteLength(line) + 1
      this.remember(stored)
    }
    const size = Buffer.byteLength(text)
    if (goodBytes < size) truncateSync(this.file, Math.min(goodBytes, size))
  }

  private remember(stored: StoredEvent): void {
    this.lastSeq = Math.max(this.lastSeq, stored.seq)
    this.events.push(stored)
    if (this.events.length > this.retain) this.events.shift()
    this.seenSignatures.set(stored.signature, stored.signatureTimestamp)
    this.seenBodies.add(`${stored.network}:${stored.bodyHash}`)
  }

  get lastId(): number {
    return this.lastSeq
  }

  hasSignature(signature: string): boolean {
    return this.seenSignatures.has(signature)
  }

  hasBody(network: SiteNetwork, bodyHash: string): boolean {
    return this.seenBodies.has(`${network}:${bodyHash}`)
  }

  /** Signatures older than the timestamp window can never be replayed successfully, so they need not be kept. */
  forgetSignaturesBefore(timestampSeconds: number): void {
    for (const [signature, ts] of this.seenSignatures) if (ts < timestampSeconds) this.seenSignatures.delete(signature)
  }

  /** Synchronous, in one process holding the data dir's lock: nothing can come between the checks and the append. */
  accept(input: NewEvent, context: AcceptContext): AcceptOutcome {
    this.forgetSignaturesBefore(context.signaturesValidFromSeconds)
    if (this.hasSignature(input.signature)) return { kind: 'replayed' }
    if (this.hasBody(input.network, input.bodyHash)) return { kind: 'duplicate' }
    return { kind: 'stored', stored: this.append(input, context.receivedAt) }
  }

  append(input: NewEvent, now = Date.now()): StoredEvent {
    if (this.closed) throw new Error('event log is closed')
    const stored: StoredEvent = { seq: this.lastSeq + 1, receivedAt: now, ...input }
    // Synchronous so that an event acknowledged with 2xx is on disk first (the sender does not retry after a 2xx).
    appendFileSync(this.file, `${JSON.stringify(stored)}\n`)
    this.remember(stored)
    for (const listener of this.listeners) listener(stored)
    return stored
  }

  /** Events after `seq`, oldest first. An id beyond the log (the log was reset) replays everything retained. */
  since(seq: number): StoredEvent[] {
    if (seq > this.lastSeq) return [...this.events]
    return this.events.filter((e) => e.seq > seq)
  }

  subscribe(listener: (event: StoredEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  close(): void {
    if (this.closed) return
    this.closed = true
    this.listeners.clear()
    this.release()
  }
}

const heldHere = new Set<string>()

function acquireLock(path: string): () => void {
  if (heldHere.has(path)) throw new Error('data dir is already used by a site server in this process')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      heldHere.add(path)
      return () => {
        heldHere.delete(path)
        rmSync(path, { force: true })
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      // Two writers would interleave seqs; a lock left by a dead process (a crash) is taken over.
      const owner = Number(readFileSync(path, 'utf8').trim())
      if (owner && owner !== process.pid && isAlive(owner))
        throw new Error(`data dir is in use by another site server (pid ${owner})`)
      // Our own pid in a lock we do not hold is a leftover from an earlier life with a recycled pid.
      rmSync(path, { force: true })
    }
  }
  throw new Error(`could not lock ${path}`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
