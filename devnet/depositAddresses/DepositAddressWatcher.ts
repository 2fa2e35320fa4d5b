import {
  type Address,
  getAddress,
  type Hex,
  keccak256,
  parseAbiItem,
  parseEventLogs,
  type TransactionReceipt,
  toHex,
  zeroAddress,
} from 'viem'
import { ScanCursor } from '../chains/ScanCursor'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import type { Overlooks } from '../solver/DepositIndexer'

/** Blocks per trace_filter / eth_getLogs call when catching up. */
// anvil refuses a trace_filter over more than 300 blocks ("block range too large").
const BLOCK_RANGE = 250
/** Addresses per filter: the filters take them as one OR list. */
const ADDRESS_CHUNK = 200
const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)')

/** One payment to a deposit address, as a scan finds it. */
interface Arrival {
  txHash: Hex
  logIndex: number
  address: string
  sender: string
  token: string
  amount: bigint
  blockNumber: number
}

/** One call frame of `trace_filter` (parity format, as anvil answers it). */
interface CallTrace {
  type: string
  action: { from: string; to?: string; value?: string; callType?: string }
  error?: string
  blockNumber: number
  transactionHash: Hex
  traceAddress: number[]
}

/**
 * Watches the deposit addresses on every chain: native transfers (any call
 * frame with value, found by `trace_filter`, so a contract's payment counts
 * too) and Transfer logs of the chain's tokens, from any sender. Each is
 * recorded once as an arrival (`deposit_address_arrivals`) with its sender
 * and transaction; the solver then sweeps it (`DepositAddressSweeper`). The
 * block cursor is stored per chain, so payments made while the devnet was
 * down are found when it comes back.
 */
export class DepositAddressWatcher {
  private readonly blockTimes = new Map<string, number>()
  private readonly receiptOk = new Map<string, boolean>()

  constructor(
    private readonly context: Pick<DevnetContext, 'store' | 'logger'>,
    /** Arrivals the block scan passes over (the admin's `overlookDepositsFrom`); a rescan or indexing records them. */
    private readonly overlooks?: Overlooks,
  ) {}

  /** Records the arrivals of the chain's new blocks, up to its head. Errors are logged: the next tick tries again. */
  async scan(chain: DevnetChain, stopping?: AbortSignal): Promise<void> {
    const table = this.context.store.depositAddresses
    try {
      const latest = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
      // Read after the head: an address paid in a block up to `latest` was quoted before, so it is listed.
      const addresses = await table.listAddresses('evm')
      const stored = (await table.getCursor(chain.id)) ?? -1
      // Nothing new to read: the chain is where the cursor is (a chain that changed under it shows when it moves on).
      if (stored === latest) return
      const position = new ScanCursor(this.context.store, 'deposit_addresses', chain)
      const check = await position.check(latest)
      if (check.rewound)
        this.context.logger.warn(
          `deposit addresses: chain ${chain.id} (head ${latest}) no longer has the blocks read up to ${check.stored}; reading again from ${check.cursor + 1}`,
        )
      let cursor = check.cursor
      if (addresses.length === 0) {
        if (cursor !== latest) await position.advance(latest, await position.hashOf(latest))
        return
      }
      while (cursor < latest && !stopping?.aborted) {
        const toBlock = Math.min(latest, cursor + BLOCK_RANGE)
        const toHash = await position.hashOf(toBlock)
        await this.scanRange(chain, addresses, cursor + 1, toBlock, this.overlooks)
        await position.advance(toBlock, toHash)
        cursor = toBlock
      }
    } catch (error) {
      // Cut off by the devnet's stop: read again at the next start.
      if (stopping?.aborted) return
      this.context.logger.error(`deposit addresses: reading chain ${chain.id} failed:`, error)
    }
  }

  /** Looks at `address` again on every chain from the first block (what `POST /transactions/deposit-address/reindex` asks). Returns how many arrivals were new. */
  async rescan(chains: readonly DevnetChain[], address: string): Promise<number> {
    let found = 0
    for (const chain of chains) {
      const latest = Number(await chain.client.getBlockNumber({ cacheTime: 0 }))
      for (let from = 0; from <= latest; from += BLOCK_RANGE)
        found += await this.scanRange(chain, [address.toLowerCase()], from, Math.min(latest, from + BLOCK_RANGE - 1))
    }
    return found
  }

  /**
   * Records the arrivals of `receipt`'s block now, ahead of the scan
   * (`POST /transactions/index`); recording is idempotent. Returns the
   * deposit addresses the transaction itself paid (its own value, or a
   * transfer of one of the chain's tokens), recorded now or before.
   */
  async indexReceipt(chain: DevnetChain, receipt: TransactionReceipt): Promise<Address[]> {
    const addresses = await this.context.store.depositAddresses.listAddresses('evm')
    if (addresses.length === 0) return []
    await this.scanRange(chain, addresses, Number(receipt.blockNumber), Number(receipt.blockNumber))
    const known = new Set(addresses.map((a) => a.toLowerCase()))
    const tokens = new Set(chain.currencies.filter((c) => !c.isNative).map((c) => c.address.toLowerCase()))
    const paid = parseEventLogs({ abi: [TRANSFER], logs: receipt.logs, strict: true })
      .filter((log) => tokens.has(log.address.toLowerCase()) && known.has(log.args.to.toLowerCase()))
      .map((log) => log.args.to)
    if (receipt.to && known.has(receipt.to.toLowerCase())) paid.unshift(receipt.to)
    return [...new Set(paid.map((a) => getAddress(a)))]
  }

  /** Records every arrival on `addresses` in [fromBlock, toBlock]; the number that were new. */
  private async scanRange(
    chain: DevnetChain,
    addresses: string[],
    fromBlock: number,
    toBlock: number,
    overlooks?: Overlooks,
  ) {
    const record = async (arrival: Arrival): Promise<number> => {
      if (!overlooks?.(arrival.sender)) return this.record(chain, arrival)
      this.context.logger.warn(`deposit addresses: overlooking ${arrival.txHash} (admin)`)
      return 0
    }
    let found = 0
    for (let i = 0; i < addresses.length; i += ADDRESS_CHUNK) {
      const chunk = addresses.slice(i, i + ADDRESS_CHUNK)
      const traces = (await chain.client.request({
        method: 'trace_filter' as never,
        params: [{ fromBlock: toHex(fromBlock), toBlock: toHex(toBlock), toAddress: chunk }] as never,
      })) as CallTrace[]
      for (const trace of traces) {
        const value = BigInt(trace.action.value ?? '0')
        if (trace.type !== 'call' || trace.action.callType !== 'call' || value === 0n || trace.error) continue
        if (!trace.action.to || !chunk.includes(trace.action.to.toLowerCase())) continue
        if (!(await this.succeeded(chain, trace.transactionHash))) continue
        found += await record({
          txHash: trace.transactionHash,
          // A native transfer has no log: a negative index stands for its call frame, the same on every read.
          logIndex: -1 - Number.parseInt(keccak256(toHex(trace.traceAddress.join('.'))).slice(2, 9), 16),
          address: trace.action.to,
          sender: trace.action.from,
          token: zeroAddress,
          amount: value,
          blockNumber: trace.blockNumber,
        })
      }
      const tokens = chain.currencies.filter((c) => !c.isNative).map((c) => c.address)
      const logs = await chain.client.getLogs({
        address: tokens,
        event: TRANSFER,
        args: { to: chunk as Address[] },
        fromBlock: BigInt(fromBlock),
        toBlock: BigInt(toBlock),
        strict: true,
      })
      for (const log of logs) {
        if (log.args.value === 0n) continue
        found += await record({
          txHash: log.transactionHash,
          logIndex: log.logIndex,
          address: log.args.to,
          sender: log.args.from,
          token: log.address,
          amount: log.args.value,
          blockNumber: Number(log.blockNumber),
        })
      }
    }
    return found
  }

  private async record(chain: DevnetChain, arrival: Arrival): Promise<number> {
    const inserted = await this.context.store.depositAddresses.insertArrival({
      ...arrival,
      chainId: chain.id,
      blockTimestamp: await this.blockTime(chain, arrival.blockNumber),
      createdAt: Date.now(),
    })
    if (inserted)
      this.context.logger.info(
        `deposit address ${getAddress(arrival.address)} on chain ${chain.id}: ${arrival.amount} of ${arrival.token} from ${arrival.sender} (${arrival.txHash})`,
      )
    return inserted ? 1 : 0
  }

  private async succeeded(chain: DevnetChain, txHash: Hex): Promise<boolean> {
    const key = `${chain.id}:${txHash}`
    const known = this.receiptOk.get(key)
    if (known !== undefined) return known
    const ok = (await chain.client.getTransactionReceipt({ hash: txHash })).status === 'success'
    if (this.receiptOk.size > 1_000) this.receiptOk.clear()
    this.receiptOk.set(key, ok)
    return ok
  }

  private async blockTime(chain: DevnetChain, blockNumber: number): Promise<number> {
    const key = `${chain.id}:${blockNumber}`
    const cached = this.blockTimes.get(key)
    if (cached !== undefined) return cached
    const block = await chain.client.getBlock({ blockNumber: BigInt(blockNumber) })
    if (this.blockTimes.size > 1_000) this.blockTimes.clear()
    this.blockTimes.set(key, Number(block.timestamp))
    return Number(block.timestamp)
  }
}
