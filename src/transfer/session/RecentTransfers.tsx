import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { Chain } from 'viem'
import type { RequestStatus } from '../../api/schemas/status'
import { formatDateTime, shortHex } from '../../lib/format'
import { recentSummaryText } from '../views/recentSummaryText'
import { statusLabel } from '../views/statusLabel'
import { STATUS_TEXT } from '../views/statusText'
import { checkingText } from '../views/timelineRows'
import { isFinal, type StoredTransfer } from './transferHistory'

const TONE: Record<string, string> = {
  success: 'bg-emerald-100 text-emerald-800',
  refund: 'bg-amber-100 text-amber-900',
  failure: 'bg-red-100 text-red-800',
}

/** A badge's words beyond the request's own statuses (src/transfer/views/statusLabel.ts has those). */
const BADGE_OTHER: Record<'unknown' | 'checking', MessageDescriptor> = {
  checking: msg({ id: 'transfer.recent.badge.checking', message: 'checking' }),
  unknown: msg({ id: 'transfer.recent.badge.unknown', message: 'unknown' }),
}

type BadgeStatus = RequestStatus | 'checking' | 'unknown' | undefined

function badgeText(status: BadgeStatus): string {
  if (status === 'checking' || status === 'unknown') return i18n._(BADGE_OTHER[status])
  return statusLabel(status ?? 'waiting')
}

/** A badge's longer words, on hover. */
function statusTitle(status: BadgeStatus): string {
  if (status === 'checking') return checkingText()
  if (status) return STATUS_TEXT[status]
  return t({ id: 'transfer.recent.awaitingDeposit', message: 'Waiting for the deposit' })
}

/** Transfers remembered on this device for the current network, newest first. */
export function RecentTransfers(props: { transfers: StoredTransfer[]; chains: Chain[] }) {
  if (props.transfers.length === 0) return null
  const chainName = (id: number) =>
    props.chains.find((c) => c.id === id)?.name ?? t({ id: 'transfer.recent.unknownChain', message: `Chain ${id}` })
  return (
    <section aria-labelledby="recent-transfers" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="recent-transfers" className="mb-3 text-sm font-semibold text-slate-700">
        {t({ id: 'transfer.recent.title', message: 'Recent transfers on this device' })}
      </h2>
      <ul className="divide-y divide-slate-100" data-testid="recent-transfers">
        {props.transfers.slice(0, 10).map((transfer) => {
          // A failure the service may still turn into a refund reads as being checked until it settles.
          const status =
            transfer.status?.status === 'failure' && !isFinal(transfer) ? 'checking' : transfer.status?.status
          return (
            <li
              key={transfer.requestId}
              className="flex items-center justify-between gap-2 py-2 text-sm"
              data-request-id={transfer.requestId}
            >
              <div className="min-w-0">
                <p className="truncate text-slate-800">
                  <bdi dir={transfer.status?.status === 'refund' ? undefined : 'ltr'} data-testid="recent-summary">
                    {recentSummaryText(transfer.summary, transfer.status?.status)}
                  </bdi>
                </p>
                <p className="text-xs text-slate-500">
                  {/* Chain names and the arrow read left to right in every language (isolated in RTL text). */}
                  <bdi dir="ltr">
                    {chainName(transfer.originChainId)} → {chainName(transfer.destinationChainId)}
                  </bdi>{' '}
                  ·{' '}
                  <time dateTime={new Date(transfer.createdAt).toISOString()}>
                    {formatDateTime(transfer.createdAt)}
                  </time>{' '}
                  ·{' '}
                  <span className="font-mono" title={transfer.requestId} dir="ltr">
                    {shortHex(transfer.requestId)}
                  </span>
                </p>
              </div>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${TONE[status ?? ''] ?? 'bg-slate-100 text-slate-700'}`}
                title={statusTitle(status)}
              >
                {badgeText(status)}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
