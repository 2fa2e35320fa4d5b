import type { StatusResponse } from '../../api/schemas/status'

/** A transaction the person sent: `hash` is 0x-hex on an EVM chain, a base58 signature on Solana. */
export type SentTransaction = { chainId: number; hash: string; stepId: string }

/**
 * `awaiting-signature`: a transaction to confirm in the wallet; `awaiting-message-signature`:
 * a message to sign (no transaction, no gas); `posting-signature`: the signature is on its way to the service.
 */
export type StepPhase =
  | 'switching-chain'
  | 'awaiting-signature'
  | 'awaiting-message-signature'
  | 'posting-signature'
  | 'confirming'
  | 'tracking'

/** Snapshot reported after every change, so a UI can render the whole journey from it. */
export type StepProgress = {
  phase: StepPhase
  stepIndex: number
  itemIndex: number
  requestId: string | undefined
  transactions: SentTransaction[]
  status: StatusResponse | undefined
  /** Set while status checks fail; cleared by the next good answer. */
  trackingError: Error | undefined
  /**
   * Steps `stepIndex..lastStepIndex` go to the wallet as one batch (EIP-5792): one confirmation for all; `id` once
   * the wallet has it (a reload picks the batch up by it); `longWait` once it has been pending a while (a Safe waits
   * for its other owners' signatures).
   */
  batch?: { chainId: number; lastStepIndex: number; id?: string; longWait?: boolean }
  /**
   * The transaction sent at `stepIndex` is still unknown to the chain a while after the wallet gave its hash: the
   * wallet has not sent it (a Safe answers its own hash and sends once enough owners have signed).
   */
  unseen?: boolean
  /** The wallet said it batches, then would not: the transactions are confirmed one by one. */
  batchRefused?: boolean
}

/** How a run of the steps ended: the request's final status, with the transactions that led there. */
export type TransferOutcome = {
  requestId: string | undefined
  transactions: SentTransaction[]
  status: StatusResponse
}
