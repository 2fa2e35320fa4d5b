import { t } from '@lingui/core/macro'
import { Activity, lazy, type ReactNode, Suspense } from 'react'
import type { NetworkResources } from '../config/loadNetwork'
import { siteProxyUrl } from '../config/siteProxyUrl'
import { ActivityLinkContext } from '../ui/ActivityLinkContext'
import { RequestLinkContext } from '../ui/RequestLinkContext'
import type { EmbedLinks } from './useEmbedLinks'

// Loaded when a person opens a transfer's view: the widget's first load stays the form.
const RequestPage = lazy(() => import('../features/request/RequestPage').then((m) => ({ default: m.RequestPage })))

/**
 * The widget's form, or a request's own view in its place (`requestId`), with
 * a way back. The form stays mounted, hidden, so its transfer and what was
 * typed are there on the way back. Both link where `links` says.
 */
export function EmbedRequestSwitch(props: {
  requestId: string | undefined
  network: NetworkResources
  links: EmbedLinks
  onBack: () => void
  children: ReactNode
}) {
  const { requestId, network, links } = props
  return (
    <ActivityLinkContext value={links.activityHref}>
      <RequestLinkContext value={links.requestLink}>
        <Activity mode={requestId ? 'hidden' : 'visible'}>{props.children}</Activity>
        {requestId && (
          <div className="space-y-2">
            <button type="button" onClick={props.onBack} className="text-sm text-teal-700 underline">
              <span aria-hidden className="inline-block rtl:-scale-x-100">
                ←
              </span>{' '}
              {t({ id: 'app.embed.backToForm', message: 'Back to the form' })}
            </button>
            <Suspense
              fallback={
                <p role="status" className="text-sm text-slate-600">
                  {t({ id: 'app.loading.transfer', message: 'Loading the transfer…' })}
                </p>
              }
            >
              <RequestPage
                requestId={requestId}
                network={network}
                proxyBaseUrl={siteProxyUrl(network.profile.id)}
                pageUrl={links.requestPageUrl(requestId)}
              />
            </Suspense>
          </div>
        )}
      </RequestLinkContext>
    </ActivityLinkContext>
  )
}
