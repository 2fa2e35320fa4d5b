import type { SignPayload, StepTransaction } from '../../api/schemas/quote'

/** What the step runner needs from a wallet; wagmi provides it in the app, tests provide anvil. */
export type StepWallet = {
  getChainId(): Promise<number>
  switchChain(chainId: number): Promise<void>
  sendTransaction(tx: StepTransaction): Promise<`0x${string}`>
  waitForReceipt(args: { chainId: number; hash: `0x${string}` }): Promise<{ status: 'success' | 'reverted' }>
  /** Signs what a signature item asks for: EIP-191 text or EIP-712 typed data. */
  sign(payload: SignPayload): Promise<`0x${string}`>
}
