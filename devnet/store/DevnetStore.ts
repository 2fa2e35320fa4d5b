import type { PGlite } from '@electric-sql/pglite'
import type { RequestRecordBody as RequestRecordWire, RequestStatus } from '../../src/api/schemas'
import { type AppFeeAccrual, AppFeesTable } from './AppFeesTable'
import { applyTransition, type TransitionOptions } from './applyTransition'
import { type DepositAddress, DepositAddressesTable } from './DepositAddressesTable'
import { type DepositEvent, DepositsTable, type StoredDeposit } from './DepositsTable'
import { FastFillStore } from './FastFillStore'
import { insertNewRequest } from './insertNewRequest'
import { type ListRequestsPage, type ListRequestsQuery, listRequests } from './listRequests'
import { type LoadRequestRecordsOptions, loadRequestRecords } from './loadRequestRecords'
import { type OpenDatabaseOptions, openDatabase } from './openDatabase'
import { PayoutsTable } from './PayoutsTable'
import { PlannerStatistics } from './PlannerStatistics'
import { RecoveryTable } from './RecoveryTable'
import { RequestsTable } from './RequestsTable'
import { RequestTransactions } from './RequestTransactions'
import { type DepositDecision, type RecordedDeposit, recordDepositEvent } from './recordDepositEvent'
import type { NewRequest, RequestInsert, RequestRecord } from './requestRecord'
import { ScanCheckpointsTable } from './ScanCheckpointsTable'
import { SolverCursorsTable } from './SolverCursorsTable'
import { type ChargeOutcome, type Sponsor, SponsorsTable } from './SponsorsTable'
import { type StatusChangeListener, StatusChangePublisher } from './StatusChangePublisher'
import { type StatusHistoryEntry, StatusHistoryTable } from './StatusHistoryTable'
import { TokenBuysTable } from './TokenBuysTable'
import { type TransactionInsert, TransactionsTable } from './TransactionsTable'
import { WebhookEndpointsTable } from './WebhookEndpointsTable'
import { WebhookOutboxTable } from './WebhookOutboxTable'

/** A request as it ended, with its transactions and history (seeding; see seedRequestRecords). */
export interface FinishedRecord {
  request: RequestInsert
  transactions: (TransactionInsert & { requestId: string; createdAt: number })[]
  history: (StatusHistoryEntry & { requestId: string })[]
}

/**
 * The devnet's request store: an embedded Postgres (PGlite) persisted in a directory. It is the source of truth for
 * the solver: a status only moves by compare-and-set, so a restart or a second look at a deposit never fills twice.
 * Every SQL statement of the devnet lives in this folder: the methods here write what must be published as a status
 * change; the table groups below serve the rest (payouts, webhooks, transaction details, statistics).
 */
export class DevnetStore {
  /** `solver_payouts`: app fees and excess refunds paid after a fill. */
  readonly payouts: PayoutsTable
  /** Deposit addresses, what arrived on them and their sweeps, the watcher's cursors (migration 5). */
  readonly depositAddresses: DepositAddressesTable
  /** `webhook_endpoints`: one endpoint per API key. */
  readonly webhookEndpoints: WebhookEndpointsTable
  /** Webhook deliveries, their attempts and the outbox cursor. */
  readonly webhookOutbox: WebhookOutboxTable
  /** Planner statistics of the listing's tables. */
  readonly statistics: PlannerStatistics
  /** Sponsor balances, their ledger and each request's fee sponsorship (reads; moves go through the methods below). */
  readonly sponsors: SponsorsTable
  /** What crash recovery reads and marks: recorded solver transactions, observed deposits (status moves go through `transition`). */
  readonly recovery: RecoveryTable
  /** The hashes of the blocks the block scanners moved their cursors to (migration 8). */
  readonly scanCheckpoints: ScanCheckpointsTable
  /** The last block each chain's Deposit events are all recorded up to (the solver's cursor), by chain id. */
  readonly cursors: SolverCursorsTable
  /** App fee balances and claims (migration 9); accruals go through `accrueAppFees`. */
  readonly appFees: AppFeesTable
  /** A request's deposits, fills and refunds: recorded once each, their status, their fee and block time. */
  readonly transactions: RequestTransactions
  /** What was bought lately, by token (`GET /currencies/trending`). */
  readonly tokenBuys: TokenBuysTable
  /** Fast fills and the deposits short of their confirmations (migration 11); publishes its status changes. */
  readonly fastFills: FastFillStore
  private readonly requests: RequestsTable
  private readonly history: StatusHistoryTable
  private readonly deposits: DepositsTable
  private readonly publisher = new StatusChangePublisher()

  private constructor(private readonly db: PGlite) {
    this.payouts = new PayoutsTable(db)
    this.depositAddresses = new DepositAddressesTable(db)
    this.webhookEndpoints = new WebhookEndpointsTable(db)
    this.webhookOutbox = new WebhookOutboxTable(db)
    this.statistics = new PlannerStatistics(db)
    this.sponsors = new SponsorsTable(db)
    this.recovery = new RecoveryTable(db)
    this.scanCheckpoints = new ScanCheckpointsTable(db)
    this.appFees = new AppFeesTable(db)
    this.requests = new RequestsTable(db)
    this.transactions = new RequestTransactions(db)
    this.tokenBuys = new TokenBuysTable(db)
    this.fastFills = new FastFillStore(db, (change) => this.publisher.publish(change))
    this.history = new StatusHistoryTable(db)
    this.deposits = new DepositsTable(db)
    this.cursors = new SolverCursorsTable(db)
  }

  /** Opens the store in `dir` (created and migrated as needed). */
  static async open(dir: string, options: OpenDatabaseOptions = {}): Promise<DevnetStore> {
    return new DevnetStore(await openDatabase(dir, options))
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close()
  }

  /**
   * Calls `listener` with every status change after it is committed, in
   * commit order. Listeners run outside the writer's flow (a slow or throwing
   * listener never holds up or breaks the solver). Returns an unsubscribe function.
   */
  onStatusChange(listener: StatusChangeListener): () => void {
    return this.publisher.subscribe(listener)
  }

  /** A new `waiting` request, and the deposit address its quote gave out (if any), in one transaction. */
  async insertRequest(
    request: NewRequest,
    now = Date.now(),
    depositAddress?: Omit<DepositAddress, 'createdAt'>,
  ): Promise<void> {
    this.publisher.publish(
      await this.db.transaction(async (tx) => {
        const change = await insertNewRequest(tx, request, now)
        if (depositAddress) await new DepositAddressesTable(tx).insert({ ...depositAddress, createdAt: now })
        return change
      }),
    )
  }

  /** Writes finished records in one database transaction, without status events (seeding only). */
  async insertFinishedRecords(records: readonly FinishedRecord[]): Promise<void> {
    await this.db.transaction(async (tx) => {
      // Transactions before history: the history trigger snapshots a request's transaction hashes.
      await new RequestsTable(tx).insert(records.map((r) => r.request))
      await new TransactionsTable(tx).insert(records.flatMap((r) => r.transactions))
      await new StatusHistoryTable(tx).insert(records.flatMap((r) => r.history))
    })
  }

  getRequest(id: string): Promise<RequestRecord | undefined> {
    return this.requests.get(id)
  }
  listRequestsByStatus(statuses: readonly RequestStatus[]): Promise<RequestRecord[]> {
    return this.requests.listByStatus(statuses)
  }

  /** Failed requests with a deposit whose refund has neither happened nor been given up on. */
  listRefundsDue(): Promise<RequestRecord[]> {
    return this.requests.listRefundsDue()
  }

  /** Requests in `statuses` whose quote's `ttl` has run out at `now`. */
  listTtlExpired(statuses: readonly RequestStatus[], now = Date.now()): Promise<RequestRecord[]> {
    return this.requests.listTtlExpired(statuses, now)
  }

  /**
   * A gasless deposit's signature arrived: `waiting` -> `depositing` (compare-and-set, history row, status event) and
   * the signature stored with the request's permit, in one database transaction. False when no longer waiting.
   */
  async acceptPermit(requestId: string, signature: string, now = Date.now()): Promise<boolean> {
    const id = requestId.toLowerCase()
    const change = await this.db.transaction(async (tx) => {
      const moved = await applyTransition(tx, id, { from: ['waiting'], to: 'depositing', at: now })
      if (moved) await new RequestsTable(tx).setPermitSignature(id, signature)
      return moved
    })
    this.publisher.publish(change)
    return change !== undefined
  }

  /** Filled requests whose payouts have not been settled yet, oldest first. */
  listUnsettled(limit = 50): Promise<string[]> {
    return this.requests.listUnsettled(limit)
  }

  /** Adds a filled request's app fees to their recipients' balances, each once (AppFeesTable.accrue), in one transaction. */
  async accrueAppFees(fees: readonly AppFeeAccrual[], now = Date.now()): Promise<AppFeeAccrual[]> {
    if (fees.length === 0) return []
    return this.db.transaction((tx) => new AppFeesTable(tx).accrue(fees, now))
  }

  markSettled(requestId: string, now = Date.now()): Promise<void> {
    return this.requests.markSettled(requestId, now)
  }

  /** Requests derived from a later deposit for this one (DOUBLE_SPEND). */
  listChildRequestIds(requestId: string): Promise<string[]> {
    return this.requests.listChildIds(requestId)
  }

  hasRequests(): Promise<boolean> {
    return this.requests.hasAny()
  }

  countRequests(): Promise<number> {
    return this.requests.count()
  }

  /** One page of `GET /requests/v3` (section 4.1): the ids, and the keyset cursor of the next page. */
  listRequests(query: ListRequestsQuery): Promise<ListRequestsPage> {
    return listRequests(this.db, query)
  }

  /** Section 2.5 request records for `ids`, in that order. */
  loadRequestRecords(ids: readonly string[], options?: LoadRequestRecordsOptions): Promise<RequestRecordWire[]> {
    return loadRequestRecords(this.db, ids, options)
  }

  getStatusHistory(requestId: string): Promise<StatusHistoryEntry[]> {
    return this.history.list(requestId)
  }

  getDeposits(requestId: string): Promise<StoredDeposit[]> {
    return this.deposits.list(requestId)
  }

  /**
   * Records a Deposit event once (re-reading a block is a no-op) and applies `decide`'s verdict on the matching request
   * in the same transaction. Returns undefined when the event had been recorded before.
   */
  async recordDeposit(
    deposit: DepositEvent,
    decide: (request: RequestRecord | undefined) => DepositDecision,
    now = Date.now(),
  ): Promise<RecordedDeposit | undefined> {
    const { recorded, changes } = await this.db.transaction((tx) => recordDepositEvent(tx, deposit, decide, now))
    for (const change of changes) this.publisher.publish(change)
    return recorded
  }

  /** Compare-and-set of a request's status, with its history row. False when the request was not in `from`. */
  async transition(requestId: string, options: TransitionOptions): Promise<boolean> {
    const change = await this.db.transaction((tx) => applyTransition(tx, requestId.toLowerCase(), options))
    this.publisher.publish(change)
    return change !== undefined
  }

  /** Sets (`set`) or adds to (`fund`, may be negative) an API key's sponsor balance, with its ledger row; undefined when it would go below 0. */
  moveSponsorBalance(
    apiKey: string,
    change: { kind: 'set' | 'fund'; usdMicros: bigint },
    now = Date.now(),
  ): Promise<Sponsor | undefined> {
    return this.db.transaction((tx) => new SponsorsTable(tx).move(apiKey, change, now))
  }

  /** Charges a request's quoted fee sponsorship to its sponsor, once (SponsorsTable.charge). */
  chargeSponsorship(requestId: string, now = Date.now()): Promise<ChargeOutcome> {
    return this.db.transaction((tx) => new SponsorsTable(tx).charge(requestId, now))
  }
}
