import { RainbowKitProvider } from '@rainbow-me/rainbowkit'
import '@rainbow-me/rainbowkit/styles.css'
import { type ReactNode, useMemo } from 'react'
import type { Hex } from 'viem'
import { WagmiProvider } from 'wagmi'
import { createFerryWagmiConfig } from '../config/createFerryWagmiConfig'
import type { NetworkResources } from '../config/loadNetwork'
import { WagmiWalletProvider } from '../transfer/WagmiWalletProvider'
import { rainbowTheme } from './rainbowTheme'

const theme = rainbowTheme()

/** wagmi + RainbowKit for one loaded network (the QueryClient sits above, in the app root). */
export function FerryProviders(props: { network: NetworkResources; devnetAccountIndex?: number; children: ReactNode }) {
  const { network } = props
  const config = useMemo(
    () =>
      createFerryWagmiConfig({
        network: network.profile.id,
        chains: network.chains,
        devnetKey: network.manifest?.accounts[props.devnetAccountIndex ?? 0]?.privateKey as Hex | undefined,
      }),
    [network, props.devnetAccountIndex],
  )
  return (
    <WagmiProvider config={config} reconnectOnMount>
      <RainbowKitProvider theme={theme} modalSize="compact" initialChain={network.chains[0]}>
        <WagmiWalletProvider>{props.children}</WagmiWalletProvider>
      </RainbowKitProvider>
    </WagmiProvider>
  )
}
