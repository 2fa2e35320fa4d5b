import { t } from '@lingui/core/macro'
import type { Chain } from 'viem'
import { type RequestRecord, transactionEntryHash } from '../../api/schemas/requests'
import { formatDateTime, formatNumber, formatUsd } from '../../lib/format'
import { statusLabel } from '../../transfer/views/statusLabel'
import { TxHash } from '../../ui/TxHash'
import { recordTimeline } from './recordTimeline'
import { appPaid, sponsorshipLine } from './sponsorshipLine'

type Data = RequestRecord['data']

/** Each status the request went through, and when, as far as the record tells (`recordTimeline`). */
export function StatusHistory(props: { record: RequestRecord }) {
  const history = recordTimeline(props.record)
  if (history.length === 0) return null
  const title = t({ id: 'activity.detail.history', message: 'Status history' })
  return (
    <section aria-label={title}>
      <h4 className="font-medium text-slate-700">{title}</h4>
      <ol className="text-xs text-slate-600">
        {history.map((h) => (
          <li key={`${h.status}-${h.at}`}>
            {statusLabel(h.status)} · <time dateTime={new Date(h.at).toISOString()}>{formatDateTime(h.at)}</time>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The request's transactions on both chains, each linked to its explorer. */
export function Transactions(props: { record: RequestRecord; chain: (id: number | undefined) => Chain | undefined }) {
  const { chain } = props
  const data = props.record.data ?? {}
  const txs = [
    ...(data.inTxs ?? []).map((tx) => ({ ...tx, side: 'in' as const })),
    ...(data.outTxs ?? []).map((tx) => ({ ...tx, side: 'out' as const })),
  ]
  if (txs.length === 0) return null
  const title = t({ id: 'activity.detail.transactions', message: 'Transactions' })
  return (
    <section aria-label={title}>
      <h4 className="font-medium text-slate-700">{title}</h4>
      <ul className="space-y-1 text-xs">
        {txs.map((tx) => {
          const hash = transactionEntryHash(tx)
          const fee = formatUsd(tx.feeUsd)
          const origin = tx.side === 'in'
          return (
            <li key={`${tx.side}-${tx.chainId}-${hash}`} className="flex flex-wrap gap-x-2">
              <span className="text-slate-500">
                {origin
                  ? t({ id: 'activity.detail.origin', message: 'Origin' })
                  : t({ id: 'activity.detail.destination', message: 'Destination' })}{' '}
                · {chain(tx.chainId)?.name ?? tx.chainId}
              </span>
              {hash && <TxHash hash={hash} chain={chain(tx.chainId)} />}
              {fee && <span className="text-slate-500">{t({ id: 'activity.detail.gas', message: `gas ${fee}` })}</span>}
              {tx.status && <span className="text-slate-500">{statusLabel(tx.status)}</span>}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** A decimal amount from the service in the person's locale, exact. */
const decimal = (value: string | undefined) =>
  value === undefined ? '?' : /^\d+(\.\d+)?$/.test(value) ? formatNumber(value, 18) : value

/** The app's fees: as quoted, and as paid once the request is filled. */
export function AppFeesSection(props: { appFees: Data['appFees'] }) {
  const { appFees } = props
  if (!appFees?.quoted?.length) return null
  const title = t({ id: 'activity.detail.appFees', message: 'App fees' })
  const quoted = appFees.quoted
    .map((f) => {
      const amount = decimal(f.amountFormatted)
      const bps = decimal(f.bps)
      return t({ id: 'activity.detail.appFeeQuoted', message: `${amount} (${bps} bps)` })
    })
    .join(', ')
  const actual =
    (appFees.actual ?? []).map((f) => `${decimal(f.amountFormatted)} ${formatUsd(f.amountUsd) ?? ''}`).join(', ') ||
    t({ id: 'activity.detail.notPaidYet', message: 'not paid yet' })
  return (
    <section aria-label={title}>
      <h4 className="font-medium text-slate-700">{title}</h4>
      <p className="text-xs text-slate-600">
        {t({ id: 'activity.detail.appFeesLine', message: `Quoted: ${quoted} · Actual: ${actual}` })}
      </p>
    </section>
  )
}

/** What the app paid of the person's fees, when it paid, or was quoted to pay, any. */
export function SponsorshipSection(props: { sponsorship: Data['feeSponsorship'] }) {
  const { sponsorship } = props
  if (!sponsorship?.quoted || !appPaid(sponsorship)) return null
  const title = t({ id: 'activity.detail.sponsored', message: 'Fees paid by the app' })
  return (
    <section aria-label={title}>
      <h4 className="font-medium text-slate-700">{title}</h4>
      <p className="text-xs text-slate-600" data-testid="detail-sponsorship">
        {sponsorshipLine(sponsorship.actual ?? sponsorship.quoted, Boolean(sponsorship.actual))}
      </p>
    </section>
  )
}
