import { FaultBook } from './FaultBook'

/**
 * The solver's knobs, moved by the `/devnet/*` admin endpoints at run time
 * (in memory; a restart goes back to the defaults).
 */
export class SolverControl {
  /** Every fill waits this long after its re-validation, before its transaction. */
  fillDelayMs = 0
  /** Per-request holds, overriding `fillDelayMs`. */
  readonly requestDelays = new Map<string, number>()
  /** The most one fill may be worth, in micro-USD of the input; above it: SOLVER_CAPACITY_EXCEEDED (and INSUFFICIENT_LIQUIDITY at quote time). */
  capacityUsdMicros = 2_000_000n * 1_000_000n
  /** Requests whose fill is being held right now. */
  readonly holding = new Set<string>()
  readonly faults = new FaultBook()

  delayFor(requestId: string): number {
    return this.requestDelays.get(requestId.toLowerCase()) ?? this.fillDelayMs
  }
}
