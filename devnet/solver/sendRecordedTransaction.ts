import type { Address, Hex, TransactionReceipt } from 'viem'
import type { ChainSender, SignedTransaction } from '../chains/ChainSender'
import { TransactionRevertedError } from './TransactionRevertedError'

/** A transaction the store holds: its hash, and the signed bytes to broadcast again if the chain lost it. */
export interface RecordedTransaction {
  txHash: Hex
  raw: Hex | null
}

export interface SendRecordedTransactionArgs {
  sender: ChainSender
  /** The transaction recorded before (a restart, a retry), reused and never signed a second time; or what to sign. */
  transaction: RecordedTransaction | { to: Address; data?: Hex; value?: bigint }
  /** Stores the signed transaction before it is broadcast; false gives the send up (nothing is broadcast). */
  record: (signed: SignedTransaction) => Promise<boolean>
  /** Stores the mined outcome. */
  setStatus: (txHash: Hex, status: 'success' | 'failure', blockNumber: number) => Promise<void>
  /** An error signing or broadcasting a new transaction: true when handled (the send is given up), false to throw it. */
  onSendError?: (error: unknown) => Promise<boolean>
  /** Told once a new transaction is recorded and broadcast. */
  onSent?: (signed: SignedTransaction) => void
}

/**
 * Sends one of the solver's payments so that a restart never pays twice:
 * the recorded transaction is reused (and broadcast again when the chain does
 * not know it), otherwise a new one is signed, recorded, then broadcast. Waits
 * for the receipt and stores its outcome. Returns undefined when the send was
 * given up; throws TransactionRevertedError when it was mined and reverted.
 */
export async function sendRecordedTransaction(
  args: SendRecordedTransactionArgs,
): Promise<{ txHash: Hex; receipt: TransactionReceipt } | undefined> {
  const { sender, transaction } = args
  let tx: RecordedTransaction
  if ('txHash' in transaction) {
    tx = transaction
  } else {
    let signed: SignedTransaction | undefined
    try {
      signed = await sender.submit(transaction, args.record)
    } catch (error) {
      if (args.onSendError && (await args.onSendError(error))) return undefined
      throw error
    }
    if (!signed) return undefined
    args.onSent?.(signed)
    tx = { txHash: signed.hash, raw: signed.raw }
  }
  const receipt = await receiptOf(sender, tx)
  await args.setStatus(tx.txHash, receipt.status === 'success' ? 'success' : 'failure', Number(receipt.blockNumber))
  if (receipt.status !== 'success') throw new TransactionRevertedError(tx.txHash, sender.chain.id)
  return { txHash: tx.txHash, receipt }
}

/** The receipt of a recorded transaction, rebroadcasting it first if the chain does not know it (a crash between record and send). */
async function receiptOf(sender: ChainSender, tx: RecordedTransaction): Promise<TransactionReceipt> {
  const found = await sender.findReceipt(tx.txHash)
  if (found) return found
  if (tx.raw) await sender.rebroadcast(tx.raw)
  return sender.waitForReceipt(tx.txHash)
}
