import { Trans } from '@lingui/react/macro'
import { useContext } from 'react'
import { shortHex } from '../../lib/format'
import { Notice } from '../../ui/Notice'
import { RequestLinkContext } from '../../ui/RequestLinkContext'
import { RequestPageLink } from '../../ui/RequestPageLink'

/**
 * "This request was replaced by … — following it": a superseded deposit-address request, with a link to the request
 * that now owns the fill (its own page). `successorStatus`, where the page knows it, says how that one is doing.
 */
export function SupersededNotice(props: { successorId: string; successorStatus?: string }) {
  const short = shortHex(props.successorId)
  const linked = Boolean(useContext(RequestLinkContext))
  // Without a place for request pages (no link), the id is said as text.
  const successor = linked ? (
    <RequestPageLink requestId={props.successorId} testId="superseded-link">
      <span className="font-mono" dir="ltr">
        {short}
      </span>
    </RequestPageLink>
  ) : (
    <span className="font-mono" dir="ltr" data-successor-id={props.successorId}>
      {short}
    </span>
  )
  const status = props.successorStatus
  return (
    <Notice tone="info" testId="superseded-notice">
      {status ? (
        <Trans id="transfer.superseded.followingStatus">
          This request was replaced by {successor} — following it: {status}.
        </Trans>
      ) : (
        <Trans id="transfer.superseded.following">This request was replaced by {successor} — following it.</Trans>
      )}{' '}
      <Trans id="transfer.superseded.why">
        The service quoted the payment to the deposit address again, as a new request, which now delivers it.
      </Trans>
    </Notice>
  )
}
