import { type Address, type Hex, keccak256, type TransactionReceipt } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { DevnetChain } from '../DevnetContext'

/**
 * Gas over the estimate for storage a transaction may find empty when it is sent again after a crash (the chain back
 * in an older state): two slots written from zero, each 20,000 gas more than a write to a slot already set (the
 * depository's first USDC, a recipient's first token). A gas limit costs nothing that is not used.
 */
const EMPTY_SLOTS_HEADROOM_GAS = 2n * 20_000n

export interface SignedTransaction {
  hash: Hex
  raw: Hex
}

/**
 * Sends the solver's transactions on one chain, one at a time: the nonce is
 * read, the transaction signed, recorded by the caller and broadcast under a
 * lock, so concurrent fills never race for a nonce. Recording before the
 * broadcast is what lets a restart rebroadcast the very same transaction
 * instead of signing a second payment.
 */
export class ChainSender {
  private queue: Promise<unknown> = Promise.resolve()

  /** `stopping`: once aborted, work still queued here is not started and a receipt wait ends (issue #37, finding 6). */
  constructor(
    readonly chain: DevnetChain,
    readonly account: PrivateKeyAccount,
    private readonly stopping?: AbortSignal,
  ) {}

  /**
   * Signs `tx`, hands it to `record` and broadcasts it only if `record`
   * returned true. Simulation failures (a revert) throw before anything is recorded.
   */
  submit(
    tx: { to: Address; data?: Hex; value?: bigint },
    record: (signed: SignedTransaction) => Promise<boolean>,
  ): Promise<SignedTransaction | undefined> {
    return this.exclusive(async () => {
      const { client } = this.chain
      const [nonce, gas, fees] = await Promise.all([
        client.getTransactionCount({ address: this.account.address, blockTag: 'pending' }),
        client.estimateGas({ account: this.account.address, to: tx.to, data: tx.data, value: tx.value }),
        client.estimateFeesPerGas(),
      ])
      const raw = await this.account.signTransaction({
        chainId: this.chain.id,
        type: 'eip1559',
        to: tx.to,
        data: tx.data,
        value: tx.value,
        nonce,
        // Headroom over the estimate: state can move between simulation and inclusion, or a crash in between.
        gas: (gas * 12n) / 10n + EMPTY_SLOTS_HEADROOM_GAS,
        maxFeePerGas: fees.maxFeePerGas,
        maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
      })
      const signed = { hash: keccak256(raw), raw }
      if (!(await record(signed))) return undefined
      await this.broadcast(raw)
      return signed
    })
  }

  /** Broadcasts a recorded transaction again; "already known" and the like are fine. */
  rebroadcast(raw: Hex): Promise<void> {
    return this.exclusive(() => this.broadcast(raw))
  }

  async findReceipt(hash: Hex): Promise<TransactionReceipt | undefined> {
    try {
      return await this.chain.client.getTransactionReceipt({ hash })
    } catch {
      return undefined
    }
  }

  /** Up to `timeoutMs`, or until the stop: a dead chain's receipt would otherwise hold a stop for the whole wait. */
  waitForReceipt(hash: Hex, timeoutMs = 30_000): Promise<TransactionReceipt> {
    const wait = this.chain.client.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: timeoutMs })
    return this.stopping ? untilStopped(wait, this.stopping) : wait
  }

  private async broadcast(raw: Hex): Promise<void> {
    try {
      await this.chain.client.sendRawTransaction({ serializedTransaction: raw })
    } catch (error) {
      // The transaction may already be in: then this was a harmless repeat.
      const known = await this.chain.client.getTransaction({ hash: keccak256(raw) }).then(
        () => true,
        () => false,
      )
      if (!known) throw error
    }
  }

  /**
   * One at a time. Work queued behind a stop is not started: against a dead chain each piece would fail only after
   * its RPC retries (about 1.1 s), one after the other, and hold the stop for all of them. The store has it all; the
   * next start takes it up.
   */
  private exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const guarded = () => {
      this.stopping?.throwIfAborted()
      return fn()
    }
    const run = this.queue.then(guarded, guarded)
    this.queue = run.catch(() => undefined)
    // Its caller hears of the stop at once, queued or under way (the call at the node ends on its own).
    return this.stopping ? untilStopped(run, this.stopping) : run
  }
}

/** `promise`, or the stop's reason as soon as `signal` aborts (the work itself is left to end on its own). */
export function untilStopped<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}
