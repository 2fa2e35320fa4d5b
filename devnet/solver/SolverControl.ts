import { FaultBook } from './FaultBook'

/**
 * The solver's knobs, moved by the `/devnet/*` admin endpoints at run time
 * (in memory; a restart goes back to the defaults).
 */
export class SolverControl {
  /** Every fill waits this long after its re-validation, before its transaction. */
  private globalDelayMs = 0
  /** Per-request holds, overriding `fillDelayMs`. */
  readonly requestDelays = new Map<string, number>()
  /** The most one fill may be worth, in micro-USD of the input; above it: SOLVER_CAPACITY_EXCEEDED (and INSUFFICIENT_LIQUIDITY at quote time). */
  capacityUsdMicros = 2_000_000n * 1_000_000n
  /** Routes the service does not take now, as `origin:destination` chain ids (`routeKey`): `enabled: false` in `GET /config/v2`, 400 UNSUPPORTED_ROUTE for a quote. */
  readonly closedRoutes = new Set<string>()
  /** Chains `GET /chains/health` says are not healthy (besides a node that does not answer): `POST /devnet/solver` `unhealthyChains`. */
  readonly unhealthyChains = new Set<number>()
  /**
   * Senders whose deposits the block scans pass over (`POST /devnet/solver` `overlookDepositsFrom`), depository
   * deposits and payments to deposit addresses alike, as a service that missed them: only
   * `POST /transactions/index` or `/transactions/deposit-address/reindex` records them then. Lowercase.
   */
  readonly overlookedSenders = new Set<string>()
  /**
   * Per request, how many blocks its deposit needs (its own included) before the solver counts it (`POST
   * /devnet/solver` `requestId` + `depositConfirmations`); 1, at once, for every other request. Until then the
   * request waits with its deposit seen, which only a fast fill (`POST /fast-fill`) fills early.
   */
  readonly depositConfirmations = new Map<string, number>()
  /** Requests whose fill is being held right now. */
  readonly holding = new Set<string>()
  readonly faults = new FaultBook()
  private readonly delayListeners = new Set<() => void>()

  /** Whether a block scan passes over a deposit from `sender`. */
  overlooks(sender: string): boolean {
    return this.overlookedSenders.has(sender.toLowerCase())
  }

  /** The blocks `requestId`'s deposit needs before it is counted. */
  confirmationsFor(requestId: string): number {
    return this.depositConfirmations.get(requestId.toLowerCase()) ?? 1
  }

  get fillDelayMs(): number {
    return this.globalDelayMs
  }

  /** Sets every fill's delay; holds under way are re-timed from their start (0 lets them go now). */
  set fillDelayMs(ms: number) {
    this.globalDelayMs = ms
    this.delaysChanged()
  }

  /** Sets one request's delay; its hold, if under way, is re-timed from its start (0 lets it go now). */
  setRequestDelay(requestId: string, ms: number): void {
    this.requestDelays.set(requestId.toLowerCase(), ms)
    this.delaysChanged()
  }

  delayFor(requestId: string): number {
    return this.requestDelays.get(requestId.toLowerCase()) ?? this.globalDelayMs
  }

  /** Called after any delay changes, so that a hold under way can read its delay again. */
  onDelaysChanged(listener: () => void): () => void {
    this.delayListeners.add(listener)
    return () => this.delayListeners.delete(listener)
  }

  private delaysChanged(): void {
    for (const listener of this.delayListeners) listener()
  }
}

/** The key of a route in `SolverControl.closedRoutes`. */
export function routeKey(originChainId: number, destinationChainId: number): string {
  return `${originChainId}:${destinationChainId}`
}
