import { readFile } from 'node:fs/promises'
import type { DevnetLogger } from '../createLogger'
import { writeFileAtomic } from '../writeFileAtomic'
import type { LedgerState, SvmLedger } from './SvmLedger'
import type { TransactionIndex, TransactionRecord } from './TransactionIndex'

/** How long after a block the snapshot is written: a burst of transactions is one write. */
export const SVM_SAVE_DEBOUNCE_MS = 500
/**
 * The longest a save waits under steady traffic (a block at least every SVM_SAVE_DEBOUNCE_MS would otherwise put it
 * off until the stop): what a crash of the devnet process can lose of the chain.
 */
export const SVM_SAVE_MAX_DELAY_MS = 2_000

/** The file's contents: litesvm's bytes (base64), the blocks, and the RPC's transaction index, in one file. */
interface SnapshotJson {
  version: 1
  ledger: LedgerState
  svm: string
  transactions: TransactionRecord[]
}

/** What a snapshot restores. */
export interface SvmSnapshot {
  svm: Uint8Array
  ledger: LedgerState
  transactions: TransactionRecord[]
}

/**
 * The local chain's state kept across restarts, in one file so the ledger and the index never disagree. Saved
 * after each block (debounced) and on stop; saves never overlap.
 */
export class SvmSnapshotFile {
  private timer: NodeJS.Timeout | undefined
  /** When the oldest block not yet saved was made (ms); undefined when everything is saved or being saved. */
  private unsavedSince: number | undefined
  private saving: Promise<void> = Promise.resolve()
  /** The save `durable` callers wait for, not yet begun. */
  private next: Promise<void> | undefined
  private source: { ledger: SvmLedger; index: TransactionIndex } | undefined

  constructor(
    private readonly path: string,
    private readonly logger: DevnetLogger,
  ) {}

  /** The saved snapshot, or undefined when there is none (a fresh data dir). */
  async load(): Promise<SvmSnapshot | undefined> {
    let text: string
    try {
      text = await readFile(this.path, 'utf8')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined
      throw error
    }
    const json = JSON.parse(text) as SnapshotJson
    if (json.version !== 1) throw new Error(`${this.path}: unknown snapshot version ${String(json.version)}`)
    return {
      svm: new Uint8Array(Buffer.from(json.svm, 'base64')),
      ledger: json.ledger,
      transactions: json.transactions,
    }
  }

  /** What `scheduleSave` and `flush` write. */
  watch(ledger: SvmLedger, index: TransactionIndex): void {
    this.source = { ledger, index }
  }

  /** Saves soon: after `SVM_SAVE_DEBOUNCE_MS` without another block, and at most `SVM_SAVE_MAX_DELAY_MS` after the first. */
  scheduleSave(): void {
    const now = Date.now()
    this.unsavedSince ??= now
    clearTimeout(this.timer)
    const wait = Math.min(SVM_SAVE_DEBOUNCE_MS, this.unsavedSince + SVM_SAVE_MAX_DELAY_MS - now)
    this.timer = setTimeout(
      () => {
        this.timer = undefined
        this.unsavedSince = undefined
        void this.save().catch((error: unknown) => this.logger.error('saving the Solana chain failed:', error))
      },
      Math.max(0, wait),
    )
  }

  /** Saves now (a pending save included); the stop sequence's step. */
  async flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    this.unsavedSince = undefined
    await this.save()
  }

  /**
   * Resolves once everything up to now is written: what the RPC answers before it calls a block confirmed. Callers
   * that come while a save is being written share the one after it.
   */
  durable(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    this.unsavedSince = undefined
    this.next ??= this.saving
      .catch(() => {})
      .then(() => {
        this.next = undefined
        return this.save()
      })
    return this.next
  }

  private save(): Promise<void> {
    const source = this.source
    if (!source) return this.saving
    // Taken now, written in turn: a later block's save never lands before an earlier one's.
    const { bytes, state } = source.ledger.snapshot()
    const json: SnapshotJson = {
      version: 1,
      ledger: state,
      svm: Buffer.from(bytes).toString('base64'),
      transactions: source.index.toJSON(),
    }
    this.saving = this.saving.catch(() => {}).then(() => writeFileAtomic(this.path, JSON.stringify(json)))
    return this.saving
  }
}
