import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react'
import { env } from '../config/env'
import { NETWORK_PROFILES, type NetworkId } from '../config/networks'
import { SwapPanel } from '../features/swap/SwapPanel'

// Loaded on demand: a person who only transfers never downloads it.
const ActivityPage = lazy(() => import('../features/activity/ActivityPage').then((m) => ({ default: m.ActivityPage })))

const EmbedBuilderPage = lazy(() =>
  import('../features/embedBuilder/EmbedBuilderPage').then((m) => ({ default: m.EmbedBuilderPage })),
)

const CallBuilderPage = lazy(() =>
  import('../features/call/CallBuilderPage').then((m) => ({ default: m.CallBuilderPage })),
)

// The wallet side (wagmi, RainbowKit, the Devnet wallet) loads just after the form, which works without it.
const DemoWallet = lazy(() => import('./DemoWallet'))

const DepositAddressPanel = lazy(() =>
  import('../features/depositAddress/DepositAddressPanel').then((m) => ({ default: m.DepositAddressPanel })),
)

const VIEWS = ['transfer', 'calls', 'activity', 'embed'] as const
type View = (typeof VIEWS)[number]
const viewOf = (search: string): View =>
  VIEWS.find((v) => v !== 'transfer' && new URLSearchParams(search).get('view') === v) ?? 'transfer'

import type { NetworkResources } from '../config/loadNetwork'
import type { AmountDraft } from '../features/swap/SwapPanelSkeleton'
import { WalletProvider, type WalletState } from '../transfer/walletContext'
import { Notice } from '../ui/Notice'
import { type PayWith, PayWithTabs } from '../ui/PayWithTabs'
import { ConnectWalletButton } from './AccountButtons'
import { DemoHeader } from './DemoHeader'
import { type DemoBoot, payWithOf, setPayWithHere, TransferSkeleton } from './DemoSkeleton'
import type { DemoWalletSide } from './DemoWallet'
import { chooseNetworkHere, initialNetwork } from './selectNetwork'
import { useNetwork } from './useNetwork'

/** The demo site: network switch, wallet, and the bridge form. `boot` is what the first paint took in (main.tsx). */
export function App(props: { boot: DemoBoot }) {
  const { boot } = props
  const [networkId, setNetworkId] = useState<NetworkId>(() =>
    initialNetwork(window.location.search, window.localStorage),
  )
  const [view, setView] = useState<View>(() => viewOf(window.location.search))
  const profile = NETWORK_PROFILES[networkId]
  const chooseView = (next: View) => {
    const url = new URL(window.location.href)
    if (next !== 'transfer') url.search = new URLSearchParams({ network: networkId, view: next }).toString()
    else url.search = new URLSearchParams({ network: networkId }).toString()
    window.history.replaceState(null, '', url)
    setView(next)
  }
  const network = useNetwork(profile)
  const [side, setSide] = useState<DemoWalletSide | undefined>(undefined)
  // "Connect Wallet" works at once: a click made before the wallet side has loaded opens the chooser when it has.
  // One queue for every click, the first paint's included: it may come while the app is taking over.
  const queue = boot.connectQueued
  const connectQueued = useSyncExternalStore(queue.subscribe, queue.get)
  const connect = () => (side?.openConnectModal ? side.openConnectModal() : queue.set(true))
  useEffect(() => {
    if (!connectQueued || !side) return
    // Connected meanwhile (a remembered wallet came back): nothing left to choose.
    if (side.wallet.address) return queue.set(false)
    if (!side.openConnectModal) return
    queue.set(false)
    side.openConnectModal()
  }, [connectQueued, side, queue])
  const waitingButton = <ConnectWalletButton onClick={connect} waiting={connectQueued} />
  const walletSideDue = useAfterPaint(Boolean(network.data))

  const chooseNetwork = (id: NetworkId) => {
    chooseNetworkHere(id)
    setNetworkId(id)
  }

  const header = (wallet: boolean) => (
    <DemoHeader
      networkId={networkId}
      onNetwork={chooseNetwork}
      nav={
        wallet && (
          <nav aria-label="Pages" className="flex flex-wrap gap-0.5 text-sm sm:gap-1">
            {VIEWS.map((v) => (
              <button
                key={v}
                type="button"
                aria-current={view === v ? 'page' : undefined}
                onClick={() => chooseView(v)}
                className={`rounded-lg px-1.5 py-1 capitalize sm:px-2 ${view === v ? 'bg-white font-semibold text-teal-800 shadow-sm' : 'text-slate-600 hover:bg-white/60'}`}
              >
                {v}
              </button>
            ))}
          </nav>
        )
      }
      account={
        network.data && walletSideDue ? (
          <Suspense fallback={waitingButton}>
            <DemoWallet key={network.data.profile.id} network={network.data} onSide={setSide} />
          </Suspense>
        ) : (
          waitingButton
        )
      }
    />
  )

  if (!network.data) {
    return (
      <div className="min-h-screen bg-slate-100">
        {header(false)}
        <main className="mx-auto max-w-md px-4">
          {network.error ? (
            <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
              <Notice tone="error" testId="network-error">
                {profile.isDevnet
                  ? `Cannot reach the local devnet at ${profile.serviceUrl}. Start it with “npm start” (or “npm run devnet”), then try again.`
                  : `Cannot load ${profile.label}: ${network.error.message}`}
              </Notice>
              <button
                type="button"
                onClick={() => void network.refetch()}
                className="rounded-lg bg-teal-700 px-4 py-2 text-white"
              >
                Try again
              </button>
            </div>
          ) : view === 'transfer' ? (
            <TransferSkeleton draft={boot.draft} status={`Connecting to ${profile.label}…`} />
          ) : (
            <p role="status" className="rounded-2xl bg-white p-5 text-slate-600 shadow-sm">
              Connecting to {profile.label}…
            </p>
          )}
        </main>
      </div>
    )
  }

  return (
    <WalletProvider value={side?.wallet ?? NO_WALLET}>
      <div className="min-h-screen bg-slate-100">
        {header(true)}
        <main
          className={`mx-auto px-4 pb-10 ${view === 'activity' || view === 'calls' ? 'max-w-3xl' : view === 'embed' ? 'max-w-6xl' : 'max-w-md'}`}
        >
          {view === 'calls' ? (
            <Suspense
              fallback={
                <p role="status" className="text-slate-600">
                  Loading the call builder…
                </p>
              }
            >
              <CallBuilderPage key={networkId} network={network.data} />
            </Suspense>
          ) : view === 'embed' ? (
            <Suspense
              fallback={
                <p role="status" className="text-slate-600">
                  Loading the embed builder…
                </p>
              }
            >
              <EmbedBuilderPage key={networkId} network={network.data} wallet={side?.provider} />
            </Suspense>
          ) : view === 'activity' ? (
            <Suspense
              fallback={
                <p role="status" className="text-slate-600">
                  Loading activity…
                </p>
              }
            >
              <ActivityPage
                key={networkId}
                network={network.data}
                proxyBaseUrl={`${env.VITE_FERRY_PROXY_URL}/${networkId}`}
                eventsUrl={`${env.VITE_FERRY_PROXY_URL}/events`}
              />
            </Suspense>
          ) : (
            <TransferView key={networkId} network={network.data} onConnect={connect} draft={boot.draft} />
          )}
        </main>
      </div>
    </WalletProvider>
  )
}

const NO_WALLET: WalletState = {}

/**
 * True from the first frame after `active` turns true has been painted: the wallet side's download and
 * evaluation then wait until the form is on screen instead of competing with its render.
 */
function useAfterPaint(active: boolean): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (!active) return setPainted(false)
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true))
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [active])
  return painted
}

/** The transfer page: from the connected wallet, or from an exchange or any wallet through a deposit address. */
function TransferView(props: { network: NetworkResources; onConnect: () => void; draft: AmountDraft }) {
  const [payWith, setPayWith] = useState<PayWith>(() => payWithOf(window.location.search))
  const choose = (next: PayWith) => {
    setPayWithHere(next)
    setPayWith(next)
  }
  return (
    <div className="space-y-3">
      <PayWithTabs value={payWith} onChange={choose} />
      {payWith === 'address' ? (
        <Suspense
          fallback={
            <p role="status" className="text-slate-600">
              Loading…
            </p>
          }
        >
          <DepositAddressPanel network={props.network} />
        </Suspense>
      ) : (
        <SwapPanel network={props.network} onConnect={props.onConnect} draft={props.draft} />
      )}
    </div>
  )
}
