import type { DevnetStore } from './DevnetStore'

export interface StatisticsKeeperOptions {
  /** ANALYZE once this share of the last known row count is new (autovacuum's scale factor). Default 0.2. */
  growthRatio?: number
  /** ...and at least this many new requests. Default 50. */
  minNewRows?: number
  /** Never more often than this. Default 30 s. */
  minIntervalMs?: number
}

/**
 * Planner statistics for the request listing. Postgres keeps them with
 * autovacuum; PGlite has none, and without statistics the planner walks the
 * whole time index for a selective filter (a user with 50 of 100,000
 * requests: 300 ms instead of 6 ms). This runs ANALYZE when the devnet
 * starts and again whenever the request count has grown by `growthRatio`,
 * counting new requests from the status events (no count(*)).
 */
export class StatisticsKeeper {
  private knownRows = 0
  private newRows = 0
  private lastRun = 0
  private running: Promise<void> | undefined
  private unsubscribe: (() => void) | undefined

  constructor(
    private readonly store: DevnetStore,
    private readonly options: StatisticsKeeperOptions = {},
  ) {}

  /** Analyzes now (when there are requests), then follows the growth. */
  async start(): Promise<void> {
    this.unsubscribe = this.store.onStatusChange((change) => {
      if (change.status !== 'waiting') return
      this.newRows++
      if (this.due()) void this.refresh()
    })
    // Statistics are not kept across restarts reliably and are cheap to take again: always start with fresh ones.
    if (await this.store.hasRequests()) await this.refresh()
  }

  stop(): Promise<void> {
    this.unsubscribe?.()
    return this.running ?? Promise.resolve()
  }

  /** Runs ANALYZE on the listing's tables (one at a time; a second call while one runs waits for it). */
  refresh(): Promise<void> {
    this.running ??= (async () => {
      try {
        this.knownRows = Math.max(0, await this.store.statistics.analyze())
        this.newRows = 0
      } catch {
        // A closed store at shutdown; the next start analyzes again.
      } finally {
        this.lastRun = Date.now()
        this.running = undefined
      }
    })()
    return this.running
  }

  private threshold(): number {
    return Math.max(this.options.minNewRows ?? 50, this.knownRows * (this.options.growthRatio ?? 0.2))
  }

  private due(): boolean {
    return (
      !this.running &&
      this.newRows > this.threshold() &&
      Date.now() - this.lastRun >= (this.options.minIntervalMs ?? 30_000)
    )
  }
}
