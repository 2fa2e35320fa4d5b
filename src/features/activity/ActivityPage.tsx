import { useInfiniteQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { NetworkResources } from '../../config/loadNetwork'
import { useWallet } from '../../transfer/walletContext'
import { ActivityFiltersPanel } from './ActivityFiltersPanel'
import { type ActivityFilters, parseActivityFilters, serializeActivityFilters } from './activityFilters'
import { RequestList } from './RequestList'
import { requestsQueryOptions } from './requestsQueryOptions'
import { useLiveRequestEvents } from './useLiveRequestEvents'

/** Every request of the integrator's API key, filtered and paged, through the site server's proxy. */
export function ActivityPage(props: { network: NetworkResources; proxyBaseUrl: string; eventsUrl: string }) {
  const account = useWallet()
  const [{ filters, problems }, setParsed] = useState(() => parseActivityFilters(window.location.search))

  // Filters live in the URL, so a view can be shared and survives a reload.
  const update = (patch: Partial<ActivityFilters>) => {
    const next = { ...filters, ...patch }
    for (const key of Object.keys(next) as (keyof ActivityFilters)[])
      if (next[key] === undefined || next[key] === '') delete next[key]
    const url = new URL(window.location.href)
    url.search = serializeActivityFilters(next)
    url.searchParams.set('view', 'activity')
    url.searchParams.set('network', props.network.profile.id)
    window.history.replaceState(null, '', url)
    setParsed({ filters: next, problems: [] })
  }

  const query = useInfiniteQuery(requestsQueryOptions({ proxyBaseUrl: props.proxyBaseUrl, filters }))
  const live = useLiveRequestEvents({ eventsUrl: props.eventsUrl, listKey: ['requests', props.proxyBaseUrl] })

  return (
    <div className="space-y-4">
      <ActivityFiltersPanel
        filters={filters}
        problems={problems}
        update={update}
        chains={props.network.chains}
        account={account.address}
        live={live}
      />
      <RequestList query={query} chains={props.network.chains} />
    </div>
  )
}
