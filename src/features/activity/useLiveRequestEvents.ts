import { type InfiniteData, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import type { RequestsResponse } from '../../api/schemas/requests'
import { applyStatusEvent, type StatusEvent } from './applyStatusEvent'

/**
 * Keeps the activity list live: the site server pushes verified webhook events
 * over Server-Sent Events; rows change status in place, and an unknown request
 * refetches the list. EventSource reconnects by itself (with Last-Event-ID).
 */
export function useLiveRequestEvents(args: {
  eventsUrl: string | undefined
  listKey: readonly unknown[]
}): 'connecting' | 'live' | 'offline' {
  const queryClient = useQueryClient()
  const [state, setState] = useState<'connecting' | 'live' | 'offline'>('connecting')
  const keyText = JSON.stringify(args.listKey)
  useEffect(() => {
    if (typeof EventSource === 'undefined' || !args.eventsUrl) return setState('offline')
    const source = new EventSource(args.eventsUrl)
    source.onopen = () => setState('live')
    source.onerror = () => setState(source.readyState === EventSource.CLOSED ? 'offline' : 'connecting')
    source.addEventListener('request.status.updated', (message) => {
      let event: StatusEvent
      try {
        event = JSON.parse((message as MessageEvent<string>).data) as StatusEvent
      } catch {
        return
      }
      if (!event?.requestId || !event.status) return
      let missing = false
      queryClient.setQueriesData<InfiniteData<RequestsResponse>>(
        { queryKey: JSON.parse(keyText) as unknown[] },
        (old) => {
          const result = applyStatusEvent(old, event)
          if (!result.found) missing = true
          return result.data
        },
      )
      // A new `waiting` request is a quote, which the listing does not hold: nothing to fetch for it.
      if (missing && event.status !== 'waiting')
        void queryClient.invalidateQueries({ queryKey: JSON.parse(keyText) as unknown[] })
    })
    return () => source.close()
  }, [args.eventsUrl, keyText, queryClient])
  return state
}
