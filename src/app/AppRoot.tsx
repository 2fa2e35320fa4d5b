import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useState } from 'react'
import { App } from './App'
import type { DemoBoot } from './DemoSkeleton'

/** The demo site's app, loaded just after its first paint (main.tsx), with react-query. */
export default function AppRoot(props: { boot: DemoBoot }) {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <QueryClientProvider client={queryClient}>
      <App boot={props.boot} />
    </QueryClientProvider>
  )
}
