import type { Address, EncodedAccount } from '@solana/kit'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { BlockhashWindow, type RecentBlockhash } from './BlockhashWindow'
import type { DecodedTransaction } from './decodeWireTransaction'
import { type TransactionErrorJson, transactionErrorJson } from './transactionErrorJson'

/** What running (or simulating) one transaction gave. */
export interface ExecutionResult {
  err: TransactionErrorJson | null
  logs: string[]
  unitsConsumed: bigint
}

/** What a snapshot of the ledger keeps besides litesvm's own bytes. */
export interface LedgerState {
  genesisHash: string
  blockhashes: RecentBlockhash[]
}

/**
 * The chain's state: litesvm's accounts and programs, the block height and the recent blockhashes. Each executed
 * transaction is one block: the height and the clock's slot go up by one, the clock's time is now, and a new
 * blockhash becomes the latest. litesvm's own blockhash check (latest only) is off: `BlockhashWindow` does it.
 */
export class SvmLedger {
  private constructor(
    private readonly svm: LiteSVM,
    private readonly window: BlockhashWindow,
    readonly genesisHash: string,
  ) {
    svm.withSigverify(true).withBlockhashCheck(false)
  }

  /** A fresh chain at height 0 (`setUp` writes the genesis accounts). */
  static genesis(setUp: (svm: LiteSVM) => void): SvmLedger {
    const svm = new LiteSVM()
    setUp(svm)
    setClockTime(svm)
    const blockhash = svm.latestBlockhash()
    return new SvmLedger(svm, new BlockhashWindow([{ blockhash, height: 0 }]), blockhash)
  }

  /** The ledger a snapshot kept. */
  static restore(bytes: Uint8Array, state: LedgerState): SvmLedger {
    return new SvmLedger(LiteSVM.fromBytes(bytes), new BlockhashWindow(state.blockhashes), state.genesisHash)
  }

  snapshot(): { bytes: Uint8Array; state: LedgerState } {
    return { bytes: this.svm.toBytes(), state: { genesisHash: this.genesisHash, blockhashes: this.window.toJSON() } }
  }

  /** The block height: 0 at genesis, one more for each transaction. */
  get height(): number {
    return this.window.latest().height
  }

  /**
   * The current slot: litesvm's clock, one more for each block. It starts where litesvm's clock does (a
   * mainnet-like slot), so, as on a real cluster, the slot and the block height are different numbers.
   */
  get slot(): bigint {
    return this.svm.getClock().slot
  }

  latestBlockhash(): { blockhash: string; lastValidBlockHeight: number } {
    const latest = this.window.latest()
    return { blockhash: latest.blockhash, lastValidBlockHeight: this.window.lastValidBlockHeight(latest) }
  }

  isBlockhashValid(blockhash: string): boolean {
    return this.window.find(blockhash) !== undefined
  }

  account(address: Address): EncodedAccount | undefined {
    const account = this.svm.getAccount(address)
    return account.exists ? account : undefined
  }

  programAccounts(program: Address): EncodedAccount[] {
    return this.svm.getProgramAccounts(program)
  }

  minimumBalanceForRentExemption(dataLength: number): bigint {
    return this.svm.minimumBalanceForRentExemption(BigInt(dataLength))
  }

  /** Runs the transaction without keeping anything; `sigVerify` false also takes unsigned transactions. */
  simulate(decoded: DecodedTransaction, sigVerify: boolean): ExecutionResult & { accounts: EncodedAccount[] } {
    if (!sigVerify) this.svm.withSigverify(false)
    try {
      const outcome = this.svm.simulateTransaction(decoded.transaction)
      if (outcome instanceof FailedTransactionMetadata) return { ...failure(outcome), accounts: [] }
      return { ...success(outcome.meta()), accounts: outcome.postAccounts() }
    } finally {
      if (!sigVerify) this.svm.withSigverify(true)
    }
  }

  /**
   * Runs the transaction in a new block (its blockhash already checked): kept whether it succeeds or fails, as on
   * Solana, where a failed transaction still pays its fee. Returns the result and the block's height and time.
   */
  execute(decoded: DecodedTransaction): ExecutionResult & { slot: number; blockTime: number } {
    const slot = this.slot + 1n
    this.svm.warpToSlot(slot)
    const blockTime = setClockTime(this.svm)
    const outcome = this.svm.sendTransaction(decoded.transaction)
    this.svm.expireBlockhash()
    this.window.push({ blockhash: this.svm.latestBlockhash(), height: this.height + 1 })
    const result = outcome instanceof FailedTransactionMetadata ? failure(outcome) : success(outcome)
    return { ...result, slot: Number(slot), blockTime }
  }
}

/** Sets the clock's time to now (seconds) and returns it. */
function setClockTime(svm: LiteSVM): number {
  const now = Math.floor(Date.now() / 1000)
  const clock = svm.getClock()
  clock.unixTimestamp = BigInt(now)
  svm.setClock(clock)
  return now
}

function success(meta: TransactionMetadata): ExecutionResult {
  return { err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() }
}

function failure(failed: FailedTransactionMetadata): ExecutionResult {
  return { ...success(failed.meta()), err: transactionErrorJson(failed.err()) }
}
