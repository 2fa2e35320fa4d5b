import {
  createBrowserHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  redirect,
} from '@tanstack/react-router'
import { App } from './App'
import { validateAppSearch } from './appSearch'
import type { DemoBoot } from './DemoSkeleton'
import { RequestRoute, ViewRoute } from './PageRoute'
import { parseSearch, stringifySearch, viewOfPath } from './pageSearch'

/**
 * The demo site's router: the one owner of its URL. The site is static (one
 * index.html, which the site server also answers for unknown paths), so pages
 * are the `view` search parameter on `/`, as links written before it still
 * say. A request's own page is the path `/r/$requestId` (pageSearch.ts), a
 * child of the root beside `/`, which the shell reads too.
 */
export function createAppRouter(boot: DemoBoot) {
  const rootRoute = createRootRouteWithContext<{ boot: DemoBoot }>()({
    validateSearch: validateAppSearch,
    component: App,
  })
  // Each route draws its page (the pages are declared once, in pages.tsx), in the shell's frame (AppPages).
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: ViewRoute })
  const requestRoute = createRoute({ getParentRoute: () => rootRoute, path: '/r/$requestId', component: RequestRoute })
  // Any other path (a page's name typed as a path, an old or mistyped link) is its page on `/`, never a blank
  // "Not Found" under the form: `/activity` is `/?view=activity`, anything else the transfer form.
  const otherRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    beforeLoad: ({ location }) => {
      const view = viewOfPath(location.pathname)
      throw redirect({ to: '/', search: (prev) => ({ ...prev, view }), replace: true })
    },
  })
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute, requestRoute, otherRoute]),
    context: { boot },
    history: createBrowserHistory(),
    parseSearch,
    stringifySearch,
  })
}

export type AppRouter = ReturnType<typeof createAppRouter>

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter
  }
}
