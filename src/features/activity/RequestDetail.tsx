import type { Chain } from 'viem'
import { type RequestRecord, transactionEntryHash } from '../../api/schemas/requests'
import { formatUsd } from '../../lib/format'
import { failReasonText, refundFailReasonText } from '../../transfer/failReasonText'
import { RequestPageLink } from '../../ui/RequestPageLink'
import { TxHash } from '../../ui/TxHash'
import { appPaid, sponsorshipLine } from './sponsorshipLine'

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
        <dd className="break-all font-mono text-xs">
          {record.id}{' '}
          <span className="font-sans">
            <RequestPageLink requestId={record.id}>Open its page</RequestPageLink>
          </span>
        </dd>
        <dt className="text-slate-500">From</dt>
        <dd className="break-all font-mono text-xs">{record.user}</dd>
        <dt className="text-slate-500">To</dt>
        <dd className="break-all font-mono text-xs">{record.recipient}</dd>
        {record.depositAddress && (
          <>
            <dt className="text-slate-500">Deposit address</dt>
            <dd className="break-all font-mono text-xs">
              {record.depositAddress.address}
              {record.depositAddress.type && (
                <span className="font-sans text-slate-500"> ({record.depositAddress.type})</span>
              )}
            </dd>
            <dt className="text-slate-500">Paid by</dt>
            <dd className="break-all font-mono text-xs" data-testid="detail-depositor">
              {record.depositAddress.depositor ?? <span className="font-sans text-slate-500">nothing arrived yet</span>}
            </dd>
            {record.depositAddress.depositTxHash && (
              <>
                <dt className="text-slate-500">Payment</dt>
                <dd>
                  <TxHash hash={record.depositAddress.depositTxHash} chain={chain(inChainOf(record))} />
                </dd>
              </>
            )}
            {record.refundTo && (
              <>
                <dt className="text-slate-500">Refunds to</dt>
                <dd className="break-all font-mono text-xs">{record.refundTo}</dd>
              </>
            )}
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
      {data.feeSponsorship?.quoted && appPaid(data.feeSponsorship) && (
        <section aria-label="Fees paid by the app">
          <h4 className="font-medium text-slate-700">Fees paid by the app</h4>
          <p className="text-xs text-slate-600" data-testid="detail-sponsorship">
            {sponsorshipLine(
              data.feeSponsorship.actual ?? data.feeSponsorship.quoted,
              Boolean(data.feeSponsorship.actual),
            )}
          </p>
        </section>
      )}
    </div>
  )
}

/** The origin chain of a record: its first incoming transaction's, or its currency's. */
function inChainOf(record: RequestRecord): number | undefined {
  return record.data?.inTxs?.[0]?.chainId ?? record.data?.metadata?.currencyIn?.currency?.chainId
}
