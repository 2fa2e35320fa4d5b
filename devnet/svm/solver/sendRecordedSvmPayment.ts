import { confirmSvm, type SignedSvmPayment, type SvmRpc, SvmTransactionError, sendSignedSvm } from '../svmPayments'

/** How long one job waits for a Solana payment to confirm before it leaves it to the next try. */
const CONFIRM_TIMEOUT_MS = 30_000

/** A payment as the store keeps it: its signature, and (as `rawTx`) what is needed to send it again. */
export interface RecordedSvmPayment {
  txHash: string
  raw: string | null
}

/** `rawTx` of a Solana payment: the signed transaction and the height past which it can never land. */
export function svmRawOf(signed: SignedSvmPayment): string {
  return JSON.stringify({ wire: signed.wire, lastValidBlockHeight: signed.lastValidBlockHeight.toString() })
}

function parseRaw(raw: string | null): { wire: string; lastValidBlockHeight: bigint } | undefined {
  if (!raw) return undefined
  const parsed = JSON.parse(raw) as { wire: string; lastValidBlockHeight: string }
  return { wire: parsed.wire, lastValidBlockHeight: BigInt(parsed.lastValidBlockHeight) }
}

export type SvmPaymentOutcome =
  | { outcome: 'success'; signature: string }
  | { outcome: 'failure'; signature: string; chainError: unknown }

/**
 * Sends one of the solver's Solana payments so that a restart never pays twice, as `sendRecordedTransaction` does
 * on EVM: a recorded payment is followed (sent again as it was signed when the chain does not know it: the same
 * signature lands at most once), and signed anew only once its blockhash has expired without it landing. A new one
 * is signed, recorded, then sent. Returns undefined when `record` gave the send up; throws to be tried again later
 * when the chain has not answered in time.
 */
export async function sendRecordedSvmPayment(args: {
  rpc: SvmRpc
  recorded: RecordedSvmPayment | undefined
  sign: () => Promise<SignedSvmPayment>
  /** Stores the signed payment before it is sent; false gives the send up. */
  record: (signed: SignedSvmPayment) => Promise<boolean>
  /** `slot`: where it landed (the listing shows a transaction with one); null for one that never landed. */
  setStatus: (txHash: string, status: 'success' | 'failure', slot: number | null) => Promise<void>
  signal?: AbortSignal
}): Promise<SvmPaymentOutcome | undefined> {
  const { rpc } = args
  const previous = args.recorded && parseRaw(args.recorded.raw)
  if (args.recorded && previous) {
    const signature = args.recorded.txHash
    await sendSignedSvm(rpc, previous.wire).catch(() => undefined)
    const settled = await confirmSvm({
      rpc,
      signature,
      lastValidBlockHeight: previous.lastValidBlockHeight,
      timeoutMs: CONFIRM_TIMEOUT_MS,
      signal: args.signal,
    })
    if (settled.outcome === 'success' || settled.outcome === 'failure') return finish(args, signature, settled)
    if (settled.outcome === 'unknown') throw new Error(`Solana payment ${signature} not confirmed yet`)
    // Expired without landing: nothing was paid, so it is signed again.
    await args.setStatus(signature, 'failure', null)
  }
  const signed = await args.sign()
  if (!(await args.record(signed))) return undefined
  try {
    await sendSignedSvm(rpc, signed.wire)
  } catch (error) {
    if (error instanceof SvmTransactionError)
      return finish(args, signed.signature, {
        outcome: 'failure',
        chainError: error.chainError ?? 'Refused',
        slot: null,
      })
    throw error
  }
  const settled = await confirmSvm({
    rpc,
    signature: signed.signature,
    lastValidBlockHeight: signed.lastValidBlockHeight,
    timeoutMs: CONFIRM_TIMEOUT_MS,
    signal: args.signal,
  })
  if (settled.outcome === 'success' || settled.outcome === 'failure') return finish(args, signed.signature, settled)
  throw new Error(`Solana payment ${signed.signature} not confirmed yet (${settled.outcome})`)
}

async function finish(
  args: { setStatus: (txHash: string, status: 'success' | 'failure', slot: number | null) => Promise<void> },
  signature: string,
  settled: { outcome: 'success'; slot: number } | { outcome: 'failure'; chainError: unknown; slot: number | null },
): Promise<SvmPaymentOutcome> {
  await args.setStatus(signature, settled.outcome, settled.slot)
  return settled.outcome === 'success'
    ? { outcome: 'success', signature }
    : { outcome: 'failure', signature, chainError: settled.chainError }
}
