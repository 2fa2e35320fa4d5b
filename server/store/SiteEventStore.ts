import type { SiteNetwork } from '../siteServerConfigSchema'

/** One accepted webhook, as stored and as fed to the SSE stream. */
export interface StoredEvent {
  /** Monotonic over the life of the store; the SSE `id`. */
  seq: number
  network: SiteNetwork
  receivedAt: number
  /** The verified X-Signature-SHA256 and its timestamp: the replay guard. */
  signature: string
  signatureTimestamp: number
  /** sha256 of the raw body: a retry of the same event (new timestamp, same body) is acknowledged, not stored twice. */
  bodyHash: string
  event: { event: string; timestamp: number; data: Record<string, unknown> }
}

export type NewEvent = Omit<StoredEvent, 'seq' | 'receivedAt'>

/** The file log answers at once, PostgreSQL after a round trip: callers await either. */
export type Awaitable<T> = T | Promise<T>

/**
 * What `accept` did: stored it, or refused it as a replay of a stored signature, or acknowledged it as a re-signed
 * retry of a stored body. The store decides, in one step, so that two instances given the same webhook at once
 * cannot both store it.
 */
export type AcceptOutcome = { kind: 'stored'; stored: StoredEvent } | { kind: 'replayed' } | { kind: 'duplicate' }

export interface AcceptContext {
  receivedAt: number
  /** Signatures older than this (seconds) can no longer pass the timestamp check; a store may forget them. */
  signaturesValidFromSeconds: number
}

/**
 * The site server's store: accepted webhooks with their sequence, and the replay guard (seen signatures, seen
 * (network, body hash)). `EventLog` (a file in the data dir, one process) is the embedded default;
 * `PostgresEventStore` is used when several instances share one database.
 */
export interface SiteEventStore {
  /** The newest seq this process has seen (stored here, or fanned out to it from another instance). */
  readonly lastId: number
  /** Stores the event unless the guard already holds its signature or body; resolves once it is durable. */
  accept(input: NewEvent, context: AcceptContext): Awaitable<AcceptOutcome>
  /** Events after `seq`, oldest first. An id beyond the store (it was reset) replays everything retained. */
  since(seq: number): Awaitable<StoredEvent[]>
  /** Every event stored from now on, by any instance, once each and in seq order. */
  subscribe(listener: (event: StoredEvent) => void): () => void
  close(): Awaitable<void>
}
