import { useNavigate, useRouter } from '@tanstack/react-router'
import { type ReactNode, useCallback } from 'react'
import type { NetworkId } from '../config/networkIds'
import { ActivityLinkContext } from '../ui/ActivityLinkContext'
import { type RequestLink, RequestLinkContext } from '../ui/RequestLinkContext'

/**
 * The demo site's places that shared parts link to, built by its router: the
 * activity page searching for a term, and a request's own page (a history
 * entry: Back returns to where the person was).
 */
export function DemoLinks(props: { networkId: NetworkId; children: ReactNode }) {
  const { networkId } = props
  const router = useRouter()
  const navigate = useNavigate()
  const activityHref = useCallback(
    (term: string) => router.buildLocation({ to: '/', search: { view: 'activity', network: networkId, term } }).href,
    [router, networkId],
  )
  const requestLink = useCallback(
    (requestId: string): RequestLink => {
      const to = {
        to: '/r/$requestId',
        params: { requestId },
        search: { view: 'transfer', network: networkId },
      } as const
      return { href: router.buildLocation(to).href, open: () => void navigate(to) }
    },
    [router, navigate, networkId],
  )
  return (
    <ActivityLinkContext value={activityHref}>
      <RequestLinkContext value={requestLink}>{props.children}</RequestLinkContext>
    </ActivityLinkContext>
  )
}
