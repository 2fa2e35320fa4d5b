import { type ReactNode, useMemo } from 'react'
import { useAccount, useConfig } from 'wagmi'
import { WalletProvider, type WalletState } from './walletContext'

/** The wallet connected in wagmi, as a {@link WalletState}. */
export function useWagmiWallet(): WalletState {
  const account = useAccount()
  const config = useConfig()
  return useMemo(
    () => ({
      address: account.address,
      chainId: account.chainId,
      stepWallet: async () => (await import('./wagmiStepWallet')).wagmiStepWallet(config),
    }),
    [account.address, account.chainId, config],
  )
}

/** Gives everything below it the wallet connected in wagmi. */
export function WagmiWalletProvider(props: { children: ReactNode }) {
  return <WalletProvider value={useWagmiWallet()}>{props.children}</WalletProvider>
}
