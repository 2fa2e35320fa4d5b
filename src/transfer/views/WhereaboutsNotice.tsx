import { Notice } from '../../ui/Notice'
import type { Whereabouts } from './moneyWhereabouts'

/** Where the money is, in a notice of the stage's tone: what happened, where it is, why, and what to do. */
export function WhereaboutsNotice(props: { whereabouts: Whereabouts }) {
  const { whereabouts } = props
  return (
    <Notice tone={whereabouts.tone} testId="request-whereabouts">
      <div data-stage={whereabouts.stage} className="space-y-1">
        <p className="font-semibold">{whereabouts.title}</p>
        <p data-testid="request-where" className="break-words">
          {whereabouts.where}
        </p>
        {whereabouts.reason && <p data-testid="request-reason">{whereabouts.reason}</p>}
        {whereabouts.next && <p data-testid="request-next">{whereabouts.next}</p>}
      </div>
    </Notice>
  )
}
