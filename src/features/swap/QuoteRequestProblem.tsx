import { AppFeeRefused } from '../../transfer/fees/AppFeeRefused'
import { Notice } from '../../ui/Notice'
import { amountProblem, type QuoteRequestResult } from './buildQuoteRequest'

/** Why the form asks no quote, where the person should read it: under the amount, or as a notice for the whole form. */
export function QuoteRequestProblem(props: { built: QuoteRequestResult; amountErrorId: string }) {
  const { built } = props
  const amount = amountProblem(built)
  if (amount)
    return (
      <p id={props.amountErrorId} role="alert" className="text-sm text-red-700">
        {amount.message}
      </p>
    )
  if (built.ok || built.silent) return null
  if (built.field === 'fee') return <AppFeeRefused message={built.message} />
  return built.field === 'route' ? <Notice tone="warning">{built.message}</Notice> : null
}
