import { createHash } from 'node:crypto'
import { cp, mkdir, readFile, rename, rm, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, type Transaction } from '@electric-sql/pglite'
import type { RequestStatus } from '../../src/api/schemas'
import { storeMigrations } from './storeMigrations'

export interface NewRequest {
  id: string
  apiKey: string | null
  operation: string
  tradeType: string
  user: string
  recipient: string
  refundTo: string | null
  referrer: string | null
  originChainId: number
  destinationChainId: number
  currencyIn: { address: string; symbol: string }
  currencyOut: { address: string; symbol: string }
  amountIn: bigint
  amountOut: bigint
  amountInUsd: string
  /** Unix seconds, compared with the deposit's block timestamp. */
  deadline: number
  quoteRequest: unknown
  quoteResponse: unknown
  /** What the solver must deliver and re-validate (solver/FillPlan.ts), as JSON. */
  fillPlan?: unknown
  /** Set on a request derived from another one's deposit (a second deposit: DOUBLE_SPEND). */
  parentRequestId?: string | null
}

export interface RequestRecord extends NewRequest {
  status: RequestStatus
  failReason: string
  refundFailReason: string
  createdAt: number
  updatedAt: number
  fillPlan: unknown
  parentRequestId: string | null
  /** The status endpoint's `details`: context of a failure (failed call data, decoded revert), or null. */
  details: unknown
  /** When the payouts after a fill (app fees, excess refund) were done; null before. */
  settledAt: number | null
}

export type TransactionKind = 'deposit' | 'fill' | 'refund'
export type TransactionStatus = 'pending' | 'success' | 'failure'

export interface RequestTransaction {
  requestId: string
  kind: TransactionKind
  chainId: number
  txHash: string
  rawTx: string | null
  status: TransactionStatus
  blockNumber: number | null
  createdAt: number
}

export interface StatusHistoryEntry {
  status: RequestStatus
  failReason: string
  refundFailReason: string
  txHash: string | null
  at: number
}

export interface DepositEvent {
  chainId: number
  txHash: string
  logIndex: number
  blockNumber: number
  blockTimestamp: number
  depositId: string
  depositor: string
  token: string
  amount: bigint
}

export interface StoredDeposit extends DepositEvent {
  requestId: string | null
  outcome: string
}

/** What the solver decided about a deposit, applied atomically with recording it. */
export interface DepositDecision {
  /** Free-form label kept on the deposit row: matched, refund_due, unknown_request, duplicate. */
  outcome: string
  transition?: { to: RequestStatus; failReason?: string; details?: unknown }
  /**
   * A request created for this deposit (an orphan deposit, or a second deposit
   * for a request that already has one). It is inserted as `waiting`, the
   * deposit is tied to it instead of the request its id names, and
   * `transition` applies to it.
   */
  derived?: NewRequest
}

export interface TransitionOptions {
  /** Only move when the request is in one of these statuses (compare-and-set). */
  from: readonly RequestStatus[]
  to: RequestStatus
  failReason?: string
  refundFailReason?: string
  /** Shown in the history row. */
  txHash?: string
  /** Recorded in the same database transaction as the status change. */
  transaction?: Omit<RequestTransaction, 'requestId' | 'createdAt'>
  /** Replaces the request's status `details` (kept as they were when absent). */
  details?: unknown
  at?: number
}

/** A committed status change, as `onStatusChange` listeners see it. */
export interface StatusChange {
  /** `request_status_history.seq`: increases with every change, in commit order. */
  seq: number
  requestId: string
  status: RequestStatus
  failReason: string
  refundFailReason: string
  /** The transaction the history row names, if any. */
  txHash: string | null
  /** Origin deposits, then fills and refunds, as they were at this change. */
  inTxHashes: string[]
  txHashes: string[]
  originChainId: number
  destinationChainId: number
  /** ms; the request's `updatedAt`. */
  at: number
}

export type StatusChangeListener = (change: StatusChange) => void | Promise<unknown>

type Queryable = Pick<Transaction, 'query'>

export interface OpenStoreOptions {
  /** Where a migrated, empty database is kept to copy from, so a fresh data dir skips initdb (~3 s). */
  templateCacheDir?: string
}

const here = dirname(fileURLToPath(import.meta.url))
const DEFAULT_TEMPLATE_CACHE_DIR = resolve(here, '../../node_modules/.cache/ferry-pglite')

/**
 * The devnet's request store: an embedded Postgres (PGlite) persisted in a
 * directory. It is the source of truth for the solver: a status only moves by
 * compare-and-set, so a restart or a second look at a deposit never fills twice.
 */
export class DevnetStore {
  private readonly statusListeners = new Set<StatusChangeListener>()
  private readonly unpublished: StatusChange[] = []
  private publishing = false

  private constructor(private readonly db: PGlite) {}

  /** The database, for read models kept in their own modules (request listing, events). */
  get database(): PGlite {
    return this.db
  }

  /**
   * Calls `listener` with every status change after it is committed, in
   * commit order. Listeners run outside the writer's flow (a slow or throwing
   * listener never holds up or breaks the solver). Returns an unsubscribe function.
   */
  onStatusChange(listener: StatusChangeListener): () => void {
    this.statusListeners.add(listener)
    return () => this.statusListeners.delete(listener)
  }

  private publish(change: StatusChange | undefined): void {
    if (!change) return
    this.unpublished.push(change)
    if (this.publishing) return
    this.publishing = true
    setImmediate(() => {
      this.publishing = false
      for (const next of this.unpublished.splice(0).sort((a, b) => a.seq - b.seq)) {
        for (const listener of this.statusListeners) {
          try {
            const result = listener(next)
            if (result && typeof result.catch === 'function')
              result.catch((error: unknown) => console.error('status change listener failed:', error))
          } catch (error) {
            console.error('status change listener failed:', error)
          }
        }
      }
    })
  }

  static async open(dir: string, options: OpenStoreOptions = {}): Promise<DevnetStore> {
    const exists = await stat(join(dir, 'PG_VERSION')).then(
      () => true,
      () => false,
    )
    if (!exists) await copyTemplate(dir, options.templateCacheDir ?? DEFAULT_TEMPLATE_CACHE_DIR)
    const db = await PGlite.create(dir)
    await migrate(db)
    return new DevnetStore(db)
  }

  async close(): Promise<void> {
    if (!this.db.closed) await this.db.close()
  }

  async insertRequest(request: NewRequest, now = Date.now()): Promise<void> {
    const change = await this.db.transaction((tx) => insertRequestRow(tx, request, now))
    this.publish(change)
  }

  async getRequest(id: string): Promise<RequestRecord | undefined> {
    const { rows } = await this.db.query<RequestRow>('SELECT * FROM requests WHERE id = $1', [id.toLowerCase()])
    return rows[0] && toRequestRecord(rows[0])
  }

  async listRequestsByStatus(statuses: readonly RequestStatus[]): Promise<RequestRecord[]> {
    const { rows } = await this.db.query<RequestRow>(
      'SELECT * FROM requests WHERE status = ANY($1) ORDER BY created_at',
      [statuses],
    )
    return rows.map(toRequestRecord)
  }

  /** Failed requests whose refund has neither happened nor been given up on. */
  async listRefundsDue(): Promise<RequestRecord[]> {
    const { rows } = await this.db.query<RequestRow>(
      `SELECT * FROM requests WHERE status = 'failure' AND refund_fail_reason = 'N/A' ORDER BY created_at`,
    )
    return rows.map(toRequestRecord)
  }

  async getTransactions(requestId: string): Promise<RequestTransaction[]> {
    const { rows } = await this.db.query<TransactionRow>(
      'SELECT * FROM request_transactions WHERE request_id = $1 ORDER BY created_at, kind',
      [requestId.toLowerCase()],
    )
    return rows.map(toTransaction)
  }

  async getStatusHistory(requestId: string): Promise<StatusHistoryEntry[]> {
    const { rows } = await this.db.query<{
      status: RequestStatus
      fail_reason: string
      refund_fail_reason: string
      tx_hash: string | null
      at: number
    }>(
      'SELECT status, fail_reason, refund_fail_reason, tx_hash, at FROM request_status_history WHERE request_id = $1 ORDER BY seq',
      [requestId.toLowerCase()],
    )
    return rows.map((r) => ({
      status: r.status,
      failReason: r.fail_reason,
      refundFailReason: r.refund_fail_reason,
      txHash: r.tx_hash,
      at: Number(r.at),
    }))
  }

  async getDeposits(requestId: string): Promise<StoredDeposit[]> {
    const { rows } = await this.db.query<DepositRow>(
      'SELECT * FROM deposits WHERE request_id = $1 ORDER BY block_number, log_index',
      [requestId.toLowerCase()],
    )
    return rows.map(toDeposit)
  }

  /**
   * Records a Deposit event once (re-reading a block is a no-op) and applies
   * `decide`'s verdict on the matching request in the same transaction.
   * Returns undefined when the event had been recorded before.
   */
  async recordDeposit(
    deposit: DepositEvent,
    decide: (request: RequestRecord | undefined) => DepositDecision,
    now = Date.now(),
  ): Promise<{ decision: DepositDecision; request: RequestRecord | undefined } | undefined> {
    let change: StatusChange | undefined
    let derivedChange: StatusChange | undefined
    const result = await this.db.transaction(async (tx) => {
      const inserted = await tx.query(
        `INSERT INTO deposits (chain_id, tx_hash, log_index, block_number, block_timestamp, deposit_id, depositor, token, amount, outcome, created_at)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,'new',$10) ON CONFLICT DO NOTHING RETURNING tx_hash`,
        [
          deposit.chainId,
          deposit.txHash.toLowerCase(),
          deposit.logIndex,
          deposit.blockNumber,
          deposit.blockTimestamp,
          deposit.depositId.toLowerCase(),
          deposit.depositor.toLowerCase(),
          deposit.token.toLowerCase(),
          deposit.amount.toString(),
          now,
        ],
      )
      if (inserted.rows.length === 0) return undefined

      const { rows } = await tx.query<RequestRow>('SELECT * FROM requests WHERE id = $1', [
        deposit.depositId.toLowerCase(),
      ])
      const named = rows[0] && toRequestRecord(rows[0])
      const decision = decide(named)
      let request = named
      if (decision.derived) {
        derivedChange = await insertRequestRow(tx, decision.derived, now)
        const derived = await tx.query<RequestRow>('SELECT * FROM requests WHERE id = $1', [
          decision.derived.id.toLowerCase(),
        ])
        request = derived.rows[0] && toRequestRecord(derived.rows[0])
      }
      await tx.query(
        'UPDATE deposits SET outcome = $1, request_id = $2 WHERE chain_id = $3 AND tx_hash = $4 AND log_index = $5',
        [decision.outcome, request?.id ?? null, deposit.chainId, deposit.txHash.toLowerCase(), deposit.logIndex],
      )
      if (!request) return { decision, request }

      await insertTransaction(
        tx,
        request.id,
        {
          kind: 'deposit',
          chainId: deposit.chainId,
          txHash: deposit.txHash,
          rawTx: null,
          status: 'success',
          blockNumber: deposit.blockNumber,
        },
        now,
      )
      if (decision.transition) {
        change = await applyTransition(tx, request.id, {
          from: [request.status],
          to: decision.transition.to,
          failReason: decision.transition.failReason,
          details: decision.transition.details,
          txHash: deposit.txHash,
          at: now,
        })
      } else {
        await tx.query('UPDATE requests SET updated_at = $2 WHERE id = $1', [request.id, now])
      }
      const after = await tx.query<RequestRow>('SELECT * FROM requests WHERE id = $1', [request.id])
      return { decision, request: after.rows[0] && toRequestRecord(after.rows[0]) }
    })
    this.publish(derivedChange)
    this.publish(change)
    return result
  }

  /** Compare-and-set of a request's status, with its history row. False when the request was not in `from`. */
  async transition(requestId: string, options: TransitionOptions): Promise<boolean> {
    const change = await this.db.transaction((tx) => applyTransition(tx, requestId.toLowerCase(), options))
    this.publish(change)
    return change !== undefined
  }

  async addTransaction(
    requestId: string,
    transaction: Omit<RequestTransaction, 'requestId' | 'createdAt'>,
    now = Date.now(),
  ): Promise<void> {
    await insertTransaction(this.db, requestId.toLowerCase(), transaction, now)
  }

  async setTransactionStatus(
    key: { requestId: string; kind: TransactionKind; chainId: number; txHash: string },
    status: TransactionStatus,
    blockNumber: number | null,
  ): Promise<void> {
    await this.db.query(
      `UPDATE request_transactions SET status = $1, block_number = $2
       WHERE request_id = $3 AND kind = $4 AND chain_id = $5 AND tx_hash = $6`,
      [status, blockNumber, key.requestId.toLowerCase(), key.kind, key.chainId, key.txHash.toLowerCase()],
    )
  }

  /** Last block whose Deposit events are all recorded. */
  async getCursor(chainId: number): Promise<number | undefined> {
    const { rows } = await this.db.query<{ last_block: number }>(
      'SELECT last_block FROM solver_cursors WHERE chain_id = $1',
      [chainId],
    )
    return rows[0] ? Number(rows[0].last_block) : undefined
  }

  async setCursor(chainId: number, lastBlock: number, now = Date.now()): Promise<void> {
    await this.db.query(
      `INSERT INTO solver_cursors (chain_id, last_block, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET last_block = EXCLUDED.last_block, updated_at = EXCLUDED.updated_at`,
      [chainId, lastBlock, now],
    )
  }
}

async function applyTransition(
  tx: Queryable,
  requestId: string,
  options: TransitionOptions,
): Promise<StatusChange | undefined> {
  const at = options.at ?? Date.now()
  const failReason = options.failReason ?? (isFailureLike(options.to) ? undefined : 'N/A')
  const { rows } = await tx.query<{
    fail_reason: string
    refund_fail_reason: string
    origin_chain_id: number
    destination_chain_id: number
  }>(
    `UPDATE requests SET status = $2,
       fail_reason = COALESCE($3, CASE WHEN fail_reason = 'N/A' THEN 'UNKNOWN' ELSE fail_reason END),
       refund_fail_reason = COALESCE($4, refund_fail_reason),
       updated_at = $5,
       details = CASE WHEN $7::boolean THEN $8::jsonb ELSE details END
     WHERE id = $1 AND status = ANY($6)
     RETURNING fail_reason, refund_fail_reason, origin_chain_id, destination_chain_id`,
    [
      requestId,
      options.to,
      failReason ?? null,
      options.refundFailReason ?? null,
      at,
      options.from,
      options.details !== undefined,
      options.details === undefined ? null : JSON.stringify(options.details),
    ],
  )
  const row = rows[0]
  if (!row) return undefined
  if (options.transaction) await insertTransaction(tx, requestId, options.transaction, at)
  const entry: StatusHistoryEntry = {
    status: options.to,
    failReason: row.fail_reason,
    refundFailReason: row.refund_fail_reason,
    txHash: options.txHash?.toLowerCase() ?? options.transaction?.txHash.toLowerCase() ?? null,
    at,
  }
  const inserted = await insertHistory(tx, requestId, entry)
  return {
    ...entry,
    ...inserted,
    requestId,
    originChainId: row.origin_chain_id,
    destinationChainId: row.destination_chain_id,
  }
}

async function insertRequestRow(tx: Queryable, request: NewRequest, now: number): Promise<StatusChange> {
  await tx.query(
    `INSERT INTO requests (id, api_key, operation, trade_type, user_address, recipient, refund_to, referrer,
       origin_chain_id, destination_chain_id, currency_in_address, currency_in_symbol, currency_out_address,
       currency_out_symbol, amount_in, amount_out, amount_in_usd, deadline, quote_request, quote_response,
       status, created_at, updated_at, fill_plan, parent_request_id)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,'waiting',$21,$21,$22,$23)`,
    [
      request.id.toLowerCase(),
      request.apiKey,
      request.operation,
      request.tradeType,
      request.user.toLowerCase(),
      request.recipient.toLowerCase(),
      request.refundTo?.toLowerCase() ?? null,
      request.referrer,
      request.originChainId,
      request.destinationChainId,
      request.currencyIn.address.toLowerCase(),
      request.currencyIn.symbol,
      request.currencyOut.address.toLowerCase(),
      request.currencyOut.symbol,
      request.amountIn.toString(),
      request.amountOut.toString(),
      request.amountInUsd,
      request.deadline,
      JSON.stringify(request.quoteRequest),
      JSON.stringify(request.quoteResponse),
      now,
      request.fillPlan === undefined ? null : JSON.stringify(request.fillPlan),
      request.parentRequestId?.toLowerCase() ?? null,
    ],
  )
  const entry = { status: 'waiting', failReason: 'N/A', refundFailReason: 'N/A', txHash: null, at: now } as const
  const inserted = await insertHistory(tx, request.id.toLowerCase(), entry)
  return {
    ...entry,
    ...inserted,
    requestId: request.id.toLowerCase(),
    originChainId: request.originChainId,
    destinationChainId: request.destinationChainId,
  }
}

/** Section 7.3: failure, fallback and refund carry a reason (UNKNOWN when none was recorded). */
function isFailureLike(status: RequestStatus): boolean {
  return status === 'failure' || status === 'refund' || status === 'fallback'
}

async function insertHistory(
  tx: Queryable,
  requestId: string,
  entry: StatusHistoryEntry,
): Promise<{ seq: number; inTxHashes: string[]; txHashes: string[] }> {
  // in_tx_hashes / tx_hashes are filled by a trigger (migration 2) from request_transactions.
  const { rows } = await tx.query<{ seq: number; in_tx_hashes: string[]; tx_hashes: string[] }>(
    `INSERT INTO request_status_history (request_id, status, fail_reason, refund_fail_reason, tx_hash, at) VALUES ($1,$2,$3,$4,$5,$6)
     RETURNING seq, in_tx_hashes, tx_hashes`,
    [requestId, entry.status, entry.failReason, entry.refundFailReason, entry.txHash?.toLowerCase() ?? null, entry.at],
  )
  const row = rows[0]!
  return { seq: Number(row.seq), inTxHashes: row.in_tx_hashes, txHashes: row.tx_hashes }
}

async function insertTransaction(
  tx: Queryable,
  requestId: string,
  transaction: Omit<RequestTransaction, 'requestId' | 'createdAt'>,
  now: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO request_transactions (request_id, kind, chain_id, tx_hash, raw_tx, status, block_number, created_at)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8) ON CONFLICT DO NOTHING`,
    [
      requestId,
      transaction.kind,
      transaction.chainId,
      transaction.txHash.toLowerCase(),
      transaction.rawTx,
      transaction.status,
      transaction.blockNumber,
      now,
    ],
  )
}

async function migrate(db: PGlite): Promise<void> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, applied_at bigint NOT NULL)',
  )
  const { rows } = await db.query<{ version: number }>('SELECT version FROM schema_migrations')
  const applied = new Set(rows.map((r) => r.version))
  for (const [index, sql] of storeMigrations.entries()) {
    const version = index + 1
    if (applied.has(version)) continue
    await db.transaction(async (tx) => {
      await tx.exec(sql)
      await tx.query('INSERT INTO schema_migrations (version, applied_at) VALUES ($1, $2)', [version, Date.now()])
    })
  }
}

/**
 * initdb in wasm takes seconds; copying a migrated empty database takes a
 * fraction. The template is keyed by the PGlite version and the schema, and
 * built in a temp dir then renamed, so concurrent devnets cannot see half of one.
 */
async function copyTemplate(dir: string, cacheDir: string): Promise<void> {
  const version = await pgliteVersion()
  const key = createHash('sha256').update(JSON.stringify({ version, storeMigrations })).digest('hex').slice(0, 16)
  const template = join(cacheDir, `template-${key}`)
  const ready = await stat(join(template, 'PG_VERSION')).then(
    () => true,
    () => false,
  )
  if (!ready) {
    const building = `${template}.${process.pid}.${Date.now()}.tmp`
    try {
      await mkdir(cacheDir, { recursive: true })
      const db = await PGlite.create(building)
      await migrate(db)
      await db.close()
      await rename(building, template).catch(async (error: NodeJS.ErrnoException) => {
        // Someone else finished first; theirs is as good as ours.
        if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error
        await rm(building, { recursive: true, force: true })
      })
    } catch {
      // No writable cache: build in place (slower, same result).
      await rm(building, { recursive: true, force: true })
      return
    }
  }
  await mkdir(dirname(dir), { recursive: true })
  await cp(template, dir, { recursive: true })
}

/** The package does not export its package.json, so walk up from its entry point. */
async function pgliteVersion(): Promise<string> {
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'))
  for (;;) {
    const pkg = await readFile(join(dir, 'package.json'), 'utf8').then(
      (text) => JSON.parse(text) as { name?: string; version?: string },
      () => undefined,
    )
    if (pkg?.name === '@electric-sql/pglite' && pkg.version) return pkg.version
    const parent = dirname(dir)
    if (parent === dir) return 'unknown'
    dir = parent
  }
}

interface RequestRow {
  id: string
  api_key: string | null
  operation: string
  trade_type: string
  user_address: string
  recipient: string
  refund_to: string | null
  referrer: string | null
  origin_chain_id: number
  destination_chain_id: number
  currency_in_address: string
  currency_in_symbol: string
  currency_out_address: string
  currency_out_symbol: string
  amount_in: string
  amount_out: string
  amount_in_usd: string
  deadline: number
  quote_request: unknown
  quote_response: unknown
  status: RequestStatus
  fail_reason: string
  refund_fail_reason: string
  created_at: number
  updated_at: number
  fill_plan: unknown
  parent_request_id: string | null
  details: unknown
  settled_at: number | null
}

function toRequestRecord(row: RequestRow): RequestRecord {
  return {
    id: row.id,
    apiKey: row.api_key,
    operation: row.operation,
    tradeType: row.trade_type,
    user: row.user_address,
    recipient: row.recipient,
    refundTo: row.refund_to,
    referrer: row.referrer,
    originChainId: row.origin_chain_id,
    destinationChainId: row.destination_chain_id,
    currencyIn: { address: row.currency_in_address, symbol: row.currency_in_symbol },
    currencyOut: { address: row.currency_out_address, symbol: row.currency_out_symbol },
    amountIn: BigInt(row.amount_in),
    amountOut: BigInt(row.amount_out),
    amountInUsd: row.amount_in_usd,
    deadline: Number(row.deadline),
    quoteRequest: row.quote_request,
    quoteResponse: row.quote_response,
    status: row.status,
    failReason: row.fail_reason,
    refundFailReason: row.refund_fail_reason,
    createdAt: Number(row.created_at),
    updatedAt: Number(row.updated_at),
    fillPlan: row.fill_plan ?? null,
    parentRequestId: row.parent_request_id ?? null,
    details: row.details ?? null,
    settledAt: row.settled_at === null || row.settled_at === undefined ? null : Number(row.settled_at),
  }
}

interface TransactionRow {
  request_id: string
  kind: TransactionKind
  chain_id: number
  tx_hash: string
  raw_tx: string | null
  status: TransactionStatus
  block_number: number | null
  created_at: number
}

function toTransaction(row: TransactionRow): RequestTransaction {
  return {
    requestId: row.request_id,
    kind: row.kind,
    chainId: row.chain_id,
    txHash: row.tx_hash,
    rawTx: row.raw_tx,
    status: row.status,
    blockNumber: row.block_number === null ? null : Number(row.block_number),
    createdAt: Number(row.created_at),
  }
}

interface DepositRow {
  chain_id: number
  tx_hash: string
  log_index: number
  block_number: number
  block_timestamp: number
  deposit_id: string
  depositor: string
  token: string
  amount: string
  request_id: string | null
  outcome: string
}

function toDeposit(row: DepositRow): StoredDeposit {
  return {
    chainId: row.chain_id,
    txHash: row.tx_hash,
    logIndex: row.log_index,
    blockNumber: Number(row.block_number),
    blockTimestamp: Number(row.block_timestamp),
    depositId: row.deposit_id,
    depositor: row.depositor,
    token: row.token,
    amount: BigInt(row.amount),
    requestId: row.request_id,
    outcome: row.outcome,
  }
}
