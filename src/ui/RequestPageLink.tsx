import { t } from '@lingui/core/macro'
import { type MouseEvent, type ReactNode, useContext } from 'react'
import { RequestLinkContext } from './RequestLinkContext'

/**
 * A real link to a request's own page (`RequestLinkContext`): a plain click
 * goes there in place, a middle click or a modified one opens it elsewhere, as
 * any link does. Nothing when the page has no place for requests.
 */
export function RequestPageLink(props: { requestId: string; children?: ReactNode; testId?: string }) {
  const link = useContext(RequestLinkContext)?.(props.requestId)
  if (!link) return null
  const { open } = link
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!open || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    open()
  }
  return (
    <a
      href={link.href}
      onClick={follow}
      {...(open ? {} : { target: '_blank', rel: 'noopener' })}
      data-testid={props.testId ?? 'request-page-link'}
      className="inline-block text-sm text-teal-700 underline"
    >
      {props.children ?? t({ id: 'ui.requestLink.view', message: 'View this transfer’s page' })}
    </a>
  )
}
