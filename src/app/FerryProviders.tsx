import { RainbowKitProvider, lightTheme } from '@rainbow-me/rainbowkit'
import '@rainbow-me/rainbowkit/styles.css'
import { useMemo, type ReactNode } from 'react'

// RainbowKit's secondary text (#858989) fails WCAG AA contrast on its light modal; darker grey passes.
const theme = (() => {
  const base = lightTheme({ accentColor: '#0f766e', borderRadius: 'medium' })
  return { ...base, colors: { ...base.colors, modalTextSecondary: '#52525b' } }
})()
import type { Hex } from 'viem'
import { WagmiProvider } from 'wagmi'
import { createFerryWagmiConfig } from '../config/createFerryWagmiConfig'
import type { NetworkResources } from '../config/loadNetwork'

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
        {props.children}
      </RainbowKitProvider>
    </WagmiProvider>
  )
}
