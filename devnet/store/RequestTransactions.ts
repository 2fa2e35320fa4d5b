import type { PGlite } from '@electric-sql/pglite'
import type { RequestStatus } from '../../src/api/schemas'
import { RequestsTable } from './RequestsTable'
import {
  type RequestTransaction,
  type TransactionDetails,
  type TransactionKey,
  type TransactionStatus,
  TransactionsTable,
} from './TransactionsTable'

/**
 * The store's job of a request's transactions (`DevnetStore.transactions`): the deposits, fills and refunds the
 * solver sends, each recorded once (a second record of the same hash is a no-op), their status as the chain mines
 * them, and their fee and block time read afterwards. None of it is a status change, so none is published.
 */
export class RequestTransactions {
  private readonly table: TransactionsTable

  constructor(private readonly db: PGlite) {
    this.table = new TransactionsTable(db)
  }

  list(requestId: string): Promise<RequestTransaction[]> {
    return this.table.list(requestId)
  }

  async add(
    requestId: string,
    transaction: Omit<RequestTransaction, 'requestId' | 'createdAt'>,
    now = Date.now(),
  ): Promise<void> {
    await this.table.insert([{ ...transaction, requestId, createdAt: now }], { ignoreDuplicates: true })
  }

  /** Records a transaction only while the request is in one of `statuses` (checked in the same database transaction). */
  async addWhile(
    requestId: string,
    statuses: readonly RequestStatus[],
    transaction: Omit<RequestTransaction, 'requestId' | 'createdAt'>,
    now = Date.now(),
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const request = await new RequestsTable(tx).get(requestId)
      if (!request || !statuses.includes(request.status)) return false
      await new TransactionsTable(tx).insert([{ ...transaction, requestId: request.id, createdAt: now }], {
        ignoreDuplicates: true,
      })
      return true
    })
  }

  setStatus(key: TransactionKey, status: TransactionStatus, blockNumber: number | null): Promise<void> {
    return this.table.setStatus(key, status, blockNumber)
  }

  /** Mined transactions whose fee and block time have not been read yet (of `requestIds` only, when given). */
  listMissingDetails(requestIds?: readonly string[]): Promise<TransactionKey[]> {
    return this.table.listMissingDetails(requestIds)
  }

  setDetails(key: TransactionKey, details: TransactionDetails, now = Date.now()): Promise<void> {
    return this.table.setDetails(key, details, now)
  }
}
