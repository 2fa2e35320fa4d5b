import type { TransactionReceipt } from 'viem'
import { type BackoffPolicy, backoffDelay } from '../../src/lib/backoff'
import { ChainSender } from '../chains/ChainSender'
import type { DevnetChain, DevnetContext, IndexedTransaction, TransactionIndexer } from '../DevnetContext'
import { DepositAddressSweeper } from '../depositAddresses/DepositAddressSweeper'
import { DepositAddressWatcher } from '../depositAddresses/DepositAddressWatcher'
import type { QuoteContext } from '../service/quote/buildQuote'
import type { RequestRecord } from '../store/requestRecord'
import type { SvmRefunder } from '../svm/solver/SvmRefunder'
import { type SvmSolverParts, svmSolverParts } from '../svm/solver/svmSolverParts'
import { AppFeeClaimPayer } from './AppFeeClaimPayer'
import { DepositIndexer } from './DepositIndexer'
import { Filler } from './Filler'
import { GaslessDepositor } from './GaslessDepositor'
import { Refunder } from './Refunder'
import { ttlDetails } from './requestTtl'
import { Settlement } from './Settlement'
import type { SolverDeps } from './SolverDeps'

/** What the solver reads: what its parts do (fills, refunds, sweeps priced again as quotes) and the log. */
export type SolverContext = QuoteContext & Pick<DevnetContext, 'logger'>

export interface SolverOptions {
  pollIntervalMs?: number // how often each chain's depository logs are read
}

/** Default of `pollIntervalMs`. */
const POLL_INTERVAL_MS = 250
/** The waits before a job that failed is tried again: 500 ms the first time, doubling with each failure, 30 s at most. */
const JOB_RETRY: BackoffPolicy = { baseMs: 500, maxMs: 30_000 }

/**
 * The devnet solver. Every tick it records new Deposit events of each
 * chain's depository (`DepositIndexer`), then works every request that needs
 * it: `depositing` gets its gasless deposit submitted (`GaslessDepositor`),
 * `pending` and `submitted` are filled (`Filler`), a `failure` with a
 * deposit is refunded (`Refunder`), a `success` gets its payouts
 * (`Settlement`), a signed app fee claim is paid (`AppFeeClaimPayer`), and a
 * `waiting` request whose `ttl` ran out fails with TTL_EXPIRED. One job per request at a time; a failed job is retried with
 * a backoff.
 *
 * The store is the source of truth. Each step is a compare-and-set there and
 * every signed transaction is stored before it is broadcast, so a restart
 * picks up exactly where the last run stopped and never pays twice.
 */
/**
 * How long a stop waits for the jobs under way before it leaves them. They end at once at a stop (no new transaction
 * is started, a receipt wait ends: ChainSender), short of one RPC call each; what they leave, the next start takes up
 * from the store.
 */
const STOP_WAIT_MS = 5_000

export class Solver implements TransactionIndexer {
  private readonly inFlight = new Map<string, Promise<void>>()
  /** Backoff after a job error, so a persistent fault does not spin or flood the log. */
  private readonly retryAt = new Map<string, { at: number; attempts: number }>()
  private readonly stopping = new AbortController()
  private readonly indexer: DepositIndexer
  private readonly filler: Filler
  private readonly refunder: Refunder
  private readonly settlement: Settlement
  private readonly gasless: GaslessDepositor
  private readonly depositAddressWatcher: DepositAddressWatcher
  private readonly sweeper: DepositAddressSweeper
  private readonly claims: AppFeeClaimPayer
  /** The Solana chain's parts, when the devnet runs one. */
  private readonly svm: SvmSolverParts | undefined
  private loop: Promise<void> | undefined
  private wake: (() => void) | undefined

  constructor(
    private readonly context: SolverContext,
    private readonly options: SolverOptions = {},
  ) {
    const senders = new Map(
      context.chains.map((chain) => [chain.id, new ChainSender(chain, context.solver, this.stopping.signal)]),
    )
    const sender = (chainId: number): ChainSender => {
      const found = senders.get(chainId)
      if (!found) throw new Error(`solver has no chain ${chainId}`)
      return found
    }
    const deps: SolverDeps<keyof SolverContext> = {
      context,
      sender,
      chain: (chainId) => sender(chainId).chain,
      stopping: this.stopping.signal,
    }
    const overlooks = (sender: string) => context.control.overlooks(sender)
    this.indexer = new DepositIndexer({ ...deps, overlooks })
    this.settlement = new Settlement(deps)
    this.filler = new Filler(deps, (requestId) => this.settlement.settle(requestId))
    this.refunder = new Refunder(deps)
    this.gasless = new GaslessDepositor(deps)
    this.depositAddressWatcher = new DepositAddressWatcher(context, overlooks)
    this.sweeper = new DepositAddressSweeper(deps)
    this.claims = new AppFeeClaimPayer(deps)
    const { svmChain } = context
    const settle = (requestId: string) => this.settlement.settle(requestId)
    this.svm = svmChain && svmSolverParts({ context: { ...context, svmChain }, settle, stopping: this.stopping.signal })
  }

  start(): void {
    this.loop = this.loop ?? this.run()
  }

  /**
   * Stops polling and waits for the tick and jobs under way, so chains and store agree at shutdown; a held fill is let
   * go (it stays `pending`). Past STOP_WAIT_MS (a job waiting on a killed chain) it names what still runs and goes on:
   * every payment is recorded before it is sent, so the next start takes it up as after a crash.
   */
  async stop(): Promise<void> {
    this.stopping.abort()
    this.wake?.()
    const running = [...this.inFlight.keys()]
    let timer: ReturnType<typeof setTimeout> | undefined
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), STOP_WAIT_MS)
    })
    const outcome = await Promise.race([Promise.allSettled([this.loop, ...this.inFlight.values()]), late])
    clearTimeout(timer)
    if (outcome === 'late') {
      const still = running.filter((id) => this.inFlight.has(id))
      this.context.logger.error(
        `solver stop: still running after ${STOP_WAIT_MS / 1000} s, left as after a crash: ${still.length ? still.join(', ') : 'the polling tick'}`,
      )
    }
  }

  /**
   * `POST /transactions/index`: records the deposits of one mined transaction
   * (depository deposits, and payments to deposit addresses in its block)
   * now, then starts the next tick at once, so the fill does not wait for the
   * scanners to reach that block.
   */
  async indexTransaction(chain: DevnetChain, receipt: TransactionReceipt): Promise<IndexedTransaction> {
    // Deposit addresses first, as in a tick: a payment found there is swept into the depository at the next one.
    const depositAddresses = await this.depositAddressWatcher.indexReceipt(chain, receipt)
    const orderIds = await this.indexer.recordReceipt(chain, receipt)
    this.wake?.()
    return { orderIds, depositAddresses }
  }

  private get stopped(): boolean {
    return this.stopping.signal.aborted
  }

  private async run(): Promise<void> {
    const interval = this.options.pollIntervalMs ?? POLL_INTERVAL_MS
    while (!this.stopped) {
      try {
        // Deposit addresses first: what arrived there is swept into the depository, whose Deposit the indexer reads.
        await Promise.all([
          ...this.context.chains.map((chain) => this.depositAddressWatcher.scan(chain, this.stopping.signal)),
          this.svm?.depositAddressWatcher.scan(),
        ])
        await Promise.all([...this.context.chains.map((chain) => this.indexer.scan(chain)), this.svm?.indexer.scan()])
        await this.scheduleJobs()
      } catch (error) {
        this.context.logger.error('solver tick failed:', error)
      }
      if (this.stopped) break
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, interval)
        this.wake = () => {
          clearTimeout(timer)
          resolve()
        }
      })
    }
  }

  private async scheduleJobs(): Promise<void> {
    const { store } = this.context
    const [active, refunds, unsettled, expired, arrivals, claims] = await Promise.all([
      store.listRequestsByStatus(['depositing', 'pending', 'submitted']),
      store.listRefundsDue(),
      store.listUnsettled(),
      store.listTtlExpired(['waiting']),
      store.depositAddresses.listDue(),
      store.appFees.listDue(),
    ])
    for (const request of expired)
      this.runJob(request.id, async () => {
        // No deposit yet: nothing to refund. One arriving later is refunded with this reason (evaluateDeposit).
        if (
          await store.transition(request.id, {
            from: ['waiting'],
            to: 'failure',
            failReason: 'TTL_EXPIRED',
            details: ttlDetails(request, false),
          })
        )
          this.context.logger.warn(`request ${request.id}: no deposit within its ttl -> failure (TTL_EXPIRED)`)
      })
    // One sweep job per deposit address, its arrivals in order (a strict address's second payment is a second deposit).
    const byAddress = new Map<string, typeof arrivals>()
    for (const arrival of arrivals) byAddress.set(arrival.address, [...(byAddress.get(arrival.address) ?? []), arrival])
    const { svm } = this
    for (const [address, due] of byAddress)
      this.runJob(`sweep:${address}`, () =>
        svm && due[0]?.chainId === svm.id ? svm.sweeper.sweepAll(due) : this.sweeper.sweepAll(due),
      )
    for (const request of active)
      this.runJob(request.id, () =>
        request.status === 'depositing'
          ? this.gasless.deposit(request)
          : svm && request.destinationChainId === svm.id
            ? svm.filler.fill(request)
            : this.filler.fill(request),
      )
    for (const request of refunds)
      if (this.refunder.isDue(request.id))
        this.runJob(request.id, () =>
          svm && request.originChainId === svm.id
            ? this.refundOnSvm(svm.refunder, request)
            : this.refunder.refund(request),
        )
    for (const id of unsettled) this.runJob(id, () => this.settlement.settle(id))
    for (const claim of claims) this.runJob(`claim:${claim.claimId}`, () => this.claims.pay(claim))
  }

  /** A deposit made on Solana is paid back there. */
  private async refundOnSvm(refunder: SvmRefunder, request: RequestRecord): Promise<void> {
    const deposit = (await this.context.store.getDeposits(request.id)).find(
      (d) => d.outcome === 'refund_due' || d.outcome === 'matched',
    )
    if (deposit) await refunder.refund(request, deposit)
  }

  private runJob(requestId: string, job: () => Promise<void>): void {
    if (this.stopped || this.inFlight.has(requestId)) return
    const retry = this.retryAt.get(requestId)
    if (retry && retry.at > Date.now()) return
    const promise = job()
      .then(() => {
        this.retryAt.delete(requestId)
      })
      .catch((error: unknown) => {
        const attempts = (retry?.attempts ?? 0) + 1
        this.retryAt.set(requestId, { at: Date.now() + backoffDelay(JOB_RETRY, attempts), attempts })
        // Cut off by the stop (its chain requests end at once): the next start takes it up from the store.
        if (this.stopped) return
        this.context.logger.error(`solver: request ${requestId} failed, retry #${attempts} soon:`, error)
      })
      .finally(() => this.inFlight.delete(requestId))
    this.inFlight.set(requestId, promise)
  }
}
