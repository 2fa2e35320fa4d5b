import { i18n } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { useParams } from '@tanstack/react-router'
import { Suspense } from 'react'
import { usePageContext } from './PageContext'
import { PAGES, REQUEST_PAGE, type SitePage } from './pages'

/** The route `/`'s component: the page its `view` names (one kept by `AppPages`, such as the transfer page, is not drawn here). */
export function ViewRoute() {
  // The router's match is a memo: drawn again in each language here (LocaleProvider).
  useLingui()
  const context = usePageContext()
  const page = PAGES[context.search.view]
  return page.kept ? null : <PageRoute page={page} />
}

/** The route `/r/$requestId`'s component: a request's own page. */
export function RequestRoute() {
  useLingui()
  const { requestId } = useParams({ from: '/r/$requestId' })
  return <PageRoute page={REQUEST_PAGE} requestId={requestId} />
}

/** A page of the site with the site's context, saying what loads while its code does. */
function PageRoute(props: { page: SitePage; requestId?: string }) {
  const { page } = props
  const context = usePageContext()
  const fallback = page.loading && (
    <p role="status" className="text-slate-600">
      {i18n._(page.loading)}
    </p>
  )
  return (
    <Suspense fallback={fallback}>
      <page.Page {...context} requestId={props.requestId} />
    </Suspense>
  )
}
