import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Button } from '../../ui/Button'
import type { CallProblem } from './checkCalls'

const FIX_LABEL: Record<NonNullable<CallProblem['fix']>['kind'], MessageDescriptor> = {
  'insert-approval': msg({ id: 'call.fix.insertApproval', message: 'Insert the approval' }),
  'set-amount': msg({ id: 'call.fix.setAmount', message: 'Set the amount' }),
  'set-value': msg({ id: 'call.fix.setValueZero', message: 'Set the value to 0' }),
}

/** A problem found before quoting, with the fix Ferry can apply. */
export function ProblemLine(props: { problem: CallProblem; onFix: (p: CallProblem) => void }) {
  const { fix } = props.problem
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start justify-between gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <span className="min-w-0 break-words">{props.problem.message}</span>
      {fix && (
        <Button variant="warning" onClick={() => props.onFix(props.problem)}>
          {i18n._(FIX_LABEL[fix.kind])}
        </Button>
      )}
    </div>
  )
}
