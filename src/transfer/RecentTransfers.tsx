import type { Chain } from 'viem'
import { shortHex } from '../lib/format'
import { STATUS_TEXT } from './statusText'
import { checkingText } from './timelineRows'
import { isFinal, type StoredTransfer } from './transferHistory'

const TONE: Record<string, string> = {
  success: 'bg-emerald-100 text-emerald-800',
  refund: 'bg-amber-100 text-amber-900',
  failure: 'bg-red-100 text-red-800',
}

/** Transfers remembered on this device for the current network, newest first. */
export function RecentTransfers(props: { transfers: StoredTransfer[]; chains: Chain[] }) {
  if (props.transfers.length === 0) return null
  const chainName = (id: number) => props.chains.find((c) => c.id === id)?.name ?? `Chain ${id}`
  return (
    <section aria-labelledby="recent-transfers" className="rounded-2xl bg-white p-5 shadow-sm">
      <h2 id="recent-transfers" className="mb-3 text-sm font-semibold text-slate-700">
        Recent transfers on this device
      </h2>
      <ul className="divide-y divide-slate-100" data-testid="recent-transfers">
        {props.transfers.slice(0, 10).map((t) => {
          // A failure the service may still turn into a refund reads as being checked until it settles.
          const status = t.status?.status === 'failure' && !isFinal(t) ? 'checking' : t.status?.status
          return (
            <li
              key={t.requestId}
              className="flex items-center justify-between gap-2 py-2 text-sm"
              data-request-id={t.requestId}
            >
              <div className="min-w-0">
                <p className="truncate text-slate-800">{t.summary}</p>
                <p className="text-xs text-slate-500">
                  {chainName(t.originChainId)} → {chainName(t.destinationChainId)} ·{' '}
                  <time dateTime={new Date(t.createdAt).toISOString()}>{new Date(t.createdAt).toLocaleString()}</time> ·{' '}
                  <span className="font-mono" title={t.requestId}>
                    {shortHex(t.requestId)}
                  </span>
                </p>
              </div>
              <span
                className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${TONE[status ?? ''] ?? 'bg-slate-100 text-slate-700'}`}
                title={
                  status === 'checking' ? checkingText() : status ? STATUS_TEXT[status] : 'Waiting for the deposit'
                }
              >
                {status ?? 'waiting'}
              </span>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
