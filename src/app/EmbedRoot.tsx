import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { seedEarlyPrice } from '../api/seedEarlyPrice'
import { parseWidgetUrl } from '../config/widgetConfig'
import type { GuestChannel } from '../features/embed/createGuestChannel'
import { LocaleProvider } from '../i18n/LocaleProvider'
import { EmbedApp } from './EmbedApp'
import { prefetchSiteInfo } from './useSiteAppFees'

/**
 * The embed's widget, loaded just after its skeleton: the checked
 * configuration, react-query and the app (what was typed in the skeleton comes
 * through AmountDraftContext, provided by app/embedBoot.tsx).
 */
export default function EmbedRoot(props: { channel: GuestChannel }) {
  const [queryClient] = useState(() => prefetchSiteInfo(seedEarlyPrice(new QueryClient())))
  const [url] = useState(() => parseWidgetUrl(window.location.search))
  return (
    <LocaleProvider>
      {() => (
        <QueryClientProvider client={queryClient}>
          <EmbedApp channel={props.channel} url={url} />
        </QueryClientProvider>
      )}
    </LocaleProvider>
  )
}
