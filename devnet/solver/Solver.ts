import { encodeFunctionData, getAddress, type Hex } from 'viem'
import type { FailReason } from '../../src/api/schemas'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { tokenAbi } from '../contracts/tokenAbi'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import type { RequestRecord, RequestTransaction } from '../store/DevnetStore'
import { ChainSender } from './ChainSender'
import { evaluateDeposit } from './evaluateDeposit'
import { failReasonOf } from './failReasonOf'

export interface SolverOptions {
  /** How often each chain's depository logs are read. */
  pollIntervalMs?: number
}

/** Blocks per eth_getLogs call when catching up after downtime. */
const LOG_RANGE = 2_000
/** ETH kept back when filling in ETH, so the solver can still pay for gas. */
const GAS_RESERVE = 10n ** 17n

/**
 * The devnet solver. Every tick it records new Deposit events of each
 * chain's depository (resuming from the block cursor in the store), then
 * works every request that needs it: `pending` gets a fill on the
 * destination chain, `submitted` waits for the fill's receipt, and a
 * `failure` with a deposit gets refunded on the chain the deposit came from.
 *
 * The store is the source of truth. Each step is a compare-and-set there and
 * every signed transaction is stored before it is broadcast, so a restart
 * picks up exactly where the last run stopped and never pays twice.
 */
export class Solver {
  private readonly senders = new Map<number, ChainSender>()
  private readonly inFlight = new Map<string, Promise<void>>()
  /** Backoff after a job error, so a persistent fault does not spin or flood the log. */
  private readonly retryAt = new Map<string, { at: number; attempts: number }>()
  private readonly blockTimes = new Map<string, number>()
  private readonly nothingToRefund = new Set<string>()
  private loop: Promise<void> | undefined
  private stopped = false
  private wake: (() => void) | undefined

  constructor(
    private readonly context: DevnetContext,
    private readonly options: SolverOptions = {},
  ) {
    for (const chain of context.chains) this.senders.set(chain.id, new ChainSender(chain, context.solver))
  }

  start(): void {
    this.loop ??= this.run()
  }

  /** Stops polling and waits for the jobs under way, so the chains and the store agree at shutdown. */
  async stop(): Promise<void> {
    this.stopped = true
    this.wake?.()
    await this.loop
    await Promise.allSettled([...this.inFlight.values()])
  }

  private async run(): Promise<void> {
    const interval = this.options.pollIntervalMs ?? 250
    while (!this.stopped) {
      try {
        await Promise.all(this.context.chains.map((chain) => this.scanChain(chain)))
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

  private async scanChain(chain: DevnetChain): Promise<void> {
    const { store, logger } = this.context
    try {
      const latest = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
      let cursor = (await store.getCursor(chain.id)) ?? -1
      if (cursor > latest) {
        // The chain lost blocks the store had seen (its state was not saved). New blocks will
        // reuse those numbers, so read from the chain's head again rather than skip them.
        logger.warn(`chain ${chain.id} is at block ${latest}, behind the solver cursor ${cursor}; rewinding the cursor`)
        cursor = latest
        await store.setCursor(chain.id, latest)
      }
      while (cursor < latest && !this.stopped) {
        const fromBlock = cursor + 1
        const toBlock = Math.min(latest, fromBlock + LOG_RANGE - 1)
        const logs = await chain.client.getContractEvents({
          address: chain.contracts.depository,
          abi: depositoryAbi,
          eventName: 'Deposit',
          fromBlock: BigInt(fromBlock),
          toBlock: BigInt(toBlock),
          strict: true,
        })
        for (const log of logs) {
          const deposit = {
            chainId: chain.id,
            txHash: log.transactionHash,
            logIndex: log.logIndex,
            blockNumber: Number(log.blockNumber),
            blockTimestamp: await this.blockTime(chain, log.blockHash, log.blockNumber),
            depositId: log.args.id,
            depositor: log.args.depositor,
            token: log.args.token,
            amount: log.args.amount,
          }
          const result = await store.recordDeposit(deposit, (request) => evaluateDeposit(deposit, request))
          if (!result) continue
          const { decision } = result
          if (decision.outcome === 'unknown_request' || decision.outcome === 'duplicate') {
            logger.warn(`deposit ${deposit.txHash} on chain ${chain.id} (${decision.outcome}, id ${deposit.depositId}) is kept in the depository; refunding it is not implemented yet`)
          } else if (decision.transition?.failReason) {
            logger.warn(`request ${deposit.depositId}: deposit ${deposit.txHash} cannot be filled (${decision.transition.failReason}); refunding`)
          } else {
            logger.info(`request ${deposit.depositId}: deposit ${deposit.txHash} on chain ${chain.id} -> pending`)
          }
        }
        await store.setCursor(chain.id, toBlock)
        cursor = toBlock
      }
    } catch (error) {
      logger.error(`solver: reading deposits on chain ${chain.id} failed:`, error)
    }
  }

  private async blockTime(chain: DevnetChain, blockHash: Hex, blockNumber: bigint): Promise<number> {
    const cached = this.blockTimes.get(blockHash)
    if (cached !== undefined) return cached
    const block = await chain.client.getBlock({ blockNumber })
    const time = Number(block.timestamp)
    if (this.blockTimes.size > 1_000) this.blockTimes.clear()
    this.blockTimes.set(blockHash, time)
    return time
  }

  private async scheduleJobs(): Promise<void> {
    const { store } = this.context
    const [active, refunds] = await Promise.all([store.listRequestsByStatus(['pending', 'submitted']), store.listRefundsDue()])
    for (const request of active) this.runJob(request, () => this.fill(request))
    for (const request of refunds) if (!this.nothingToRefund.has(request.id)) this.runJob(request, () => this.refund(request))
  }

  private runJob(request: RequestRecord, job: () => Promise<void>): void {
    if (this.stopped || this.inFlight.has(request.id)) return
    const retry = this.retryAt.get(request.id)
    if (retry && retry.at > Date.now()) return
    const promise = job()
      .then(() => {
        this.retryAt.delete(request.id)
      })
      .catch((error: unknown) => {
        const attempts = (retry?.attempts ?? 0) + 1
        this.retryAt.set(request.id, { at: Date.now() + Math.min(250 * 2 ** attempts, 30_000), attempts })
        this.context.logger.error(`solver: request ${request.id} (${request.status}) failed, retry #${attempts} soon:`, error)
      })
      .finally(() => this.inFlight.delete(request.id))
    this.inFlight.set(request.id, promise)
  }

  /** pending -> submitted -> success, or failure (then the refund job takes over). */
  private async fill(request: RequestRecord): Promise<void> {
    const { store } = this.context
    const sender = this.sender(request.destinationChainId)
    const transactions = await store.getTransactions(request.id)
    const existing = latest(transactions, 'fill')

    if (request.status === 'pending' && !existing) {
      const chain = sender.chain
      const recipient = getAddress(request.recipient)
      const token = getAddress(request.currencyOut.address)
      const isNative = BigInt(token) === 0n
      const inventory = isNative
        ? await chain.client.getBalance({ address: this.context.solver.address })
        : await chain.client.readContract({ address: token, abi: tokenAbi, functionName: 'balanceOf', args: [this.context.solver.address] })
      if (inventory < request.amountOut + (isNative ? GAS_RESERVE : 0n)) {
        await this.fail(request, ['pending'], 'SOLVER_BALANCE_TOO_LOW')
        return
      }
      const tx = isNative
        ? { to: recipient, value: request.amountOut }
        : { to: token, data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [recipient, request.amountOut] }) }
      let signed
      try {
        signed = await sender.submit(tx, ({ hash, raw }) =>
          store.transition(request.id, {
            from: ['pending'],
            to: 'submitted',
            transaction: { kind: 'fill', chainId: chain.id, txHash: hash, rawTx: raw, status: 'pending', blockNumber: null },
          }),
        )
      } catch (error) {
        const failReason = failReasonOf(error)
        // Anything else is retried; a fill recorded before its broadcast failed is rebroadcast then.
        if (!failReason) throw error
        this.context.logger.error(`solver: fill of ${request.id} cannot be sent (${failReason}):`, error)
        const recorded = latest(await store.getTransactions(request.id), 'fill')
        if (recorded) await store.setTransactionStatus({ requestId: request.id, kind: 'fill', chainId: chain.id, txHash: recorded.txHash }, 'failure', null)
        await this.fail(request, ['pending', 'submitted'], failReason)
        return
      }
      if (!signed) return
      this.context.logger.info(`request ${request.id}: fill ${signed.hash} on chain ${chain.id} -> submitted`)
      await this.confirmFill(request, { chainId: chain.id, txHash: signed.hash, raw: signed.raw }, sender)
      return
    }

    if (request.status === 'submitted' && existing) {
      await this.confirmFill(request, { chainId: existing.chainId, txHash: existing.txHash as Hex, raw: existing.rawTx as Hex | null }, sender)
    }
  }

  private async confirmFill(request: RequestRecord, tx: { chainId: number; txHash: Hex; raw: Hex | null }, sender: ChainSender): Promise<void> {
    const { store } = this.context
    const key = { requestId: request.id, kind: 'fill' as const, chainId: tx.chainId, txHash: tx.txHash }
    let receipt
    try {
      receipt = await this.receiptOf(sender, tx.txHash, tx.raw)
    } catch (error) {
      // A recorded fill the chain refuses to take again (its nonce went to another transaction).
      const failReason = failReasonOf(error)
      if (!failReason) throw error
      await store.setTransactionStatus(key, 'failure', null)
      await this.fail(request, ['submitted'], failReason)
      return
    }
    await store.setTransactionStatus(key, receipt.status === 'success' ? 'success' : 'failure', Number(receipt.blockNumber))
    if (receipt.status === 'success') {
      if (await store.transition(request.id, { from: ['submitted'], to: 'success', txHash: tx.txHash })) {
        this.context.logger.info(`request ${request.id}: filled -> success`)
      }
    } else {
      await this.fail(request, ['submitted'], 'TRANSACTION_REVERTED')
    }
  }

  /** failure -> refund: returns the failed deposit to its sender (or `refundTo`) on the chain it came from. */
  private async refund(request: RequestRecord): Promise<void> {
    const { store } = this.context
    const deposit = (await store.getDeposits(request.id)).find((d) => d.outcome === 'refund_due' || d.outcome === 'matched')
    if (!deposit) {
      // Every failure today follows a deposit; should that change, say so once rather than every tick.
      if (!this.nothingToRefund.has(request.id)) this.context.logger.warn(`request ${request.id} failed without a deposit to refund`)
      this.nothingToRefund.add(request.id)
      return
    }
    const sender = this.sender(deposit.chainId)
    const existing = latest(await store.getTransactions(request.id), 'refund')
    let tx: { txHash: Hex; raw: Hex | null }
    if (existing && existing.status !== 'failure') {
      tx = { txHash: existing.txHash as Hex, raw: existing.rawTx as Hex | null }
    } else {
      const to = getAddress(request.refundTo ?? deposit.depositor)
      const data = encodeFunctionData({
        abi: depositoryAbi,
        functionName: 'refund',
        args: [getAddress(deposit.token), to, deposit.amount, request.id as Hex],
      })
      const signed = await sender.submit({ to: sender.chain.contracts.depository, data }, async ({ hash, raw }) => {
        await store.addTransaction(request.id, { kind: 'refund', chainId: deposit.chainId, txHash: hash, rawTx: raw, status: 'pending', blockNumber: null })
        return true
      })
      if (!signed) return
      tx = { txHash: signed.hash, raw: signed.raw }
    }
    const receipt = await this.receiptOf(sender, tx.txHash, tx.raw)
    const key = { requestId: request.id, kind: 'refund' as const, chainId: deposit.chainId, txHash: tx.txHash }
    await store.setTransactionStatus(key, receipt.status === 'success' ? 'success' : 'failure', Number(receipt.blockNumber))
    if (receipt.status !== 'success') throw new Error(`refund transaction ${tx.txHash} reverted`)
    if (await store.transition(request.id, { from: ['failure'], to: 'refund', txHash: tx.txHash })) {
      this.context.logger.info(`request ${request.id}: refunded by ${tx.txHash} on chain ${deposit.chainId} -> refund`)
    }
  }

  /** The receipt of a recorded transaction, rebroadcasting it first if the chain does not know it (a crash between record and send). */
  private async receiptOf(sender: ChainSender, hash: Hex, raw: Hex | null) {
    const found = await sender.findReceipt(hash)
    if (found) return found
    if (raw) await sender.rebroadcast(raw)
    return sender.waitForReceipt(hash)
  }

  private async fail(request: RequestRecord, from: RequestRecord['status'][], failReason: FailReason): Promise<void> {
    this.context.logger.warn(`request ${request.id} failed: ${failReason}`)
    await this.context.store.transition(request.id, { from, to: 'failure', failReason })
  }

  private sender(chainId: number): ChainSender {
    const sender = this.senders.get(chainId)
    if (!sender) throw new Error(`solver has no chain ${chainId}`)
    return sender
  }
}

function latest(transactions: RequestTransaction[], kind: RequestTransaction['kind']): RequestTransaction | undefined {
  return transactions.filter((t) => t.kind === kind).at(-1)
}
