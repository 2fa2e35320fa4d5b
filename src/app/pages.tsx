import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { type ComponentType, lazy } from 'react'
import { env } from '../config/env'
import type { PageContext } from './PageContext'
import { pageOwnQuery, requestPagePath, type View } from './pageSearch'
import { TransferPage } from './TransferPage'

/** One page of the site, declared once: its name in the links, its width, what shows while it loads, and itself. */
export type SitePage = {
  /** Its link in the site's navigation (a request's page has none: it is reached by its address). */
  name?: MessageDescriptor
  /** The width of the page's column. */
  width: string
  /** Said while its code loads (a page loaded with the site has none). */
  loading?: MessageDescriptor
  /**
   * Once opened it stays, hidden with its effects paused, while another page shows: Back finds it as it was. Drawn
   * by `AppPages` rather than by the route, which another page replaces.
   */
  kept?: true
  /** The page, given the site's context; what it reads of the address (its search) it takes from `search` here. */
  Page: ComponentType<PageContext & { requestId?: string }>
}

/** A page whose code loads when it is first opened: a person who only transfers never downloads it. */
function lazyPage<P extends object>(
  load: () => Promise<ComponentType<P>>,
  props: (context: PageContext & { requestId?: string }) => P,
): SitePage['Page'] {
  return lazy(async () => {
    const Component = await load()
    return { default: (context: PageContext & { requestId?: string }) => <Component {...props(context)} /> }
  })
}

const proxyOf = (c: PageContext) => `${env.VITE_FERRY_PROXY_URL}/${c.network.profile.id}`

/**
 * The pages of the site's `view` (`/?view=…`), in the order of its links. A new page is one entry here and its id
 * in `VIEWS` (pageSearch.ts, which the first paint reads without this module); the type asks for both.
 */
export const PAGES: Record<View, SitePage> = {
  transfer: {
    name: msg({ id: 'app.nav.transfer', message: 'Transfer' }),
    width: 'max-w-md',
    kept: true,
    Page: (c) => <TransferPage {...c} payWith={c.search.pay ?? 'wallet'} />,
  },
  calls: {
    name: msg({ id: 'app.nav.calls', message: 'Calls' }),
    width: 'max-w-3xl',
    loading: msg({ id: 'app.loading.callBuilder', message: 'Loading the call builder…' }),
    Page: lazyPage(
      () => import('../features/call/CallBuilderPage').then((m) => m.CallBuilderPage),
      (c) => ({ network: c.network, encoded: c.search.calls, onEncoded: c.keepCalls, appFees: c.appFees }),
    ),
  },
  activity: {
    name: msg({ id: 'app.nav.activity', message: 'Activity' }),
    width: 'max-w-3xl',
    loading: msg({ id: 'app.loading.activity', message: 'Loading activity…' }),
    Page: lazyPage(
      () => import('../features/activity/ActivityPage').then((m) => m.ActivityPage),
      (c) => ({
        network: c.network,
        proxyBaseUrl: proxyOf(c),
        eventsUrl: `${env.VITE_FERRY_PROXY_URL}/events`,
        query: pageOwnQuery(c.search),
        onQuery: c.showActivity,
      }),
    ),
  },
  embed: {
    name: msg({ id: 'app.nav.embed', message: 'Embed' }),
    width: 'max-w-6xl',
    loading: msg({ id: 'app.loading.embedBuilder', message: 'Loading the embed builder…' }),
    Page: lazyPage(
      () => import('../features/embedBuilder/EmbedBuilderPage').then((m) => m.EmbedBuilderPage),
      (c) => ({
        network: c.network,
        wallet: c.walletProvider,
        encoded: c.search.options,
        onEncoded: c.keepOptions,
      }),
    ),
  },
  earnings: {
    name: msg({ id: 'app.nav.earnings', message: 'Earnings' }),
    width: 'max-w-xl',
    loading: msg({ id: 'app.loading.earnings', message: 'Loading earnings…' }),
    Page: lazyPage(
      () => import('../features/earnings/EarningsPage').then((m) => m.EarningsPage),
      (c) => ({ network: c.network, onConnect: c.onConnect }),
    ),
  },
}

/** A request's own page, the route `/r/$requestId`: over whatever `view` says. */
export const REQUEST_PAGE: SitePage = {
  width: 'max-w-xl',
  loading: msg({ id: 'app.loading.transfer', message: 'Loading the transfer…' }),
  Page: lazyPage(
    () => import('../features/request/RequestPage').then((m) => m.RequestPage),
    (c) => {
      const requestId = c.requestId ?? ''
      const networkId = c.network.profile.id
      return {
        requestId,
        network: c.network,
        proxyBaseUrl: env.VITE_FERRY_PROXY_URL ? proxyOf(c) : undefined,
        pageUrl: `${window.location.origin}${requestPagePath(requestId, networkId)}`,
      }
    },
  ),
}
