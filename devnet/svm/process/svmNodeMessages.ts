/** What the devnet asks the SVM's process (each with an `id` its answer echoes). */
export type SvmNodeRequest =
  | { id: number; op: 'rpc'; body: string }
  | { id: number; op: 'state' }
  | { id: number; op: 'fund'; address: string; sol?: bigint; usdc?: bigint }
  | { id: number; op: 'stop' }

/** The first thing the devnet sends (once the process said `loaded`): the snapshot to open the chain from. */
export interface SvmNodeOpen {
  op: 'open'
  snapshotPath: string
}

/** The chain's state for `GET /devnet/solana`. */
export interface SvmNodeState {
  height: number
  latestBlockhash: string
  transactions: number
}

/** An address's balances after the faucet (`POST /devnet/faucet`), in base units. */
export interface SvmFundedBalances {
  sol: string
  usdc: string
}

/** What the SVM's process sends back: loaded (waiting for `open`) and ready once each, answers, its log lines. */
export type SvmNodeMessage =
  | { kind: 'loaded' }
  | { kind: 'ready' }
  | { kind: 'answer'; id: number; value: unknown }
  | { kind: 'failure'; id: number; message: string; jsonRpc?: { code: number; message: string } }
  | { kind: 'log'; level: 'info' | 'warn' | 'error'; message: string }
