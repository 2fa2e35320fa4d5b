import type { SignPayload, StepTransaction } from '../../api/schemas/quote'

/** One call of an EIP-5792 batch. */
export type BatchCall = { to: `0x${string}`; data: `0x${string}`; value: bigint }

/**
 * What the wallet says of a batch (`wallet_getCallsStatus`): still `pending`; `success` or `reverted` on chain, with
 * the transactions that carried it; `dropped`: the wallet did not get it on chain (EIP-5792 status 400).
 */
export type BatchStatus = { state: 'pending' | 'success' | 'reverted' | 'dropped'; hashes: `0x${string}`[] }

/** EIP-5792, for a wallet that has it (`wallet_getCapabilities`, `wallet_sendCalls`, `wallet_getCallsStatus`). */
export type WalletCalls = {
  /** The wallet sends calls on this chain atomically (`atomic` is `supported`, or `ready` to upgrade the account). */
  canBatch(chainId: number): Promise<boolean>
  /** Sends the calls as one atomic batch; resolves with the batch's id. */
  send(args: { chainId: number; calls: BatchCall[] }): Promise<string>
  status(id: string): Promise<BatchStatus>
}

/** What the step runner needs from a wallet; wagmi provides it in the app, tests provide anvil. */
export type StepWallet = {
  getChainId(): Promise<number>
  switchChain(chainId: number): Promise<void>
  sendTransaction(tx: StepTransaction): Promise<`0x${string}`>
  waitForReceipt(args: { chainId: number; hash: `0x${string}` }): Promise<{ status: 'success' | 'reverted' }>
  /**
   * Whether the chain knows this hash, as a transaction or a receipt. A Safe answers its own transaction hash, which
   * never appears on chain. Without it, a hash is never said to be unknown.
   */
  seen?(args: { chainId: number; hash: `0x${string}` }): Promise<boolean>
  /** Signs what a signature item asks for: EIP-191 text or EIP-712 typed data. */
  sign(payload: SignPayload): Promise<`0x${string}`>
  /** Batches, when the wallet has EIP-5792; without it every transaction is confirmed on its own. */
  calls?: WalletCalls
  /** Reads the chain as the account (`eth_call`): the answer's bytes; throws when the call would revert. */
  call?(tx: { chainId: number; from: `0x${string}`; to: `0x${string}`; data: `0x${string}` }): Promise<`0x${string}`>
}
