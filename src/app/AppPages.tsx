import { t } from '@lingui/core/macro'
import { useNavigate } from '@tanstack/react-router'
import { Activity, lazy, Suspense, useCallback, useState } from 'react'
import type { NetworkResources } from '../config/loadNetwork'
import { siteProxyUrl } from '../config/siteProxyUrl'
import type { AmountDraft } from '../features/swap/SwapPanelSkeleton'
import type { Store } from '../lib/createStore'
import type { PayWith } from '../ui/PayWithTabs'
import type { AppSearch } from './appSearch'
import { pageOwnQuery, parseSearch, requestPagePath } from './pageSearch'
import { TransferPage } from './TransferPage'
import { useSiteAppFees } from './useSiteAppFees'

// Loaded on demand: a person who only transfers never downloads them.
const ActivityPage = lazy(() => import('../features/activity/ActivityPage').then((m) => ({ default: m.ActivityPage })))
const EmbedBuilderPage = lazy(() =>
  import('../features/embedBuilder/EmbedBuilderPage').then((m) => ({ default: m.EmbedBuilderPage })),
)
const CallBuilderPage = lazy(() =>
  import('../features/call/CallBuilderPage').then((m) => ({ default: m.CallBuilderPage })),
)
const EarningsPage = lazy(() => import('../features/earnings/EarningsPage').then((m) => ({ default: m.EarningsPage })))
const RequestPage = lazy(() => import('../features/request/RequestPage').then((m) => ({ default: m.RequestPage })))

/**
 * The page the address names, once the network's catalogue is in. Each page
 * hands its own state to the address through a callback, and the router
 * writes it: a filter is a history entry (Back undoes it), a builder's draft
 * replaces the current one.
 */
export function AppPages(props: {
  search: AppSearch
  /** A request's own page is open (`/r/$requestId`), over whatever `view` says. */
  requestId: string | undefined
  network: NetworkResources
  onConnect: () => void
  draft: Store<AmountDraft>
  onPayWith: (next: PayWith) => void
  /** The connected wallet's EIP-1193 provider, for the embed builder's preview. */
  walletProvider: unknown
}) {
  const { search, network, requestId } = props
  const view = requestId ? 'request' : search.view
  const networkId = network.profile.id
  const navigate = useNavigate()
  // Every form here quotes through this site's proxy, which adds its fees: each names them and applies the cap.
  const appFees = useSiteAppFees({ networkId, throughSite: true })
  // Once opened, the transfer page stays (hidden, its effects paused) while another page shows: Back finds it as it was.
  const [transferOpened, setTransferOpened] = useState(view === 'transfer')
  if (view === 'transfer' && !transferOpened) setTransferOpened(true)

  const showActivity = useCallback(
    (query: string) =>
      void navigate({
        to: '/',
        search: { ...parseSearch(query), view: 'activity', network: networkId },
        resetScroll: false,
      }),
    [navigate, networkId],
  )
  const keep = useCallback(
    (key: 'calls' | 'options', value: string) =>
      void navigate({
        from: '/',
        to: '/',
        search: (prev) => ({ ...prev, [key]: value }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  )
  const keepCalls = useCallback((value: string) => keep('calls', value), [keep])
  const keepOptions = useCallback((value: string) => keep('options', value), [keep])
  const loading = (text: string) => (
    <p role="status" className="text-slate-600">
      {text}
    </p>
  )

  return (
    <main
      className={`mx-auto px-4 pb-10 ${view === 'activity' || view === 'calls' ? 'max-w-3xl' : view === 'embed' ? 'max-w-6xl' : view === 'request' || view === 'earnings' ? 'max-w-xl' : 'max-w-md'}`}
    >
      {transferOpened && (
        <Activity mode={view === 'transfer' ? 'visible' : 'hidden'}>
          <TransferPage
            network={network}
            onConnect={props.onConnect}
            draft={props.draft}
            payWith={search.pay ?? 'wallet'}
            onPayWith={props.onPayWith}
            appFees={appFees}
          />
        </Activity>
      )}
      {view === 'calls' ? (
        <Suspense fallback={loading(t({ id: 'app.loading.callBuilder', message: 'Loading the call builder…' }))}>
          <CallBuilderPage network={network} encoded={search.calls} onEncoded={keepCalls} appFees={appFees} />
        </Suspense>
      ) : view === 'embed' ? (
        <Suspense fallback={loading(t({ id: 'app.loading.embedBuilder', message: 'Loading the embed builder…' }))}>
          <EmbedBuilderPage
            network={network}
            wallet={props.walletProvider}
            encoded={search.options}
            onEncoded={keepOptions}
          />
        </Suspense>
      ) : requestId ? (
        <Suspense fallback={loading(t({ id: 'app.loading.transfer', message: 'Loading the transfer…' }))}>
          <RequestPage
            requestId={requestId}
            network={network}
            proxyBaseUrl={siteProxyUrl(networkId)}
            pageUrl={`${window.location.origin}${requestPagePath(requestId, networkId)}`}
          />
        </Suspense>
      ) : view === 'earnings' ? (
        <Suspense fallback={loading(t({ id: 'app.loading.earnings', message: 'Loading earnings…' }))}>
          <EarningsPage network={network} onConnect={props.onConnect} />
        </Suspense>
      ) : view === 'activity' ? (
        <Suspense fallback={loading(t({ id: 'app.loading.activity', message: 'Loading activity…' }))}>
          <ActivityPage
            network={network}
            proxyBaseUrl={siteProxyUrl(networkId) ?? network.profile.apiUrl}
            eventsUrl={siteProxyUrl('events')}
            query={pageOwnQuery(search)}
            onQuery={showActivity}
          />
        </Suspense>
      ) : null}
    </main>
  )
}
