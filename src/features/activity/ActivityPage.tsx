import { useLingui } from '@lingui/react'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import type { NetworkResources } from '../../config/loadNetwork'
import { useWallet } from '../../transfer/wallet/walletContext'
import { ActivityFiltersPanel } from './ActivityFiltersPanel'
import { type ActivityFilters, parseActivityFilters, serializeActivityFilters } from './activityFilters'
import { RequestList } from './RequestList'
import { requestsQueryOptions } from './requestsQueryOptions'
import { useLiveRequestEvents } from './useLiveRequestEvents'

/**
 * Every request of the integrator's API key, filtered and paged, through the site server's proxy. The filters
 * are `query` (`activityFilters.ts`'s form), which the page's owner keeps in the URL, so a view can be shared,
 * survives a reload, and Back undoes a filter.
 */
export function ActivityPage(props: {
  network: NetworkResources
  proxyBaseUrl: string
  /** The site server's live stream; none in a static build. */
  eventsUrl: string | undefined
  query: string
  /** A change of filters, as the next `query`. */
  onQuery: (query: string) => void
}) {
  const account = useWallet()
  // The problems are sentences in the active language: read again when it changes.
  const { locale } = useLingui().i18n
  // biome-ignore lint/correctness/useExhaustiveDependencies: the locale is what the problems are written in
  const { filters, problems } = useMemo(() => parseActivityFilters(props.query), [props.query, locale])

  const update = (patch: Partial<ActivityFilters>) => {
    const next = { ...filters, ...patch }
    for (const key of Object.keys(next) as (keyof ActivityFilters)[])
      if (next[key] === undefined || next[key] === '') delete next[key]
    props.onQuery(serializeActivityFilters(next))
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
      <RequestList
        query={query}
        chains={props.network.chains}
        proxyBaseUrl={props.proxyBaseUrl}
        filtered={Object.keys(filters).length > 0}
      />
    </div>
  )
}
