import { createContext, useContext } from 'react'
import type { StepWallet } from '../run/runSteps'

/**
 * The connected wallet as the form and the transfer see it. A plain React
 * context, not wagmi's: the embed shows its form before wagmi has loaded
 * (the wallet stack arrives a moment later), and the demo fills it from wagmi
 * as soon as it renders.
 */
export type WalletState = {
  address?: `0x${string}`
  chainId?: number
  /** The step runner's wallet; loaded on demand (it brings the transaction code). */
  stepWallet?: () => Promise<StepWallet>
}

const WalletContext = createContext<WalletState>({})

export const WalletProvider = WalletContext.Provider

export function useWallet(): WalletState {
  return useContext(WalletContext)
}
