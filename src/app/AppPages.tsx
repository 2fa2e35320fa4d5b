import { Outlet, useNavigate } from '@tanstack/react-router'
import { Activity, useCallback, useMemo, useState } from 'react'
import type { NetworkResources } from '../config/loadNetwork'
import type { PayWith } from '../ui/PayWithTabs'
import type { AppSearch } from './appSearch'
import { type PageContext, PageContextValue } from './PageContext'
import { parseSearch, VIEWS } from './pageSearch'
import { PAGES, REQUEST_PAGE } from './pages'
import { useSiteAppFees } from './useSiteAppFees'

/**
 * The pages' frame, once the network's catalogue is in: the column as wide as
 * the page the address names (`pages.tsx`), the pages kept once opened, and
 * the router's outlet, where the route draws its page (`PageRoute.tsx`) with
 * the site's context. Each page hands its own state to the address through a
 * callback, and the router writes it: a filter is a history entry (Back undoes
 * it), a builder's draft replaces the current one.
 */
export function AppPages(props: {
  search: AppSearch
  /** A request's own page is open (`/r/$requestId`), over whatever `view` says. */
  requestId: string | undefined
  network: NetworkResources
  onConnect: () => void
  onPayWith: (next: PayWith) => void
  /** The connected wallet's EIP-1193 provider, for the embed builder's preview. */
  walletProvider: unknown
}) {
  const { search, network, requestId } = props
  const view = requestId ? undefined : search.view
  const networkId = network.profile.id
  const navigate = useNavigate()
  // Every form here quotes through this site's proxy, which adds its fees: each names them and applies the cap.
  const appFees = useSiteAppFees({ networkId, throughSite: true })
  // The pages kept once opened (the transfer page): hidden, their effects paused, while another page shows.
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(view ? [view] : []))
  if (view && PAGES[view].kept && !opened.has(view)) setOpened(new Set([...opened, view]))

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
  const { onConnect, onPayWith, walletProvider } = props
  const context = useMemo(
    (): PageContext => ({
      search,
      network,
      onConnect,
      onPayWith,
      walletProvider,
      appFees,
      showActivity,
      keepCalls,
      keepOptions,
    }),
    [search, network, onConnect, onPayWith, walletProvider, appFees, showActivity, keepCalls, keepOptions],
  )
  const page = view ? PAGES[view] : REQUEST_PAGE

  return (
    <PageContextValue.Provider value={context}>
      <main className={`mx-auto px-4 pb-10 ${page.width}`}>
        {VIEWS.filter((v) => PAGES[v].kept && opened.has(v)).map((v) => {
          const Kept = PAGES[v].Page
          return (
            <Activity key={v} mode={v === view ? 'visible' : 'hidden'}>
              <Kept {...context} />
            </Activity>
          )
        })}
        <Outlet />
      </main>
    </PageContextValue.Provider>
  )
}
