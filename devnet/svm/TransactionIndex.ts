import type { TransactionErrorJson } from './transactionErrorJson'

/** One processed transaction as the RPC answers for it (`getTransaction` with encoding `json`). */
export interface TransactionRecord {
  signature: string
  slot: number
  blockTime: number
  err: TransactionErrorJson | null
  /** `getSignaturesForAddress`'s `memo`: each memo as `[length] text`, joined by `; `, or null. */
  memo: string | null
  version: 'legacy' | 0
  /** `transaction` of `getTransaction`: `{ signatures, message }`. */
  transaction: Record<string, unknown>
  /** `meta` of `getTransaction`. */
  meta: Record<string, unknown>
  /** The account keys the transaction names: what `getSignaturesForAddress` finds it by. */
  accountKeys: string[]
}

/** `getSignaturesForAddress`'s window: at most `limit`, older than `before`, newer than `until` (signatures). */
export interface SignatureQuery {
  limit: number
  before?: string
  until?: string
}

/**
 * The transactions the chain processed, kept by the RPC layer as a node's ledger would be: by signature, and by
 * every account key they name. Kept with the chain's snapshot.
 */
export class TransactionIndex {
  private readonly records = new Map<string, TransactionRecord>()
  /** Signatures per account key, oldest first. */
  private readonly byAddress = new Map<string, string[]>()

  constructor(records: readonly TransactionRecord[] = []) {
    for (const record of records) this.add(record)
  }

  add(record: TransactionRecord): void {
    this.records.set(record.signature, record)
    for (const key of new Set(record.accountKeys)) {
      const list = this.byAddress.get(key)
      if (list) list.push(record.signature)
      else this.byAddress.set(key, [record.signature])
    }
  }

  /** How many transactions the chain has processed. */
  get size(): number {
    return this.records.size
  }

  get(signature: string): TransactionRecord | undefined {
    return this.records.get(signature)
  }

  /** Newest first, as the RPC lists them. */
  signaturesFor(address: string, { limit, before, until }: SignatureQuery): TransactionRecord[] {
    const list = this.byAddress.get(address) ?? []
    const found: TransactionRecord[] = []
    let started = before === undefined
    for (let i = list.length - 1; i >= 0 && found.length < limit; i--) {
      const signature = list[i]!
      if (signature === until) break
      if (!started) {
        started = signature === before
        continue
      }
      found.push(this.records.get(signature)!)
    }
    return found
  }

  /** Every record, oldest first: what a snapshot keeps. */
  toJSON(): TransactionRecord[] {
    return [...this.records.values()]
  }
}
