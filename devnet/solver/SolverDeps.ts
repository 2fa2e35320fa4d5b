import type { ChainSender } from '../chains/ChainSender'
import type { DevnetChain, DevnetContext } from '../DevnetContext'

/** What the parts of the solver share; `Reads` names the parts of the context one of them reads. */
export interface SolverDeps<Reads extends keyof DevnetContext> {
  context: Pick<DevnetContext, Reads>
  /** The sender of the solver's transactions on a chain (throws for a chain the devnet does not run). */
  sender(chainId: number): ChainSender
  chain(chainId: number): DevnetChain
  /** Aborted when the solver stops: no new work starts, a held fill is let go. */
  stopping: AbortSignal
}
