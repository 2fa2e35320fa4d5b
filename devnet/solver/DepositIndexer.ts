import {
  encodePacked,
  getAddress,
  type Hex,
  isAddressEqual,
  keccak256,
  parseEventLogs,
  type TransactionReceipt,
} from 'viem'
import { ScanCursor } from '../chains/ScanCursor'
import { depositoryAbi } from '../contracts/depositoryAbi'
import type { DevnetChain } from '../DevnetContext'
import { attributeSweptDeposit, evaluateDepositAddressDeposit } from '../depositAddresses/attributeSweptDeposit'
import { usdMicros } from '../pricing/usdMicros'
import type { DepositEvent } from '../store/DepositsTable'
import type { NewRequest, RequestRecord } from '../store/requestRecord'
import { derivedRequest } from './derivedRequest'
import { evaluateDeposit } from './evaluateDeposit'
import type { SolverDeps } from './SolverDeps'

/** Blocks per eth_getLogs call when catching up after downtime. */
const LOG_RANGE = 2_000
/** Block timestamps kept before the cache starts over. */
const BLOCK_TIME_CACHE_SIZE = 1_000

/** Whether a block scan passes over a deposit by its sender (`SolverControl.overlooks`, the admin's). */
export type Overlooks = (sender: string) => boolean

/** What the indexer reads of a depository Deposit log (from a block range or from one receipt). */
interface DepositLog {
  transactionHash: Hex
  logIndex: number
  blockNumber: bigint
  blockHash: Hex
  args: { id: Hex; depositor: Hex; token: Hex; amount: bigint }
}

/**
 * Reads the Deposit events of each chain's depository from the block cursor
 * in the store on, and records each once with what it means for its request
 * (`evaluateDeposit`). The cursor moves only past blocks whose events are all
 * recorded, so a restart resumes without losing or repeating a deposit; it is
 * kept with its block's hash (`ScanCursor`), so blocks a crashed chain mined
 * again under numbers already read are read too.
 */
export class DepositIndexer {
  private readonly blockTimes = new Map<string, number>()

  constructor(
    private readonly deps: SolverDeps<'store' | 'logger' | 'pricing' | 'control'> & { overlooks?: Overlooks },
  ) {}

  /** Records the chain's new deposits up to its head. Errors are logged: the next tick tries again. */
  async scan(chain: DevnetChain): Promise<void> {
    const { store, logger } = this.deps.context
    try {
      const latest = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
      const position = new ScanCursor(store, 'solver', chain)
      let cursor = (await store.cursors.get(chain.id)) ?? -1
      await this.countConfirmed(chain, latest)
      // Nothing new to read: the chain is where the cursor is (a chain that changed under it shows when it moves on).
      if (cursor === latest) return
      const check = await position.check(latest)
      if (check.rewound)
        // The chain lost blocks the store had seen (its state was not saved), and may have mined others under the
        // same numbers since: read from the last block it still has.
        logger.warn(
          `chain ${chain.id} (head ${latest}) no longer has the blocks the solver read up to ${check.stored}; reading again from ${check.cursor + 1}`,
        )
      cursor = check.cursor
      while (cursor < latest && !this.deps.stopping.aborted) {
        const fromBlock = cursor + 1
        const toBlock = Math.min(latest, fromBlock + LOG_RANGE - 1)
        const toHash = await position.hashOf(toBlock)
        const logs = await chain.client.getContractEvents({
          address: chain.contracts.depository,
          abi: depositoryAbi,
          eventName: 'Deposit',
          fromBlock: BigInt(fromBlock),
          toBlock: BigInt(toBlock),
          strict: true,
        })
        for (const log of logs) {
          // A deposit the admin had the scans miss (`overlookDepositsFrom`): only indexing its transaction records it.
          if (this.deps.overlooks?.(log.args.depositor))
            logger.warn(`solver: overlooking deposit ${log.transactionHash} (admin)`)
          else await this.recordLog(chain, log)
        }
        await position.advance(toBlock, toHash)
        cursor = toBlock
      }
    } catch (error) {
      // Cut off by the devnet's stop: read again at the next start.
      if (this.deps.stopping.aborted) return
      logger.error(`solver: reading deposits on chain ${chain.id} failed:`, error)
    }
  }

  /**
   * Records the Deposit events of one mined transaction now, ahead of the
   * scan (`POST /transactions/index`); the scan finds them recorded when it
   * gets there. The order ids the deposits name.
   */
  async recordReceipt(chain: DevnetChain, receipt: TransactionReceipt): Promise<Hex[]> {
    const logs = parseEventLogs({ abi: depositoryAbi, eventName: 'Deposit', logs: receipt.logs, strict: true }).filter(
      (log) => isAddressEqual(log.address, chain.contracts.depository),
    )
    for (const log of logs) await this.recordLog(chain, log)
    return logs.map((log) => log.args.id)
  }

  /** One Deposit event, recorded once. */
  private async recordLog(chain: DevnetChain, log: DepositLog): Promise<void> {
    const event: DepositEvent = {
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
    // A deposit address's sweep stands for the transfer it swept (its sender, hash and time).
    const swept = await attributeSweptDeposit(this.deps.context.store, event)
    await this.record(chain, swept ?? event, swept !== undefined)
  }

  private async record(chain: DevnetChain, deposit: DepositEvent, viaDepositAddress: boolean): Promise<void> {
    const { store, logger } = this.deps.context
    const evaluate = viaDepositAddress ? evaluateDepositAddressDeposit : evaluateDeposit
    const needs = viaDepositAddress ? 1 : this.deps.context.control.confirmationsFor(deposit.depositId)
    const confirmed =
      needs <= 1 || Number(await chain.client.getBlockNumber({ cacheTime: 0 })) - deposit.blockNumber + 1 >= needs
    const result = await store.recordDeposit(deposit, (request) => {
      const decision = evaluate(deposit, request, (parent) => this.deriveRequest(deposit, parent))
      // Seen, not counted yet: the request waits (`countConfirmed` counts it once it has its confirmations).
      return confirmed || decision.outcome !== 'matched' ? decision : { outcome: 'unconfirmed' }
    })
    if (!result) return
    const { decision, request } = result
    if (decision.outcome === 'unconfirmed') {
      logger.info(`request ${request?.id}: deposit ${deposit.txHash} on chain ${chain.id} waits for ${needs} blocks`)
    } else if (decision.transition?.failReason) {
      logger.warn(
        `request ${request?.id}: deposit ${deposit.txHash} on chain ${chain.id} cannot be filled (${decision.transition.failReason}); refunding`,
      )
    } else {
      logger.info(`request ${deposit.depositId}: deposit ${deposit.txHash} on chain ${chain.id} -> pending`)
    }
  }

  /** Counts the chain's deposits that were short of their confirmations and have them now (`FastFillStore.confirm`). */
  private async countConfirmed(chain: DevnetChain, latest: number): Promise<void> {
    const { store, logger } = this.deps.context
    for (const deposit of await store.fastFills.listUnconfirmed(chain.id)) {
      const needs = this.deps.context.control.confirmationsFor(deposit.requestId ?? deposit.depositId)
      if (latest - deposit.blockNumber + 1 < needs) continue
      await store.fastFills.confirm(deposit)
      if (deposit.requestId) this.deps.context.control.depositConfirmations.delete(deposit.requestId)
      logger.info(`request ${deposit.requestId}: deposit ${deposit.txHash} has its confirmations -> counted`)
    }
  }

  /** The request of a deposit that has none of its own: an orphan, or a second deposit (then it follows its parent). */
  private deriveRequest(deposit: DepositEvent, parent: RequestRecord | undefined): NewRequest {
    const chain = this.deps.chain(deposit.chainId)
    const currency = chain.currencies.find((c) => c.address.toLowerCase() === deposit.token.toLowerCase())
    const token = { address: getAddress(deposit.token), symbol: currency?.symbol ?? 'UNKNOWN' }
    const usd = currency
      ? usdMicros(deposit.amount, currency.decimals, this.deps.context.pricing.usdPrices[currency.key])
      : 0n
    return derivedRequest({
      id: keccak256(
        encodePacked(
          ['string', 'uint256', 'bytes32', 'uint256'],
          ['ferry-devnet/derived', BigInt(deposit.chainId), deposit.txHash as Hex, BigInt(deposit.logIndex)],
        ),
      ),
      deposit,
      parent,
      token,
      usdMicros: usd,
      depositId: deposit.depositId.toLowerCase(),
    })
  }

  private async blockTime(chain: DevnetChain, blockHash: Hex, blockNumber: bigint): Promise<number> {
    const cached = this.blockTimes.get(blockHash)
    if (cached !== undefined) return cached
    const block = await chain.client.getBlock({ blockNumber })
    const time = Number(block.timestamp)
    if (this.blockTimes.size > BLOCK_TIME_CACHE_SIZE) this.blockTimes.clear()
    this.blockTimes.set(blockHash, time)
    return time
  }
}
