import { formatUnits, type Hex } from 'viem'
import type { DevnetContext } from '../../DevnetContext'
import type { TransactionKey } from '../../store/TransactionsTable'
import { readSvmTransactionDetails } from '../../svm/readSvmTransactionDetails'

const MAX_FAILURES = 5

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
    private readonly context: Pick<DevnetContext, 'store' | 'chains' | 'pricing' | 'logger'> &
      Partial<Pick<DevnetContext, 'svmChain'>>,
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
    const rows = await this.context.store.transactions.listMissingDetails(requestIds).catch(() => [])
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
      const rows = await this.context.store.transactions.listMissingDetails()
      await Promise.allSettled(rows.map((row) => this.record(row)))
    } catch (error) {
      if (!this.stopped) this.context.logger.warn('transaction details sweep failed:', error)
    }
  }

  private record(row: TransactionKey): Promise<void> {
    const key = `${row.chainId}:${row.txHash}:${row.kind}:${row.requestId}`
    let job = this.inFlight.get(key)
    const failures = this.failures.get(key) ?? 0
    if (!job && failures < MAX_FAILURES) {
      job = this.read(row)
        .catch((error: unknown) => {
          if (this.stopped) return
          this.failures.set(key, failures + 1)
          const last = failures + 1 === MAX_FAILURES
          this.context.logger.warn(
            `reading transaction ${row.txHash} on chain ${row.chainId} failed${last ? '; giving up until the next start' : ' (will retry)'}:`,
            error,
          )
        })
        .finally(() => this.inFlight.delete(key))
      this.inFlight.set(key, job)
    }
    return job ?? Promise.resolve()
  }

  private async read(row: TransactionKey): Promise<void> {
    const { svmChain } = this.context
    if (svmChain && row.chainId === svmChain.id) {
      const details = await readSvmTransactionDetails({ ...this.context, svmChain }, row.txHash)
      if (!this.stopped) await this.context.store.transactions.setDetails(row, details)
      return
    }
    const chain = this.context.chains.find((c) => c.id === row.chainId)
    if (!chain) return
    const hash = row.txHash as Hex
    const [receipt, transaction] = await Promise.all([
      chain.client.getTransactionReceipt({ hash }),
      chain.client.getTransaction({ hash }),
    ])
    const block = await chain.client.getBlock({ blockNumber: receipt.blockNumber })
    const fee = receipt.gasUsed * receipt.effectiveGasPrice
    const feeUsd = formatUnits((fee * this.context.pricing.usdPrices.eth) / 10n ** 18n, 6)
    if (this.stopped) return
    await this.context.store.transactions.setDetails(row, {
      fee,
      feeUsd,
      blockTimestamp: Number(block.timestamp),
      txData: {
        from: transaction.from.toLowerCase(),
        to: transaction.to?.toLowerCase() ?? null,
        data: transaction.input,
        value: transaction.value.toString(),
      },
    })
  }
}
