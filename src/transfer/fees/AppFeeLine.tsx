import { Trans } from '@lingui/react/macro'
import type { AppFeeNote } from './appFeeNote'

/** The site's fee a quote includes, in one line where the person reads what is sent and what arrives. */
export function AppFeeLine(props: { note: AppFeeNote | undefined; className?: string }) {
  if (!props.note) return null
  const { label, amount, usd } = props.note
  return (
    <p data-testid="app-fee-note" className={props.className}>
      {usd ? (
        <Trans id="transfer.fee.lineWithUsd">
          {label}: <strong dir="ltr">{amount}</strong>
          <span className="text-slate-500"> ({usd})</span>
        </Trans>
      ) : (
        <Trans id="transfer.fee.line">
          {label}: <strong dir="ltr">{amount}</strong>
        </Trans>
      )}
    </p>
  )
}
