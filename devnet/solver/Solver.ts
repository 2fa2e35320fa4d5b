import { encodeFunctionData, encodePacked, formatUnits, getAddress, type Hex, keccak256 } from 'viem'
import type { FailReason, RefundFailReason } from '../../src/api/schemas'
import { ChainSender } from '../chains/ChainSender'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { poolAbi } from '../contracts/poolAbi'
import { poolAmountIn, poolAmountOut } from '../contracts/poolMath'
import { tokenAbi } from '../contracts/tokenAbi'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import { buildFillTransaction } from '../orders/buildFillTransaction'
import { type FillPlan, fillPlanFromRecord } from '../orders/FillPlan'
import { usdMicros } from '../pricing/usdMicros'
import type { DepositEvent, NewRequest, RequestRecord, RequestTransaction, StoredDeposit } from '../store/DevnetStore'
import { classifyRevert } from './classifyRevert'
import { evaluateDeposit } from './evaluateDeposit'
import { failReasonOf } from './failReasonOf'
import { revertOf } from './revertOf'
import { type Payout, type PayoutKind, SolverPayouts } from './SolverPayouts'

export interface SolverOptions {
  /** How often each chain's depository logs are read. */
  pollIntervalMs?: number
}

/** Blocks per eth_getLogs call when catching up after downtime. */
const LOG_RANGE = 2_000
/** ETH kept back when filling in ETH, so the solver can still pay for gas. */
const GAS_RESERVE = 10n ** 17n
/** Gas of a depository refund or withdrawal, for the "worth refunding?" test. */
const REFUND_GAS = 60_000n
/** A refund worth less than this (or than its own gas) is not made: AMOUNT_TOO_LOW_TO_REFUND. */
const MIN_REFUND_USD_MICROS = 10_000n

/**
 * The devnet solver. Every tick it records new Deposit events of each
 * chain's depository (resuming from the block cursor in the store), then
 * works every request that needs it: `pending` gets its fill re-validated
 * and sent on the destination chain, `submitted` waits for the fill's
 * receipt, a `failure` with a deposit gets refunded on the chain the deposit
 * came from, and a `success` gets its payouts (app fees, an over-deposit's
 * excess) from the origin depository.
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
  private readonly payouts: SolverPayouts
  private readonly stopping = new AbortController()
  private loop: Promise<void> | undefined
  private stopped = false
  private wake: (() => void) | undefined

  constructor(
    private readonly context: DevnetContext,
    private readonly options: SolverOptions = {},
  ) {
    for (const chain of context.chains) this.senders.set(chain.id, new ChainSender(chain, context.solver))
    this.payouts = new SolverPayouts(context.store.database)
  }

  start(): void {
    this.loop ??= this.run()
  }

  /** Stops polling and waits for the jobs under way, so the chains and the store agree at shutdown. A held fill is let go (it stays `pending`). */
  async stop(): Promise<void> {
    this.stopped = true
    this.stopping.abort()
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
          const deposit: DepositEvent = {
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
          const result = await store.recordDeposit(deposit, (request) =>
            evaluateDeposit(deposit, request, (parent) => this.deriveRequest(deposit, parent)),
          )
          if (!result) continue
          const { decision, request } = result
          if (decision.transition?.failReason) {
            logger.warn(
              `request ${request?.id}: deposit ${deposit.txHash} on chain ${chain.id} cannot be filled (${decision.transition.failReason}); refunding`,
            )
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

  /** The request of a deposit that has none of its own: an orphan, or a second deposit (then it follows its parent). */
  private deriveRequest(deposit: DepositEvent, parent: RequestRecord | undefined): NewRequest {
    const chain = this.chain(deposit.chainId)
    const currency = chain.currencies.find((c) => c.address.toLowerCase() === deposit.token.toLowerCase())
    const token = { address: getAddress(deposit.token), symbol: currency?.symbol ?? 'UNKNOWN' }
    const usd = currency
      ? usdMicros(deposit.amount, currency.decimals, this.context.pricing.usdPrices[currency.key])
      : 0n
    return {
      id: keccak256(
        encodePacked(
          ['string', 'uint256', 'bytes32', 'uint256'],
          ['ferry-devnet/derived', BigInt(deposit.chainId), deposit.txHash as Hex, BigInt(deposit.logIndex)],
        ),
      ),
      apiKey: parent?.apiKey ?? null,
      operation: parent?.operation ?? 'bridge',
      tradeType: parent?.tradeType ?? 'EXACT_INPUT',
      user: deposit.depositor,
      recipient: parent?.recipient ?? deposit.depositor,
      refundTo: parent?.refundTo ?? null,
      referrer: parent?.referrer ?? null,
      originChainId: deposit.chainId,
      destinationChainId: parent?.destinationChainId ?? deposit.chainId,
      currencyIn: token,
      currencyOut: parent?.currencyOut ?? token,
      amountIn: deposit.amount,
      amountOut: 0n,
      amountInUsd: formatUnits(usd, 6),
      deadline: deposit.blockTimestamp,
      quoteRequest: { derivedFrom: parent?.id ?? null, depositId: deposit.depositId.toLowerCase() },
      quoteResponse: {},
      parentRequestId: parent?.id ?? null,
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
    const [active, refunds, unsettled] = await Promise.all([
      store.listRequestsByStatus(['pending', 'submitted']),
      store.listRefundsDue(),
      this.payouts.listUnsettled(),
    ])
    for (const request of active) this.runJob(request.id, () => this.fill(request))
    for (const request of refunds)
      if (!this.nothingToRefund.has(request.id)) this.runJob(request.id, () => this.refund(request))
    for (const id of unsettled) this.runJob(id, () => this.settle(id))
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
        this.retryAt.set(requestId, { at: Date.now() + Math.min(250 * 2 ** attempts, 30_000), attempts })
        this.context.logger.error(`solver: request ${requestId} failed, retry #${attempts} soon:`, error)
      })
      .finally(() => this.inFlight.delete(requestId))
    this.inFlight.set(requestId, promise)
  }

  /** pending -> submitted -> success, or failure (then the refund job takes over). */
  private async fill(request: RequestRecord): Promise<void> {
    const { store } = this.context
    const sender = this.sender(request.destinationChainId)
    const existing = latest(await store.getTransactions(request.id), 'fill')
    if (request.status === 'submitted' && existing) {
      await this.confirmFill(
        request,
        { chainId: existing.chainId, txHash: existing.txHash as Hex, raw: existing.rawTx as Hex | null },
        sender,
      )
      return
    }
    if (request.status !== 'pending' || existing) return

    const plan = fillPlanFromRecord(request)
    const problem = await this.revalidate(request, plan)
    if (problem) {
      await this.fail(request, ['pending'], problem.failReason, problem.details)
      return
    }
    const chain = sender.chain
    if (this.context.control.delayFor(request.id) > 0) {
      if (!(await this.hold(request))) return
      // A held order can run out of time while it waits.
      const block = await chain.client.getBlock({ blockTag: 'latest' })
      if (Number(block.timestamp) > request.deadline) {
        await this.fail(request, ['pending'], 'ORDER_EXPIRED', {
          deadline: request.deadline,
          destinationTime: Number(block.timestamp),
          held: true,
        })
        return
      }
    } else if (this.stopped) {
      return
    }

    const tx = buildFillTransaction(chain.contracts, plan)
    // Simulated first: a revert is the request's failure (with its decoded reason), not something to retry.
    const simulated = await chain.client
      .call({ account: this.context.solver.address, to: tx.to, data: tx.data, value: tx.value })
      .then(
        () => undefined,
        (error: unknown) => {
          const revert = revertOf(error)
          if (!revert) throw error
          return classifyRevert(revert.data, tx, this.context.solver.address)
        },
      )
    if (simulated) {
      await this.fail(request, ['pending'], simulated.failReason, simulated.details)
      return
    }
    let signed
    try {
      signed = await sender.submit(tx, ({ hash, raw }) =>
        store.transition(request.id, {
          from: ['pending'],
          to: 'submitted',
          transaction: {
            kind: 'fill',
            chainId: chain.id,
            txHash: hash,
            rawTx: raw,
            status: 'pending',
            blockNumber: null,
          },
        }),
      )
    } catch (error) {
      const revert = revertOf(error)
      const classified = revert ? classifyRevert(revert.data, tx, this.context.solver.address) : undefined
      const failReason = classified?.failReason ?? failReasonOf(error)
      // Anything else is retried; a fill recorded before its broadcast failed is rebroadcast then.
      if (!failReason) throw error
      this.context.logger.error(`solver: fill of ${request.id} cannot be sent (${failReason}):`, error)
      const recorded = latest(await store.getTransactions(request.id), 'fill')
      if (recorded)
        await store.setTransactionStatus(
          { requestId: request.id, kind: 'fill', chainId: chain.id, txHash: recorded.txHash },
          'failure',
          null,
        )
      await this.fail(request, ['pending', 'submitted'], failReason, classified?.details)
      return
    }
    if (!signed) return
    this.context.logger.info(`request ${request.id}: fill ${signed.hash} on chain ${chain.id} -> submitted`)
    await this.confirmFill(request, { chainId: chain.id, txHash: signed.hash, raw: signed.raw }, sender)
  }

  /**
   * Section 1.6: the quote is checked again before the fill. Injected faults
   * first, then the deadline, the solver's capacity and inventory, and for a
   * swap the pool price against the quote's slippage floor.
   */
  private async revalidate(
    request: RequestRecord,
    plan: FillPlan,
  ): Promise<{ failReason: FailReason; details: Record<string, unknown> } | undefined> {
    const fault = this.context.control.faults.takeForFill(request.id)
    if (fault?.failReason) return { failReason: fault.failReason, details: { injected: true, faultId: fault.id } }

    const chain = this.chain(request.destinationChainId)
    const block = await chain.client.getBlock({ blockTag: 'latest' })
    if (Number(block.timestamp) > request.deadline) {
      return {
        failReason: 'ORDER_EXPIRED',
        details: { deadline: request.deadline, destinationTime: Number(block.timestamp) },
      }
    }
    const capacity = this.context.control.capacityUsdMicros
    const valueUsd = BigInt(Math.round(Number(request.amountInUsd) * 1e6))
    if (valueUsd > capacity) {
      return {
        failReason: 'SOLVER_CAPACITY_EXCEEDED',
        details: { amountUsd: request.amountInUsd, capacityUsd: formatUnits(capacity, 6) },
      }
    }
    const solver = this.context.solver.address
    const isNative = BigInt(plan.spendToken) === 0n
    const inventory = isNative
      ? await chain.client.getBalance({ address: solver })
      : await chain.client.readContract({
          address: plan.spendToken,
          abi: tokenAbi,
          functionName: 'balanceOf',
          args: [solver],
        })
    if (inventory < plan.spendAmount + (isNative ? GAS_RESERVE : 0n)) {
      return {
        failReason: 'SOLVER_BALANCE_TOO_LOW',
        details: { currency: plan.spendToken, needed: plan.spendAmount.toString(), held: inventory.toString() },
      }
    }
    if (plan.delivery === 'swap') {
      const [reserveWeth, reserveUsdc] = await chain.client.readContract({
        address: chain.contracts.pool,
        abi: poolAbi,
        functionName: 'getReserves',
      })
      const spendsUsdc = plan.spendToken.toLowerCase() === chain.contracts.usdc.toLowerCase()
      const [reserveIn, reserveOut] = spendsUsdc ? [reserveUsdc, reserveWeth] : [reserveWeth, reserveUsdc]
      if (plan.exactOut) {
        const needed = poolAmountIn(plan.expectedOut, reserveIn, reserveOut)
        if (needed === undefined) {
          return {
            failReason: 'INSUFFICIENT_POOL_LIQUIDITY',
            details: { amountOut: plan.expectedOut.toString(), reserveOut: reserveOut.toString() },
          }
        }
        if (needed > plan.spendAmount) {
          return {
            failReason: 'SLIPPAGE',
            details: {
              amountOut: plan.expectedOut.toString(),
              neededIn: needed.toString(),
              maxAmountIn: plan.spendAmount.toString(),
            },
          }
        }
      } else {
        const out = poolAmountOut(plan.spendAmount, reserveIn, reserveOut)
        if (out < plan.minOut) {
          return {
            failReason: 'SLIPPAGE',
            details: {
              expectedAmountOut: plan.expectedOut.toString(),
              minimumAmountOut: plan.minOut.toString(),
              amountOutNow: out.toString(),
            },
          }
        }
      }
    }
    return undefined
  }

  /** Waits out the fill delay of the admin API; false when the solver stopped meanwhile (the request stays `pending`). */
  private async hold(request: RequestRecord): Promise<boolean> {
    const { control } = this.context
    const delay = control.delayFor(request.id)
    control.holding.add(request.id)
    this.context.logger.info(`request ${request.id}: holding the fill for ${delay} ms`)
    try {
      await new Promise<void>((resolve) => {
        const signal = this.stopping.signal
        const done = () => {
          clearTimeout(timer)
          signal.removeEventListener('abort', done)
          resolve()
        }
        const timer = setTimeout(done, delay)
        signal.addEventListener('abort', done)
      })
    } finally {
      control.holding.delete(request.id)
      control.requestDelays.delete(request.id)
    }
    return !this.stopped
  }

  private async confirmFill(
    request: RequestRecord,
    tx: { chainId: number; txHash: Hex; raw: Hex | null },
    sender: ChainSender,
  ): Promise<void> {
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
    await store.setTransactionStatus(
      key,
      receipt.status === 'success' ? 'success' : 'failure',
      Number(receipt.blockNumber),
    )
    if (receipt.status === 'success') {
      if (await store.transition(request.id, { from: ['submitted'], to: 'success', txHash: tx.txHash })) {
        this.context.logger.info(`request ${request.id}: filled -> success`)
        // Settled right away when possible; the settle job retries what fails here.
        await this.settle(request.id).catch(() => undefined)
      }
    } else {
      await this.fail(request, ['submitted'], 'TRANSACTION_REVERTED', {
        failedCallData: { txHash: tx.txHash, chainId: tx.chainId },
      })
    }
  }

  /** failure -> refund: returns the failed deposit to its sender (or `refundTo`) on the chain it came from. */
  private async refund(request: RequestRecord): Promise<void> {
    const { store } = this.context
    const deposit = (await store.getDeposits(request.id)).find(
      (d) => d.outcome === 'refund_due' || d.outcome === 'matched',
    )
    if (!deposit) {
      // A failure without a deposit (a fault ordered before one arrived cannot happen today); say so once.
      if (!this.nothingToRefund.has(request.id))
        this.context.logger.warn(`request ${request.id} failed without a deposit to refund`)
      this.nothingToRefund.add(request.id)
      return
    }
    const sender = this.sender(deposit.chainId)
    const existing = latest(await store.getTransactions(request.id), 'refund')
    let tx: { txHash: Hex; raw: Hex | null }
    if (existing && existing.status !== 'failure') {
      tx = { txHash: existing.txHash as Hex, raw: existing.rawTx as Hex | null }
    } else {
      const refundFailure = this.context.control.faults.takeForRefund(request.id) ?? (await this.refundProblem(deposit))
      if (refundFailure) {
        if (await store.transition(request.id, { from: ['failure'], to: 'failure', refundFailReason: refundFailure })) {
          this.context.logger.warn(
            `request ${request.id}: the refund of ${deposit.amount} cannot be made (${refundFailure}); the deposit stays in the depository`,
          )
        }
        return
      }
      const to = getAddress(request.refundTo ?? deposit.depositor)
      const data = encodeFunctionData({
        abi: depositoryAbi,
        functionName: 'refund',
        args: [getAddress(deposit.token), to, deposit.amount, request.id as Hex],
      })
      const signed = await sender.submit({ to: sender.chain.contracts.depository, data }, async ({ hash, raw }) => {
        await store.addTransaction(request.id, {
          kind: 'refund',
          chainId: deposit.chainId,
          txHash: hash,
          rawTx: raw,
          status: 'pending',
          blockNumber: null,
        })
        return true
      })
      if (!signed) return
      tx = { txHash: signed.hash, raw: signed.raw }
    }
    const receipt = await this.receiptOf(sender, tx.txHash, tx.raw)
    const key = { requestId: request.id, kind: 'refund' as const, chainId: deposit.chainId, txHash: tx.txHash }
    await store.setTransactionStatus(
      key,
      receipt.status === 'success' ? 'success' : 'failure',
      Number(receipt.blockNumber),
    )
    if (receipt.status !== 'success') throw new Error(`refund transaction ${tx.txHash} reverted`)
    if (await store.transition(request.id, { from: ['failure'], to: 'refund', txHash: tx.txHash })) {
      this.context.logger.info(`request ${request.id}: refunded by ${tx.txHash} on chain ${deposit.chainId} -> refund`)
    }
  }

  /** AMOUNT_TOO_LOW_TO_REFUND when the deposit is worth less than its refund's gas (or than a cent). */
  private async refundProblem(deposit: StoredDeposit): Promise<RefundFailReason | undefined> {
    const chain = this.chain(deposit.chainId)
    const currency = chain.currencies.find((c) => c.address.toLowerCase() === deposit.token.toLowerCase())
    // A token the devnet does not price is refunded whatever it is worth.
    if (!currency) return undefined
    const { usdPrices } = this.context.pricing
    const gasPrice = await chain.client.getGasPrice()
    const gasUsd = usdMicros(REFUND_GAS * gasPrice, 18, usdPrices.eth)
    const valueUsd = usdMicros(deposit.amount, currency.decimals, usdPrices[currency.key])
    const floor = gasUsd > MIN_REFUND_USD_MICROS ? gasUsd : MIN_REFUND_USD_MICROS
    return valueUsd < floor ? 'AMOUNT_TOO_LOW_TO_REFUND' : undefined
  }

  /**
   * After a fill: pays each app fee to its recipient and returns an
   * over-deposit's excess, both from the origin depository in the deposited
   * currency, then marks the request settled.
   */
  private async settle(requestId: string): Promise<void> {
    const { store } = this.context
    const request = await store.getRequest(requestId)
    if (!request || request.status !== 'success' || request.settledAt !== null) return
    const deposit = (await store.getDeposits(request.id)).find((d) => d.outcome === 'matched')
    const due: Omit<Payout, 'txHash' | 'rawTx' | 'status' | 'blockNumber' | 'createdAt'>[] = []
    if (deposit) {
      const plan = fillPlanFromRecord(request)
      plan.appFees.forEach((fee, seq) => {
        if (fee.amount > 0n)
          due.push({
            requestId: request.id,
            kind: 'app_fee',
            seq,
            chainId: deposit.chainId,
            token: deposit.token,
            recipient: fee.recipient,
            amount: fee.amount,
          })
      })
      const excess = deposit.amount - request.amountIn
      if (excess > 0n) {
        const to = request.refundTo ?? deposit.depositor
        due.push({
          requestId: request.id,
          kind: 'excess_refund',
          seq: 0,
          chainId: deposit.chainId,
          token: deposit.token,
          recipient: to,
          amount: excess,
        })
      }
    }
    const recorded = await this.payouts.list(request.id)
    for (const payout of due) {
      const previous = recorded
        .filter((p) => p.kind === payout.kind && p.seq === payout.seq && p.status !== 'failure')
        .at(-1)
      if (previous?.status === 'success') continue
      await this.pay(payout, previous)
    }
    await this.payouts.markSettled(request.id)
  }

  private async pay(
    payout: Omit<Payout, 'txHash' | 'rawTx' | 'status' | 'blockNumber' | 'createdAt'>,
    previous: Payout | undefined,
  ): Promise<void> {
    const sender = this.sender(payout.chainId)
    let tx: { txHash: Hex; raw: Hex | null }
    if (previous) {
      tx = { txHash: previous.txHash as Hex, raw: previous.rawTx as Hex | null }
    } else {
      const functionName = payout.kind === 'app_fee' ? 'withdraw' : 'refund'
      const data = encodeFunctionData({
        abi: depositoryAbi,
        functionName,
        args: [getAddress(payout.token), getAddress(payout.recipient), payout.amount, payout.requestId as Hex],
      })
      let signed
      try {
        signed = await sender.submit({ to: sender.chain.contracts.depository, data }, async ({ hash, raw }) => {
          await this.payouts.add({ ...payout, txHash: hash, rawTx: raw })
          return true
        })
      } catch (error) {
        // A recipient that refuses the payment (a contract that takes no ETH) will refuse it every time:
        // the amount stays in the depository rather than the job retrying for ever.
        if (!failReasonOf(error)) throw error
        this.context.logger.warn(
          `request ${payout.requestId}: ${payout.kind} of ${payout.amount} to ${payout.recipient} cannot be paid; it stays in the depository`,
        )
        return
      }
      if (!signed) return
      tx = { txHash: signed.hash, raw: signed.raw }
    }
    const receipt = await this.receiptOf(sender, tx.txHash, tx.raw)
    const key: { requestId: string; kind: PayoutKind; seq: number; txHash: string } = {
      requestId: payout.requestId,
      kind: payout.kind,
      seq: payout.seq,
      txHash: tx.txHash,
    }
    await this.payouts.setStatus(key, receipt.status === 'success' ? 'success' : 'failure', Number(receipt.blockNumber))
    if (receipt.status !== 'success') throw new Error(`${payout.kind} payout ${tx.txHash} reverted`)
    this.context.logger.info(
      `request ${payout.requestId}: paid ${payout.kind} of ${payout.amount} to ${payout.recipient} (${tx.txHash})`,
    )
  }

  /** The receipt of a recorded transaction, rebroadcasting it first if the chain does not know it (a crash between record and send). */
  private async receiptOf(sender: ChainSender, hash: Hex, raw: Hex | null) {
    const found = await sender.findReceipt(hash)
    if (found) return found
    if (raw) await sender.rebroadcast(raw)
    return sender.waitForReceipt(hash)
  }

  private async fail(
    request: RequestRecord,
    from: RequestRecord['status'][],
    failReason: FailReason,
    details?: unknown,
  ): Promise<void> {
    this.context.logger.warn(`request ${request.id} failed: ${failReason}`)
    await this.context.store.transition(request.id, { from, to: 'failure', failReason, details })
  }

  private sender(chainId: number): ChainSender {
    const sender = this.senders.get(chainId)
    if (!sender) throw new Error(`solver has no chain ${chainId}`)
    return sender
  }

  private chain(chainId: number): DevnetChain {
    return this.sender(chainId).chain
  }
}

function latest(transactions: RequestTransaction[], kind: RequestTransaction['kind']): RequestTransaction | undefined {
  return transactions.filter((t) => t.kind === kind).at(-1)
}
