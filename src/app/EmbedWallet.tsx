import { t } from '@lingui/core/macro'
import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState } from 'react'
import { useAccount, useConfig, useConnect, useDisconnect } from 'wagmi'
import type { NetworkResources } from '../config/loadNetwork'
import { hasInjectedProvider, walletsFound } from '../config/walletsFound'
import type { GuestChannel } from '../features/embed/createGuestChannel'
import { HOST_WALLET_CONNECTOR_ID } from '../features/embed/embedConnectors'
import type { HostWallet } from '../features/embed/useEmbedHost'
import { shortHex } from '../lib/format'
import { SolanaButton } from '../solana/SolanaButton'
import { useWagmiWallet } from '../transfer/wallet/WagmiWalletProvider'
import type { WalletState } from '../transfer/wallet/walletContext'
import { dropStaleConnection } from './dropStaleConnection'
import { embedWagmiConfig } from './embedWagmiConfig'
import { NoWalletDialog } from './NoWalletDialog'
import { WagmiOnce } from './WagmiOnce'

const EmbedWalletModal = lazy(() => import('./EmbedWalletModal'))

/**
 * The embed's wallet side, loaded just after the form: wagmi over the
 * network's chains with the host page's wallet (connected at once, so a person
 * connected on the host page is connected here) and a wallet in the frame,
 * the connected account with a way out, and RainbowKit's modal when asked.
 * It reports the wallet up through `onWallet`.
 */
export default function EmbedWallet(props: SideProps) {
  const { network, hostWallet } = props
  const config = embedWagmiConfig(network, hostWallet)
  // The changing props reach the wallet side through context (WagmiOnce renders it once per config).
  const provider = (
    // A new provider when the host hands over its wallet (wagmi does not take a changed config in place).
    <WagmiOnce key={hostWallet ? 'host-wallet' : 'own-wallets'} config={config} reconnectOnMount={!hostWallet}>
      <WalletSide />
    </WagmiOnce>
  )
  return <SidePropsContext.Provider value={props}>{provider}</SidePropsContext.Provider>
}

type SideProps = {
  network: NetworkResources
  channel: GuestChannel
  modalRequest: number
  accent: string | undefined
  onWallet: (wallet: WalletState) => void
  hostWallet: HostWallet | undefined
}
const SidePropsContext = createContext<SideProps | undefined>(undefined)

function WalletSide() {
  const props = useContext(SidePropsContext)!
  const { channel, network, onWallet } = props
  const wallet = useWagmiWallet()
  useEffect(() => onWallet(wallet), [wallet, onWallet])
  const account = useAccount()
  const { connectors, connectAsync } = useConnect()
  // A request for the chooser with no wallet to list gets Ferry's own dialog, until the person closes it.
  const found = walletsFound(connectors, hasInjectedProvider()).length > 0
  const [answered, setAnswered] = useState(0)
  const { disconnect } = useDisconnect()

  const config = useConfig()
  const hostConnector = connectors.find((c) => c.id === HOST_WALLET_CONNECTOR_ID)
  const connectedOnce = useRef(false)
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per handed-over wallet; a later disconnect is the person's choice.
  useEffect(() => {
    if (!hostConnector || connectedOnce.current) return
    // After WagmiProvider's own mount work, which runs after this effect and clears any connection made before it.
    const timer = setTimeout(() => {
      if (connectedOnce.current) return
      connectedOnce.current = true
      // The host's wallet may have announced its connection before this provider mounted, which emptied it; or after,
      // and it is connected already (connecting again would only report "already connected" to the host page).
      dropStaleConnection(config)
      if (config.state.connections.has(hostConnector.uid)) return
      connectAsync({ connector: hostConnector }).catch((error: unknown) =>
        channel.post('error', {
          code: 'wallet',
          // not a message: posted to the host page for its integrator, like the config problems
          message: `The host page's wallet did not connect: ${error instanceof Error ? error.message : String(error)}`,
        }),
      )
    })
    return () => clearTimeout(timer)
  }, [hostConnector])

  const dark = document.documentElement.getAttribute('data-ferry-theme') === 'dark'
  const chainName = network.chains.find((c) => c.id === account.chainId)?.name
  // A host page that hands over its wallet decides the wallets; otherwise a Solana wallet can join, where the
  // network lists a Solana chain.
  const solana = !props.hostWallet && network.listedChains.some((c) => c.vmType === 'svm')
  return (
    <>
      {/* One row, the height of the bar EmbedLayout keeps from the first paint. */}
      <div className="flex min-h-10 items-center justify-end gap-2">
        {account.address && (
          <div
            className="flex min-w-0 flex-1 items-center justify-between gap-2 rounded-xl bg-white px-3 py-2 text-sm shadow-sm"
            data-testid="embed-account"
          >
            <span className="min-w-0 truncate text-slate-700">
              <span className="font-mono" dir="ltr" title={account.address}>
                {shortHex(account.address)}
              </span>
              {account.connector && (
                <span className="text-slate-500">
                  {' '}
                  · {account.connector.name}
                  {chainName ? ` · ${chainName}` : ''}
                </span>
              )}
            </span>
            <button
              type="button"
              onClick={() => disconnect()}
              className="shrink-0 rounded-lg px-2 py-1 text-slate-600 hover:bg-slate-100"
            >
              {t({ id: 'app.wallet.disconnect', message: 'Disconnect' })}
            </button>
          </div>
        )}
        {solana && (
          <SolanaButton devnetServiceUrl={network.profile.isDevnet ? network.profile.serviceUrl : undefined} />
        )}
      </div>
      <NoWalletDialog open={!found && props.modalRequest > answered} onClose={() => setAnswered(props.modalRequest)} />
      {props.modalRequest > 0 && found && (
        <Suspense
          fallback={
            <p role="status" className="text-sm text-slate-600">
              {t({ id: 'app.wallet.opening', message: 'Opening wallets…' })}
            </p>
          }
        >
          <EmbedWalletModal
            request={props.modalRequest}
            initialChain={network.chains[0]}
            dark={dark}
            accent={props.accent}
          />
        </Suspense>
      )}
    </>
  )
}
