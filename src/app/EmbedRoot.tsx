import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { seedEarlyPrice } from '../api/seedEarlyPrice'
import { parseWidgetUrl } from '../config/widgetConfig'
import type { GuestChannel } from '../features/embed/createGuestChannel'
import type { AmountDraft } from '../features/swap/amountDraft'
import { LocaleProvider } from '../i18n/LocaleProvider'
import type { Store } from '../lib/createStore'
import { EmbedApp } from './EmbedApp'
import { prefetchSiteInfo } from './useSiteAppFees'

/**
 * The embed's widget, loaded just after its skeleton: the checked
 * configuration, react-query and the app. `draft` is the store the skeleton
 * keeps what was typed in.
 */
export default function EmbedRoot(props: { channel: GuestChannel; draft: Store<AmountDraft> }) {
  const [queryClient] = useState(() => prefetchSiteInfo(seedEarlyPrice(new QueryClient())))
  const [url] = useState(() => parseWidgetUrl(window.location.search))
  return (
    <LocaleProvider>
      <QueryClientProvider client={queryClient}>
        <EmbedApp channel={props.channel} url={url} draft={props.draft} />
      </QueryClientProvider>
    </LocaleProvider>
  )
}
