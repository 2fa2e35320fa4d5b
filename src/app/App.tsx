import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useNavigate, useParams, useRouteContext, useSearch } from '@tanstack/react-router'
import { lazy, useEffect, useState } from 'react'
import { NETWORK_PROFILES, type NetworkId } from '../config/networks'
import type { LocaleCode } from '../i18n/locales'
import { useStore } from '../lib/useStore'
import { SolanaButton } from '../solana/SolanaButton'
import { WalletProvider, type WalletState } from '../transfer/wallet/walletContext'
import { Notice } from '../ui/Notice'
import { ConnectWalletButton } from './AccountButtons'
import { AppPages } from './AppPages'
import { type ChooserSide, type ConnectIntent, stepConnectIntent } from './connectIntent'
import { DemoHeader } from './DemoHeader'
import { DemoLinks } from './DemoLinks'
import { TransferSkeleton } from './DemoSkeleton'
import type { DemoWalletSide } from './DemoWallet'
import { LanguageMenu } from './LanguageMenu'
import { PageLinks } from './PageLinks'
import { applyPageTitle } from './pageTitle'
import { initialNetwork, rememberNetwork } from './selectNetwork'
import { useAfterPaint } from './useAfterPaint'
import { useNetwork } from './useNetwork'
import { WalletBoundary } from './WalletBoundary'

// The wallet side (wagmi, RainbowKit, the Devnet wallet) loads just after the form, which works without it.
const DemoWallet = lazy(() => import('./DemoWallet'))

/**
 * The demo site: network switch, wallet, and the pages, which the address
 * says (the router's search, `appSearch.ts`). `boot` is what the first paint
 * took in (main.tsx), in the router's context.
 */
export function App() {
  const { boot } = useRouteContext({ from: '__root__' })
  const search = useSearch({ from: '__root__' })
  const navigate = useNavigate()
  // A request's own page (`/r/$requestId`): the rest of the address still says the network.
  const { requestId } = useParams({ strict: false })
  // Without `?network=`, the one remembered on this device (read once: choosing one puts it in the address).
  const [remembered] = useState(() => initialNetwork(undefined, window.localStorage))
  const networkId = search.network ?? remembered
  const { view } = search
  const profile = NETWORK_PROFILES[networkId]
  const network = useNetwork(profile)
  const [side, setSide] = useState<DemoWalletSide | undefined>(undefined)
  // "Connect Wallet" works at once and never swallows a click: every click (the first paint's, made while the app
  // takes over, included) is an intent that stands until the chooser has been seen open and closed, or a wallet
  // connected; meanwhile the chooser opens as soon as the wallet side can open it, and again if it did not.
  const intentStore = boot.connectIntent
  const intent = useStore(intentStore)
  // With the wallet side failed, nothing would ever open the chooser: "Connect" reloads the page instead (the form
  // keeps what was typed), as the wallet corner's own button does.
  const [walletFailed, setWalletFailed] = useState(false)
  const connect = () => (walletFailed ? window.location.reload() : intentStore.set(WANTED))
  const [retry, setRetry] = useState(0)
  useEffect(() => {
    void retry // a tick of the retry timer below runs this again
    const step = stepConnectIntent(intent, side && chooserOf(side))
    if (step.intent.wanted !== intent.wanted || step.intent.seen !== intent.seen) intentStore.set(step.intent)
    if (!step.openNow) return
    side?.openConnectModal?.()
    // Not open a second later (the wallet side lost it on a busy machine): open it again.
    const timer = setTimeout(() => setRetry((n) => n + 1), 1000)
    return () => clearTimeout(timer)
  }, [intent, side, retry, intentStore])
  const connectWaiting = intent.wanted && !intent.seen
  const waitingButton = <ConnectWalletButton onClick={connect} waiting={connectWaiting} />
  const walletSideDue = useAfterPaint(Boolean(network.data))
  // Drawn again in each language (LocaleProvider; the router's match would not be): the tab's title follows.
  const { locale } = useLingui().i18n
  // biome-ignore lint/correctness/useExhaustiveDependencies: the title is read in the active language.
  useEffect(applyPageTitle, [locale])

  // Another network is another place: a history entry, like another page. A request's page stays on its request:
  // the id may well be on the network chosen (a link without `?network=` opened on the remembered one).
  const chooseNetwork = (id: NetworkId) => {
    rememberNetwork(id, window.localStorage)
    void navigate({ to: '.', search: (prev) => ({ ...prev, network: id }) })
  }
  // The pay tab is the transfer page's state, not a place to go back to.
  const choosePayWith = (next: 'wallet' | 'address') =>
    void navigate({
      from: '/',
      to: '/',
      search: (prev) => ({ ...prev, pay: next === 'address' ? next : undefined }),
      replace: true,
      resetScroll: false,
    })

  const header = (loaded: boolean) => (
    <DemoHeader
      networkId={networkId}
      onNetwork={chooseNetwork}
      nav={loaded && <PageLinks view={requestId ? undefined : view} networkId={networkId} />}
      solana={<SolanaButton devnetServiceUrl={profile.isDevnet ? profile.serviceUrl : undefined} />}
      account={
        network.data && walletSideDue ? (
          <WalletBoundary fallback={waitingButton} onFailed={() => setWalletFailed(true)}>
            <DemoWallet
              key={network.data.profile.id}
              network={network.data}
              onSide={setSide}
              onConnect={connect}
              connectWaiting={connectWaiting}
            />
          </WalletBoundary>
        ) : (
          waitingButton
        )
      }
    />
  )

  if (!network.data) {
    const networkName = profile.label
    const serviceUrl = profile.serviceUrl
    const connecting = t({ id: 'app.network.connecting', message: `Connecting to ${networkName}…` })
    return (
      <div className="min-h-screen bg-slate-100">
        {header(false)}
        <main className="mx-auto max-w-md px-4">
          {network.error ? (
            <div className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
              <Notice tone="error" testId="network-error">
                {profile.isDevnet
                  ? t({
                      id: 'app.network.devnetUnreachable',
                      message: `Cannot reach the local devnet at ${serviceUrl}. Start it with “npm start” (or “npm run devnet”), then try again.`,
                    })
                  : loadFailed(networkName, network.error.message)}
              </Notice>
              <button
                type="button"
                onClick={() => void network.refetch()}
                className="rounded-lg bg-teal-700 px-4 py-2 text-white"
              >
                {t({ id: 'app.network.retry', message: 'Try again' })}
              </button>
            </div>
          ) : view === 'transfer' && !requestId ? (
            <TransferSkeleton status={connecting} payWith={search.pay ?? 'wallet'} onPayWith={choosePayWith} />
          ) : (
            <p role="status" className="rounded-2xl bg-white p-5 text-slate-600 shadow-sm">
              {requestId
                ? t({ id: 'app.network.lookingUpTransfer', message: `Looking up the transfer on ${networkName}…` })
                : connecting}
            </p>
          )}
        </main>
      </div>
    )
  }

  return (
    <WalletProvider value={side?.wallet ?? NO_WALLET}>
      <DemoLinks networkId={networkId}>
        <div className="min-h-screen bg-slate-100">
          {header(true)}
          <AppPages
            key={networkId}
            search={search}
            requestId={requestId}
            network={network.data}
            onConnect={connect}
            onPayWith={choosePayWith}
            walletProvider={side?.provider}
          />
          <footer className="px-4 py-8">
            <LanguageMenu locale={i18n.locale as LocaleCode} />
          </footer>
        </div>
      </DemoLinks>
    </WalletProvider>
  )
}

const loadFailed = (networkName: string, reason: string) =>
  t({ id: 'app.network.loadFailed', message: `Cannot load ${networkName}: ${reason}` })

const NO_WALLET: WalletState = {}
const WANTED: ConnectIntent = { wanted: true, seen: false }

function chooserOf(side: DemoWalletSide): ChooserSide {
  return {
    connected: Boolean(side.wallet.address),
    open: side.connectModalOpen,
    canOpen: Boolean(side.openConnectModal),
  }
}
