import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { type ReactElement, useState } from 'react'
import { seedEarlyPrice } from '../api/seedEarlyPrice'
import { activateLocale } from '../i18n/activateLocale'
import { LocaleProvider } from '../i18n/LocaleProvider'
import { type AppRouter, createAppRouter } from './createAppRouter'
import type { DemoBoot } from './DemoSkeleton'
import { prefetchSiteInfo } from './useSiteAppFees'

/**
 * The demo site's app, loaded just after its first paint (main.tsx), with
 * react-query and the router. The router has read the address before the app
 * renders, so that the app's first frame replaces the first paint's directly:
 * an empty frame in between would drop the focus from the amount field.
 */
export async function loadApp(boot: DemoBoot): Promise<ReactElement> {
  const router = createAppRouter(boot)
  // The language's whole catalogue, beside the router's first load: the app's first frame is in it already.
  await Promise.all([router.load(), activateLocale(boot.locale)])
  return <AppRoot router={router} />
}

function AppRoot(props: { router: AppRouter }) {
  const [queryClient] = useState(() => prefetchSiteInfo(seedEarlyPrice(new QueryClient())))
  return (
    <LocaleProvider>
      {() => (
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={props.router} />
        </QueryClientProvider>
      )}
    </LocaleProvider>
  )
}
