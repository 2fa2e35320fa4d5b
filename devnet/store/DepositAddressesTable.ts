import { addressKey } from '../../src/lib/addressKey'
import { fromRow, nullableNumber } from './fromRow'
import { insertRows } from './insertRows'
import type { Queryable } from './Queryable'

export type DepositAddressType = 'open' | 'strict'

/** An address a quote gave out for its deposit (migration 5). */
export interface DepositAddress {
  /** EVM: 0x hex (kept lowercase); Solana: base58, kept exactly (`addressKey`). */
  address: string
  requestId: string
  /** The chain it was quoted on (the origin chain). */
  chainId: number
  type: DepositAddressType
  /** The origin currency it expects (zero address = native). */
  currency: string
  refundTo: string | null
  recoveryAddress: string | null
  createdAt: number
}

/** A transfer that arrived on a deposit address, and the solver's sweep of it. */
export interface DepositArrival {
  chainId: number
  txHash: string
  logIndex: number
  address: string
  sender: string
  token: string
  amount: bigint
  blockNumber: number
  blockTimestamp: number
  status: 'new' | 'sweeping' | 'swept' | 'unsweepable'
  sweepTxHash: string | null
  sweepRawTx: string | null
  sweepBlock: number | null
  note: string | null
  createdAt: number
}

const ARRIVAL_COLUMNS = `chain_id, tx_hash, log_index, address, sender, token, amount, block_number, block_timestamp, status,
  sweep_tx_hash, sweep_raw_tx, sweep_block, note, created_at`
const ARRIVAL_READERS = {
  amount: BigInt,
  blockNumber: Number,
  blockTimestamp: Number,
  sweepBlock: nullableNumber,
  createdAt: Number,
} as const

const toArrival = (row: object) => fromRow<DepositArrival>(row, ARRIVAL_READERS)
const toAddress = (row: object) => fromRow<DepositAddress>(row, { createdAt: Number })

/** The deposit-address tables: the addresses, what arrived on them, and the watcher's cursors. */
export class DepositAddressesTable {
  constructor(private readonly db: Queryable) {}

  async insert(address: DepositAddress): Promise<void> {
    await insertRows(
      this.db,
      {
        table: 'deposit_addresses',
        columns: 'address, request_id, chain_id, type, currency, refund_to, recovery_address, created_at',
        lowercase: ['address', 'request_id', 'currency', 'refund_to', 'recovery_address'],
      },
      [address],
    )
  }

  async get(query: { address?: string; requestId?: string }): Promise<DepositAddress | undefined> {
    const [column, value] = query.address ? ['address', query.address] : ['request_id', query.requestId ?? '']
    const { rows } = await this.db.query(`SELECT * FROM deposit_addresses WHERE ${column} = $1`, [addressKey(value)])
    return rows[0] ? toAddress(rows[0] as object) : undefined
  }

  /** Every deposit address of one VM (EVM ones lowercase, Solana ones base58), oldest first. */
  async listAddresses(vm: 'evm' | 'svm'): Promise<string[]> {
    const { rows } = await this.db.query<{ address: string }>(
      `SELECT address FROM deposit_addresses WHERE (address LIKE '0x%') = $1 ORDER BY created_at, address`,
      [vm === 'evm'],
    )
    return rows.map((r) => r.address)
  }

  /** Records an arrival once; false when it was recorded before (a block range read again). */
  async insertArrival(arrival: Omit<DepositArrival, 'status' | 'sweepTxHash' | 'sweepRawTx' | 'sweepBlock' | 'note'>) {
    const rows = await insertRows(
      this.db,
      {
        table: 'deposit_address_arrivals',
        columns:
          'chain_id, tx_hash, log_index, address, sender, token, amount, block_number, block_timestamp, status, created_at',
        lowercase: ['tx_hash', 'address', 'sender', 'token'],
        suffix: 'ON CONFLICT DO NOTHING RETURNING tx_hash',
      },
      [{ ...arrival, status: 'new' }],
    )
    return rows.length > 0
  }

  /** Arrivals whose sweep is not done yet, oldest first. */
  async listDue(): Promise<DepositArrival[]> {
    const { rows } = await this.db.query(
      `SELECT ${ARRIVAL_COLUMNS} FROM deposit_address_arrivals WHERE status IN ('new', 'sweeping')
       ORDER BY block_number, log_index`,
    )
    return rows.map((r) => toArrival(r as object))
  }

  async listArrivals(address: string): Promise<DepositArrival[]> {
    const { rows } = await this.db.query(
      `SELECT ${ARRIVAL_COLUMNS} FROM deposit_address_arrivals WHERE address = $1 ORDER BY block_number, log_index`,
      [addressKey(address)],
    )
    return rows.map((r) => toArrival(r as object))
  }

  /** The arrival a sweep transaction moved into the depository. */
  async findBySweep(chainId: number, sweepTxHash: string): Promise<DepositArrival | undefined> {
    const { rows } = await this.db.query(
      `SELECT ${ARRIVAL_COLUMNS} FROM deposit_address_arrivals WHERE chain_id = $1 AND sweep_tx_hash = $2`,
      [chainId, addressKey(sweepTxHash)],
    )
    return rows[0] ? toArrival(rows[0] as object) : undefined
  }

  /** Keeps the signed sweep before it is broadcast; false when another sweep is recorded already. */
  async recordSweep(key: ArrivalKey, txHash: string, rawTx: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE deposit_address_arrivals SET status = 'sweeping', sweep_tx_hash = $4, sweep_raw_tx = $5
       WHERE chain_id = $1 AND tx_hash = $2 AND log_index = $3 AND sweep_tx_hash IS NULL RETURNING tx_hash`,
      [key.chainId, addressKey(key.txHash), key.logIndex, addressKey(txHash), rawTx],
    )
    return rows.length > 0
  }

  /** The sweep's mined outcome: `swept`, or back to `new` (without the sweep) when it reverted, to be tried again. */
  async setSweepOutcome(key: ArrivalKey, status: 'success' | 'failure', blockNumber: number): Promise<void> {
    await this.db.query(
      `UPDATE deposit_address_arrivals
       SET status = CASE WHEN $4 THEN 'swept' ELSE 'new' END,
           sweep_block = CASE WHEN $4 THEN $5::bigint END,
           sweep_tx_hash = CASE WHEN $4 THEN sweep_tx_hash END,
           sweep_raw_tx = CASE WHEN $4 THEN sweep_raw_tx END,
           note = CASE WHEN $4 THEN note ELSE 'sweep ' || sweep_tx_hash || ' reverted' END
       WHERE chain_id = $1 AND tx_hash = $2 AND log_index = $3`,
      [key.chainId, addressKey(key.txHash), key.logIndex, status === 'success', blockNumber],
    )
  }

  /** An arrival the solver cannot sweep (no deposit address of this salt on that chain): it stays where it is. */
  async markUnsweepable(key: ArrivalKey, note: string): Promise<void> {
    await this.db.query(
      `UPDATE deposit_address_arrivals SET status = 'unsweepable', note = $4
       WHERE chain_id = $1 AND tx_hash = $2 AND log_index = $3 AND status = 'new'`,
      [key.chainId, addressKey(key.txHash), key.logIndex, note],
    )
  }

  async getCursor(chainId: number): Promise<number | undefined> {
    const { rows } = await this.db.query<{ last_block: number }>(
      'SELECT last_block FROM deposit_address_cursors WHERE chain_id = $1',
      [chainId],
    )
    return rows[0] ? Number(rows[0].last_block) : undefined
  }

  async setCursor(chainId: number, lastBlock: number, now: number): Promise<void> {
    await this.db.query(
      `INSERT INTO deposit_address_cursors (chain_id, last_block, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET last_block = EXCLUDED.last_block, updated_at = EXCLUDED.updated_at`,
      [chainId, lastBlock, now],
    )
  }

  /**
   * An open address's request priced again for what arrived (its id, steps and
   * address stay): the amounts, the deadline, the fill plan and the quote's
   * details. Only while the request is `waiting`; false otherwise.
   */
  async reprice(
    requestId: string,
    quote: {
      amountIn: bigint
      amountOut: bigint
      amountInUsd: string
      deadline: number
      fillPlan: unknown
      details: unknown
      fees: unknown
    },
    now: number,
  ): Promise<boolean> {
    const { rows } = await this.db.query(
      `UPDATE requests SET amount_in = $2, amount_out = $3, amount_in_usd = $4, deadline = $5, fill_plan = $6::jsonb,
         quote_response = quote_response || jsonb_build_object('details', $7::jsonb, 'fees', $8::jsonb), updated_at = $9
       WHERE id = $1 AND status = 'waiting' RETURNING id`,
      [
        requestId.toLowerCase(),
        quote.amountIn.toString(),
        quote.amountOut.toString(),
        quote.amountInUsd,
        quote.deadline,
        JSON.stringify(quote.fillPlan),
        JSON.stringify(quote.details),
        JSON.stringify(quote.fees),
        now,
      ],
    )
    return rows.length > 0
  }

  /**
   * Marks a waiting request as superseded by `successorId` (its status stays; the successor owns sweep and fill).
   * Throws when it is no longer waiting or already superseded, so that the successor is not kept either.
   */
  async supersede(requestId: string, successorId: string, now: number): Promise<void> {
    const { rows } = await this.db.query(
      `UPDATE requests SET superseded_by_request_id = $2, updated_at = $3
       WHERE id = $1 AND status = 'waiting' AND superseded_by_request_id IS NULL RETURNING id`,
      [requestId.toLowerCase(), successorId.toLowerCase(), now],
    )
    if (rows.length === 0) throw new Error(`request ${requestId} is no longer waiting: it cannot be superseded`)
  }
}

export interface ArrivalKey {
  chainId: number
  txHash: string
  logIndex: number
}
