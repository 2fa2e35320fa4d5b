import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { parseWidgetUrl } from '../config/widgetConfig'
import type { GuestChannel } from '../features/embed/createGuestChannel'
import type { AmountDraft } from '../features/swap/SwapPanelSkeleton'
import { EmbedApp } from './EmbedApp'

/**
 * The embed's widget, loaded just after its skeleton: the checked
 * configuration, react-query and the app. `draft` carries what was typed in
 * the skeleton.
 */
export default function EmbedRoot(props: { channel: GuestChannel; draft: AmountDraft }) {
  const [queryClient] = useState(() => new QueryClient())
  const [url] = useState(() => parseWidgetUrl(window.location.search))
  return (
    <QueryClientProvider client={queryClient}>
      <EmbedApp channel={props.channel} url={url} draft={props.draft} />
    </QueryClientProvider>
  )
}
