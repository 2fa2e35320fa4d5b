import { ApiError } from '../../api/ApiError'
import type { DepositAddressReindexAnswer, TransactionsIndexAnswer } from '../../api/schemas/depositAddresses'
import type { StatusResponse } from '../../api/schemas/status'

/** A deposit waiting this long past what the quote expected (and at least this long) is overdue. */
export const DEPOSIT_OVERDUE_MIN_MS = 20_000
/** How long Ferry watches the request after the service was asked to look, for it to leave `waiting`. */
export const DEPOSIT_CHECK_FOLLOW_MS = 15_000
/** How often the request's status is read meanwhile. */
const DEPOSIT_CHECK_POLL_MS = 1_000

/** What the person asks the service to look at: a transaction (pasted, or the wallet's own), or the deposit address. */
export type DepositCheckInput =
  | { kind: 'transaction'; txHash: string; chainId: number }
  | { kind: 'address'; depositAddress: string; chainId: number }

/**
 * What came of it. `followed`: the service now follows the deposit (the request left `waiting`, or names the hash);
 * `taking-up`: it found funds on the deposit address and takes them up; `no-transaction`: the chain has no such
 * transaction (another chain, a mistyped hash, or not confirmed yet); `no-deposit`: the transaction is there but pays
 * nothing into this transfer (another address, another transfer); `nothing-at-address`: nothing on the deposit address;
 * `unknown-address`: the service does not know that deposit address; `failed`: the service could not look.
 */
export type DepositCheckOutcome =
  | { kind: 'followed' | 'taking-up' | 'no-transaction' | 'no-deposit' | 'nothing-at-address' | 'unknown-address' }
  | { kind: 'failed'; message: string }

/** The service calls a check makes (`POST /transactions/index`, `/transactions/deposit-address/reindex`, the status). */
export type DepositCheckCalls = {
  index: (args: { txHash: string; chainId: number; signal?: AbortSignal }) => Promise<TransactionsIndexAnswer>
  reindex: (args: {
    depositAddress: string
    chainId: number
    signal?: AbortSignal
  }) => Promise<DepositAddressReindexAnswer>
  readStatus: (signal?: AbortSignal) => Promise<StatusResponse>
}

/**
 * "I paid, why does nothing happen?": asks the service to look at the deposit (a transaction by its hash, or the
 * deposit address again), then watches the request for up to `followMs` for the service to take it up, and says
 * what came of it.
 */
export async function checkDeposit(args: {
  input: DepositCheckInput
  calls: DepositCheckCalls
  signal?: AbortSignal
  followMs?: number
  pollMs?: number
}): Promise<DepositCheckOutcome> {
  const { input, calls, signal } = args
  let triggered = 0
  try {
    if (input.kind === 'transaction') await calls.index({ txHash: input.txHash, chainId: input.chainId, signal })
    else {
      const answer = await calls.reindex({ depositAddress: input.depositAddress, chainId: input.chainId, signal })
      triggered = answer.triggeredCurrencies.length
    }
  } catch (error) {
    if (signal?.aborted) throw error
    if (error instanceof ApiError && error.status === 404)
      return { kind: input.kind === 'transaction' ? 'no-transaction' : 'unknown-address' }
    return { kind: 'failed', message: error instanceof Error ? error.message : String(error) }
  }
  const hash = input.kind === 'transaction' ? input.txHash.toLowerCase() : undefined
  const deadline = Date.now() + (args.followMs ?? DEPOSIT_CHECK_FOLLOW_MS)
  for (;;) {
    const status = await calls.readStatus(signal).catch(() => undefined)
    if (status && takenUp(status, hash)) return { kind: 'followed' }
    if (Date.now() >= deadline) break
    await sleep(args.pollMs ?? DEPOSIT_CHECK_POLL_MS, signal)
  }
  if (input.kind === 'transaction') return { kind: 'no-deposit' }
  return { kind: triggered > 0 ? 'taking-up' : 'nothing-at-address' }
}

/** The service has the deposit: the request moved on from `waiting`, or names the transaction among its deposits. */
function takenUp(status: StatusResponse, hash: string | undefined): boolean {
  if (status.status !== 'waiting' && status.status !== 'unknown') return true
  return hash !== undefined && status.inTxHashes.some((h) => h.toLowerCase() === hash)
}

/**
 * Whether a transfer has waited for its deposit longer than expected: still `waiting`, `since` (when it was quoted or
 * its deposit sent) longer ago than twice the quote's time estimate, and at least `DEPOSIT_OVERDUE_MIN_MS`.
 */
export function depositOverdue(args: {
  status: string | undefined
  since: number
  now: number
  timeEstimateSeconds?: number | null
}): boolean {
  return args.status === 'waiting' && args.now >= overdueAt(args)
}

/** When a transfer stops waiting, by `depositOverdue`'s rule: the moment to offer the check. */
export function overdueAt(args: { since: number; timeEstimateSeconds?: number | null }): number {
  return args.since + Math.max(DEPOSIT_OVERDUE_MIN_MS, 2 * 1000 * (args.timeEstimateSeconds ?? 0))
}

/** A transaction hash as pasted, tidied, if it can be one on a chain of this VM (EVM: 0x and 32 bytes; Solana: base58). */
export function readTxHash(text: string, vmType: string | undefined): string | undefined {
  const trimmed = text.trim()
  if (vmType === 'svm') return /^[1-9A-HJ-NP-Za-km-z]{64,90}$/.test(trimmed) ? trimmed : undefined
  const hex = trimmed.startsWith('0x') || trimmed.startsWith('0X') ? trimmed.slice(2) : trimmed
  return /^[0-9a-fA-F]{64}$/.test(hex) ? `0x${hex.toLowerCase()}` : undefined
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(signal.reason)
      },
      { once: true },
    )
  })
}
