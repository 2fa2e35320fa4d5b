import { i18n } from '@lingui/core'
import { ConnectButton, RainbowKitProvider, useConnectModal } from '@rainbow-me/rainbowkit'
import { batchExecutorsOf } from '../config/batchExecutorsOf'
import { rainbowLocale } from './rainbowLocale'
import '@rainbow-me/rainbowkit/styles.css'
import './rainbowFit.css'
import { createContext, useContext, useEffect, useState } from 'react'
import type { Hex } from 'viem'
import { type Config, useAccount, useConnect } from 'wagmi'
import { createFerryWagmiConfig } from '../config/createFerryWagmiConfig'
import type { NetworkResources } from '../config/loadNetwork'
import { hasInjectedProvider, walletsFound } from '../config/walletsFound'
import { useWagmiWallet } from '../transfer/wallet/WagmiWalletProvider'
import type { WalletState } from '../transfer/wallet/walletContext'
import { AccountButtons, ConnectWalletButton } from './AccountButtons'
import { NoWalletDialog } from './NoWalletDialog'
import { rainbowTheme } from './rainbowTheme'
import { WagmiOnce } from './WagmiOnce'

/** What the demo page's wallet side hands up once it has loaded. */
export type DemoWalletSide = {
  wallet: WalletState
  /** RainbowKit's wallet chooser; undefined while a wallet is connected or connecting. */
  openConnectModal: (() => void) | undefined
  /** The chooser is open. */
  connectModalOpen: boolean
  /** The EIP-1193 provider of the connected wallet (the embed builder hands it to its preview). */
  provider: unknown
}

type Props = {
  network: NetworkResources
  onSide: (side: DemoWalletSide | undefined) => void
  /** A click on the header's "Connect Wallet": the app opens the chooser (App's connect intent). */
  onConnect: () => void
  /** That click is waiting for the chooser to open. */
  connectWaiting: boolean
}
const PropsContext = createContext<Props | undefined>(undefined)

const theme = rainbowTheme()

/**
 * One wagmi config per network and devnet account, kept across renders. wagmi reconnects a config while
 * rendering its provider, and lets one reconnect run at a time: when the first render of this side is thrown away
 * (a part of it suspends) and redone, a config made anew by the second render would never reconnect, and a reload
 * would show "Connect Wallet" instead of the wallet it was connected to (three reloads in four on a busy machine).
 */
const configs = new WeakMap<NetworkResources, Map<number, Config>>()
function configOf(network: NetworkResources, devnetAccountIndex: number): Config {
  const ofNetwork = configs.get(network) ?? new Map<number, Config>()
  configs.set(network, ofNetwork)
  const known = ofNetwork.get(devnetAccountIndex)
  if (known) return known
  const config = createFerryWagmiConfig({
    network: network.profile.id,
    chains: network.chains,
    devnetKey: network.manifest?.accounts[devnetAccountIndex]?.privateKey as Hex | undefined,
    devnetBatchExecutors: batchExecutorsOf(network.manifest),
  })
  ofNetwork.set(devnetAccountIndex, config)
  return config
}

/**
 * The demo page's wallet side, loaded just after the form: wagmi over the
 * network's chains (the Devnet wallet on the local network), reconnecting on
 * reload, RainbowKit's modals, and the header's account buttons. It renders
 * where the header shows those buttons and hands the wallet up through `onSide`.
 */
export default function DemoWallet(props: Props & { devnetAccountIndex?: number }) {
  const { network, devnetAccountIndex } = props
  const config = configOf(network, devnetAccountIndex ?? 0)
  return (
    <PropsContext.Provider value={props}>
      <WagmiOnce config={config} reconnectOnMount>
        <RainbowKitProvider
          theme={theme}
          locale={rainbowLocale(i18n.locale)}
          modalSize="compact"
          initialChain={network.chains[0]}
        >
          <WalletSide />
        </RainbowKitProvider>
      </WagmiOnce>
    </PropsContext.Provider>
  )
}

function WalletSide() {
  const { network, onSide, onConnect, connectWaiting } = useContext(PropsContext)!
  const wallet = useWagmiWallet()
  const { connector, status } = useAccount()
  const modal = useConnectModal()
  // With no wallet to list, the chooser would be empty: Ferry's own dialog says what to do instead.
  const { connectors } = useConnect()
  const found = walletsFound(connectors, hasInjectedProvider()).length > 0
  const [noWallet, setNoWallet] = useState(false)
  const openConnectModal = modal.openConnectModal && (found ? modal.openConnectModal : () => setNoWallet(true))
  const connectModalOpen = modal.connectModalOpen || noWallet
  const [provider, setProvider] = useState<unknown>(undefined)
  useEffect(() => {
    let live = true
    // While reconnecting, wagmi's connector is the one remembered in storage, without its methods.
    if (!connector || status !== 'connected') setProvider(undefined)
    else
      connector.getProvider().then(
        (p) => live && setProvider(p),
        () => live && setProvider(undefined),
      )
    return () => {
      live = false
    }
  }, [connector, status])
  useEffect(
    () => onSide({ wallet, openConnectModal, connectModalOpen, provider }),
    [wallet, openConnectModal, connectModalOpen, provider, onSide],
  )
  useEffect(() => () => onSide(undefined), [onSide])

  return (
    <>
      <NoWalletDialog open={noWallet} onClose={() => setNoWallet(false)} />
      <ConnectButton.Custom>
        {({ account, chain, openAccountModal, openChainModal }) =>
          account && chain ? (
            <AccountButtons
              account={account}
              chain={chain}
              manyChains={network.chains.length > 1}
              onAccount={openAccountModal}
              onChain={openChainModal}
            />
          ) : (
            <ConnectWalletButton onClick={onConnect} waiting={connectWaiting} />
          )
        }
      </ConnectButton.Custom>
    </>
  )
}
