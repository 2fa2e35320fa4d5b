import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { EmbedApp } from './app/EmbedApp'
import { parentOriginOf, parseWidgetUrl } from './config/widgetConfig'
import { createGuestChannel } from './features/embed/createGuestChannel'
import './embed.css'

const url = parseWidgetUrl(window.location.search)
const channel = createGuestChannel({ window, parentOrigin: parentOriginOf(window.location.search) })
const queryClient = new QueryClient()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <EmbedApp channel={channel} url={url} />
    </QueryClientProvider>
  </StrictMode>,
)
