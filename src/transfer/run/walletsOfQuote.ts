import type { QuoteResponse } from '../../api/schemas/quote'
import { hasSvmItems, onlySvmItems } from '../../api/schemas/stepKinds'
import { WalletNotConnectedError } from '../../lib/walletErrors'
import type { SvmStepSigner } from '../../solana/svmStepSigner'
import type { RunStepsArgs } from './runSteps'
import type { StepWallet } from './StepWallet'

/** Stands in for the EVM wallet when a quote asks nothing of it (all Solana): using it would be a bug, said in words. */
const NO_EVM_WALLET: StepWallet = {
  getChainId: () => Promise.reject(new WalletNotConnectedError()),
  switchChain: () => Promise.reject(new WalletNotConnectedError()),
  sendTransaction: () => Promise.reject(new WalletNotConnectedError()),
  waitForReceipt: () => Promise.reject(new WalletNotConnectedError()),
  sign: () => Promise.reject(new WalletNotConnectedError()),
}

/**
 * The wallets a quote's steps need, for the step runner: the EVM wallet
 * unless every item is Solana instructions (a person with only a Solana
 * wallet connected can send), and the Solana signer with its chain's RPC when
 * some item is. The origin chain's VM decides; nothing Solana loads otherwise.
 */
export async function walletsOfQuote(args: {
  quote: QuoteResponse
  originChainId: number
  wallet: () => Promise<StepWallet>
  svm: (() => Promise<SvmStepSigner>) | undefined
  svmChainOf: (args: { chainId: number; signal?: AbortSignal }) => Promise<{ chainId: number; rpcUrl: string }>
  signal?: AbortSignal
}): Promise<Pick<RunStepsArgs, 'wallet' | 'svm' | 'svmChain'>> {
  const { steps } = args.quote
  const wallet = onlySvmItems(steps) ? NO_EVM_WALLET : await args.wallet()
  if (!hasSvmItems(steps)) return { wallet }
  const svmChain = await args.svmChainOf({ chainId: args.originChainId, signal: args.signal })
  return { wallet, svm: args.svm, svmChain }
}
