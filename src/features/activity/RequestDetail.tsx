import type { Chain } from 'viem'
import { type RequestRecord, transactionEntryHash } from '../../api/schemas/requests'
import { formatUsd } from '../../lib/format'
import { failReasonText, refundFailReasonText } from '../../transfer/failReasonText'
import { TxHash } from '../../ui/TxHash'

/** Everything in one request record, in plain words where it matters. */
export function RequestDetail(props: { record: RequestRecord; chains: readonly Chain[] }) {
  const { record } = props
  const data = record.data ?? {}
  const chain = (id: number | undefined) => props.chains.find((c) => c.id === id)
  const failReason = data.failReason && data.failReason !== 'N/A' ? data.failReason : undefined
  const refundProblem = refundFailReasonText(data.refundFailReason)
  const txs = [
    ...(data.inTxs ?? []).map((t) => ({ ...t, side: 'in' as const })),
    ...(data.outTxs ?? []).map((t) => ({ ...t, side: 'out' as const })),
  ]
  const history = data.statusHistory ?? []
  const appFees = data.appFees

  return (
    <div className="space-y-3 text-sm" data-testid="request-detail">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">Request</dt>
        <dd className="break-all font-mono text-xs">{record.id}</dd>
        <dt className="text-slate-500">From</dt>
        <dd className="break-all font-mono text-xs">{record.user}</dd>
        <dt className="text-slate-500">To</dt>
        <dd className="break-all font-mono text-xs">{record.recipient}</dd>
        {record.depositAddress && (
          <>
            <dt className="text-slate-500">Deposit address</dt>
            <dd className="break-all font-mono text-xs">{record.depositAddress.address}</dd>
          </>
        )}
      </dl>
      {failReason && (
        <p className="rounded-lg bg-amber-50 p-2 text-amber-900" data-testid="detail-fail-reason">
          {failReasonText(failReason)}{' '}
          {refundProblem ?? (record.status === 'refund' ? 'The funds were refunded on the origin chain.' : '')}
        </p>
      )}
      {history.length > 0 && (
        <section aria-label="Status history">
          <h4 className="font-medium text-slate-700">Status history</h4>
          <ol className="text-xs text-slate-600">
            {history.map((h) => (
              <li key={`${h.status}-${h.timestamp}`}>
                {h.status} ·{' '}
                <time dateTime={new Date(h.timestamp).toISOString()}>{new Date(h.timestamp).toLocaleString()}</time>
              </li>
            ))}
          </ol>
        </section>
      )}
      {txs.length > 0 && (
        <section aria-label="Transactions">
          <h4 className="font-medium text-slate-700">Transactions</h4>
          <ul className="space-y-1 text-xs">
            {txs.map((t) => {
              const hash = transactionEntryHash(t)
              return (
                <li key={`${t.side}-${t.chainId}-${hash}`} className="flex flex-wrap gap-x-2">
                  <span className="text-slate-500">
                    {t.side === 'in' ? 'Origin' : 'Destination'} · {chain(t.chainId)?.name ?? t.chainId}
                  </span>
                  {hash && <TxHash hash={hash} chain={chain(t.chainId)} />}
                  {t.feeUsd && <span className="text-slate-500">gas {formatUsd(t.feeUsd)}</span>}
                  {t.status && <span className="text-slate-500">{t.status}</span>}
                </li>
              )
            })}
          </ul>
        </section>
      )}
      {(appFees?.quoted?.length ?? 0) > 0 && (
        <section aria-label="App fees">
          <h4 className="font-medium text-slate-700">App fees</h4>
          <p className="text-xs text-slate-600">
            Quoted: {appFees!.quoted!.map((f) => `${f.amountFormatted ?? '?'} (${f.bps ?? '?'} bps)`).join(', ')} ·
            Actual:{' '}
            {(appFees!.actual ?? [])
              .map((f) => `${f.amountFormatted ?? '?'} ${formatUsd(f.amountUsd) ?? ''}`)
              .join(', ') || 'not paid yet'}
          </p>
        </section>
      )}
      {data.feeSponsorship !== undefined && data.feeSponsorship !== null && (
        <details>
          <summary className="cursor-pointer text-slate-700">Fee sponsorship</summary>
          <pre className="overflow-x-auto text-xs">{JSON.stringify(data.feeSponsorship, null, 2)}</pre>
        </details>
      )}
    </div>
  )
}
