import type { AppFeeNote } from './appFeeNote'

/** The site's fee a quote includes, in one line where the person reads what is sent and what arrives. */
export function AppFeeLine(props: { note: AppFeeNote | undefined; className?: string }) {
  if (!props.note) return null
  const { label, amount, usd } = props.note
  return (
    <p data-testid="app-fee-note" className={props.className}>
      {label}: <strong>{amount}</strong>
      {usd && <span className="text-slate-500"> ({usd})</span>}
    </p>
  )
}
