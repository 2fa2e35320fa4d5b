import { formatUnits, type Hex } from 'viem'
import type { DevnetContext } from '../../DevnetContext'

const MAX_FAILURES = 5

interface PendingRow {
  request_id: string
  kind: string
  chain_id: number
  tx_hash: string
}

export interface TransactionDetailsRecorderOptions {
  /** How often transactions still missing their details are looked for (after a restart, say). Default 2000 ms. */
  sweepIntervalMs?: number
  /** The longest a listing waits for details it asked for. Default 2000 ms. */
  waitLimitMs?: number
}

/**
 * Reads what a request record shows of each mined transaction (fee, fee in
 * USD at the current ETH price, block time, from/to/data/value) from its
 * chain once, and stores it beside the transaction, so listing requests never
 * calls a chain. It runs on every status change, on a slow sweep, and on
 * demand for a page about to be listed.
 */
export class TransactionDetailsRecorder {
  private readonly inFlight = new Map<string, Promise<void>>()
  /** Failed reads by transaction; after a few, that transaction is left alone until the next start (its chain lost it). */
  private readonly failures = new Map<string, number>()
  private unsubscribe: (() => void) | undefined
  private timer: NodeJS.Timeout | undefined
  private stopped = false

  constructor(
    private readonly context: Pick<DevnetContext, 'store' | 'chains' | 'pricing' | 'logger'>,
    private readonly options: TransactionDetailsRecorderOptions = {},
  ) {}

  start(): void {
    this.unsubscribe = this.context.store.onStatusChange((change) => {
      void this.recordFor([change.requestId])
    })
    this.timer = setInterval(() => void this.sweep(), this.options.sweepIntervalMs ?? 2_000)
    this.timer.unref()
    void this.sweep()
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.unsubscribe?.()
    clearInterval(this.timer)
    await Promise.allSettled([...this.inFlight.values()])
  }

  /** Records the missing details of these requests' mined transactions; resolves when done or after `waitLimitMs`. */
  async recordFor(requestIds: readonly string[]): Promise<void> {
    if (requestIds.length === 0 || this.stopped) return
    const rows = await this.missing('request_id = ANY($1)', [requestIds]).catch(() => [])
    if (rows.length === 0) return
    let timer: NodeJS.Timeout | undefined
    await Promise.race([
      Promise.allSettled(rows.map((row) => this.record(row))),
      new Promise<void>((resolve) => {
        timer = setTimeout(resolve, this.options.waitLimitMs ?? 2_000)
      }),
    ])
    clearTimeout(timer)
  }

  private async sweep(): Promise<void> {
    if (this.stopped) return
    try {
      const rows = await this.missing('TRUE', [])
      await Promise.allSettled(rows.map((row) => this.record(row)))
    } catch (error) {
      if (!this.stopped) this.context.logger.warn('transaction details sweep failed:', error)
    }
  }

  private async missing(condition: string, params: unknown[]): Promise<PendingRow[]> {
    const { rows } = await this.context.store.database.query<PendingRow>(
      `SELECT request_id, kind, chain_id, tx_hash FROM request_transactions
       WHERE details_at IS NULL AND block_number IS NOT NULL AND ${condition} ORDER BY created_at LIMIT 200`,
      params,
    )
    return rows
  }

  private record(row: PendingRow): Promise<void> {
    const key = `${row.chain_id}:${row.tx_hash}:${row.kind}:${row.request_id}`
    let job = this.inFlight.get(key)
    const failures = this.failures.get(key) ?? 0
    if (!job && failures < MAX_FAILURES) {
      job = this.read(row)
        .catch((error: unknown) => {
          if (this.stopped) return
          this.failures.set(key, failures + 1)
          const last = failures + 1 === MAX_FAILURES
          this.context.logger.warn(
            `reading transaction ${row.tx_hash} on chain ${row.chain_id} failed${last ? '; giving up until the next start' : ' (will retry)'}:`,
            error,
          )
        })
        .finally(() => this.inFlight.delete(key))
      this.inFlight.set(key, job)
    }
    return job ?? Promise.resolve()
  }

  private async read(row: PendingRow): Promise<void> {
    const chain = this.context.chains.find((c) => c.id === row.chain_id)
    if (!chain) return
    const hash = row.tx_hash as Hex
    const [receipt, transaction] = await Promise.all([
      chain.client.getTransactionReceipt({ hash }),
      chain.client.getTransaction({ hash }),
    ])
    const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber })
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    const feeUsd = formatUnits((fee * this.context.pricing.usdPrices.eth) / 10n ** 18n, 6)
    if (this.stopped) return
    await this.context.store.database.query(
      `UPDATE request_transactions SET fee = $1, fee_usd = $2, block_timestamp = $3, tx_data = $4, details_at = $5
       WHERE request_id = $6 AND kind = $7 AND chain_id = $8 AND tx_hash = $9`,
      [
        fee.toString(),
        feeUsd,
        Number(block.timestamp),
        JSON.stringify({
          from: transaction.from.toLowerCase(),
          to: transaction.to?.toLowerCase() ?? null,
          data: transaction.input,
          value: transaction.value.toString(),
        }),
        Date.now(),
        row.request_id,
        row.kind,
        row.chain_id,
        row.tx_hash,
      ],
    )
  }
}
