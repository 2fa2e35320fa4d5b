import postgres, { type Sql } from 'postgres'
import type { SiteNetwork } from '../siteServerConfigSchema'
import { migratePostgres } from './migratePostgres'
import type { AcceptContext, AcceptOutcome, NewEvent, SiteEventStore, StoredEvent } from './SiteEventStore'

/** The NOTIFY channel; the payload is the new seq, but readers fetch everything after their last one anyway. */
const CHANNEL = 'ferry_site_events'
/** Held by each insert until it commits, so that seqs are committed in their own order (see `accept`). */
const INSERT_LOCK_KEY = 0x66_65_72_72_7a
/** Connections per instance (the LISTEN one comes on top): webhooks queue on the insert lock anyway. */
const POOL_SIZE = 10
/** The newest events a replay sends at most, as the file log keeps in memory. */
const DEFAULT_RETAIN = 10_000
/** Rows a fan-out read takes at a time. */
const FETCH_BATCH = 1_000
/** After a failed fan-out read (the database restarting), when to try again. */
const FETCH_RETRY_MS = 1_000

interface EventRow {
  seq: string
  network: SiteNetwork
  received_at: string
  signature: string
  signature_timestamp: string
  body_hash: string
  event: string
}

const COLUMNS = 'seq, network, received_at, signature, signature_timestamp, body_hash, event::text AS event'

/**
 * The site server's store in PostgreSQL, for several instances sharing one database. Every instance stores the
 * webhooks it receives and LISTENs for the NOTIFY each insert sends; on a notification it reads the rows after the
 * last seq it has fanned out, so notifications that coalesce or arrive late lose nothing and repeat nothing. The
 * replay guard is two unique constraints (signature; network and body hash): two instances given the same webhook
 * at once store it once.
 */
export class PostgresEventStore implements SiteEventStore {
  private readonly listeners = new Set<(event: StoredEvent) => void>()
  private delivered: number
  private reading: Promise<void> | undefined
  private readAgain = false
  private retryTimer: NodeJS.Timeout | undefined
  private closed = false

  private constructor(
    private readonly sql: Sql,
    lastSeq: number,
    private readonly retain: number,
  ) {
    this.delivered = lastSeq
  }

  /** Connects, migrates the schema (safely beside other instances starting) and starts listening. */
  static async open(url: string, options: { retain?: number } = {}): Promise<PostgresEventStore> {
    const sql = postgres(url, { max: POOL_SIZE, onnotice: () => {}, connection: { application_name: 'ferry-site' } })
    try {
      await migratePostgres(sql)
      const [row] = await sql<{ seq: string }[]>`SELECT coalesce(max(seq), 0) AS seq FROM ferry_site_events`
      const store = new PostgresEventStore(sql, Number(row?.seq ?? 0), options.retain ?? DEFAULT_RETAIN)
      // onlisten runs again after a reconnect: what was stored while the connection was down is read then.
      await sql.listen(
        CHANNEL,
        () => store.readNew(),
        () => store.readNew(),
      )
      return store
    } catch (error) {
      await sql.end({ timeout: 1 })
      throw error
    }
  }

  get lastId(): number {
    return this.delivered
  }

  async accept(input: NewEvent, context: AcceptContext): Promise<AcceptOutcome> {
    const inserted = await this.sql.begin(async (tx) => {
      // One writer at a time, until commit: seq n is never visible before seq n - 1, so a reader that fetches after
      // its last seq cannot skip a row committed late, and the seqs have no gaps.
      await tx`SELECT pg_advisory_xact_lock(${INSERT_LOCK_KEY})`
      return tx<{ seq: string }[]>`
        WITH inserted AS (
          INSERT INTO ferry_site_events (seq, network, received_at, signature, signature_timestamp, body_hash, event)
          SELECT coalesce(max(seq), 0) + 1, ${input.network}::text, ${context.receivedAt}::bigint,
                 ${input.signature}::text, ${input.signatureTimestamp}::bigint, ${input.bodyHash}::text,
                 ${JSON.stringify(input.event)}::text::json
          FROM ferry_site_events
          ON CONFLICT DO NOTHING
          RETURNING seq
        )
        SELECT seq, pg_notify(${CHANNEL}, seq::text) FROM inserted`
    })
    const seq = inserted[0]?.seq
    if (seq !== undefined)
      return { kind: 'stored', stored: { seq: Number(seq), receivedAt: context.receivedAt, ...input } }
    // The constraint decided; this only tells which one, for the answer.
    const [seen] = await this.sql`SELECT 1 FROM ferry_site_events WHERE signature = ${input.signature}`
    return seen ? { kind: 'replayed' } : { kind: 'duplicate' }
  }

  async since(seq: number): Promise<StoredEvent[]> {
    const rows = await this.sql<EventRow[]>`
      SELECT * FROM (
        SELECT ${this.sql.unsafe(COLUMNS)} FROM ferry_site_events
        WHERE seq > CASE WHEN ${seq}::bigint > (SELECT coalesce(max(seq), 0) FROM ferry_site_events) THEN 0 ELSE ${seq}::bigint END
        ORDER BY seq DESC LIMIT ${this.retain}
      ) newest ORDER BY seq`
    return rows.map(toStoredEvent)
  }

  subscribe(listener: (event: StoredEvent) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  /** Waits for queries under way (an accept answers its webhook only after it), then disconnects. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    clearTimeout(this.retryTimer)
    this.listeners.clear()
    await this.sql.end({ timeout: 5 })
  }

  /** One read at a time; a notification during a read asks for one more, which finds what it announced. */
  private readNew(): void {
    if (this.closed) return
    if (this.reading) {
      this.readAgain = true
      return
    }
    this.reading = this.readUntilCaughtUp()
      .catch((error: unknown) => {
        if (this.closed) return
        console.error('site server: reading new events failed, retrying:', error)
        this.retryTimer = setTimeout(() => this.readNew(), FETCH_RETRY_MS)
      })
      .finally(() => {
        this.reading = undefined
        // A notification between the last read's end and here.
        if (this.readAgain) this.readNew()
      })
  }

  private async readUntilCaughtUp(): Promise<void> {
    do {
      this.readAgain = false
      let rows: EventRow[]
      do {
        rows = await this.sql<EventRow[]>`
          SELECT ${this.sql.unsafe(COLUMNS)} FROM ferry_site_events
          WHERE seq > ${this.delivered}::bigint ORDER BY seq LIMIT ${FETCH_BATCH}`
        for (const row of rows) {
          if (this.closed) return
          const event = toStoredEvent(row)
          this.delivered = event.seq
          for (const listener of this.listeners) listener(event)
        }
      } while (rows.length === FETCH_BATCH)
    } while (this.readAgain && !this.closed)
  }
}

function toStoredEvent(row: EventRow): StoredEvent {
  return {
    seq: Number(row.seq),
    network: row.network,
    receivedAt: Number(row.received_at),
    signature: row.signature,
    signatureTimestamp: Number(row.signature_timestamp),
    bodyHash: row.body_hash,
    event: JSON.parse(row.event) as StoredEvent['event'],
  }
}
