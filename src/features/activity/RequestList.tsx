import { t } from '@lingui/core/macro'
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import type { Chain } from 'viem'
import { ApiError } from '../../api/ApiError'
import { recordAmounts } from '../../api/recordAmounts'
import type { CurrencyAmount } from '../../api/schemas/currency'
import type { RequestRecord, RequestsResponse } from '../../api/schemas/requests'
import { formatReadableAmount } from '../../lib/amounts'
import { formatNumber, shortHex } from '../../lib/format'
import { failReasonText } from '../../transfer/views/failReasonText'
import { SupersededNotice } from '../../transfer/views/SupersededNotice'
import { statusLabel } from '../../transfer/views/statusLabel'
import { supersededBy } from '../../transfer/views/supersededBy'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { requestTypeLabel } from './activityLabels'
import { RequestDetail } from './RequestDetail'
import { recordRequestType } from './recordRequestType'

const TONE: Record<string, string> = {
  success: 'bg-emerald-100 text-emerald-800',
  refund: 'bg-amber-100 text-amber-900',
  failure: 'bg-red-100 text-red-800',
}

/** The requests, a row each, opening to the full record; the next page loads when the end scrolls into view. */
export function RequestList(props: {
  query: UseInfiniteQueryResult<InfiniteData<RequestsResponse>, Error>
  chains: readonly Chain[]
  /** The site server's proxy: a request waiting on its fill is offered a fast fill through it. */
  proxyBaseUrl?: string
  /** Whether any filter is set: an empty list then says no request matches, else that there is none yet. */
  filtered?: boolean
}) {
  const { query, chains } = props
  const [open, setOpen] = useState<string | undefined>(undefined)
  const rows = query.data?.pages.flatMap((p) => p.requests) ?? []
  const sentinel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const node = sentinel.current
    if (!node || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && query.hasNextPage && !query.isFetchingNextPage)
        void query.fetchNextPage()
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [query])
  const needsServer =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.kind === 'invalid-response')
  const chainName = (id: number | undefined) => chains.find((c) => c.id === id)?.name ?? String(id ?? '?')
  // A superseded request is followed on to the one that replaced it: its status, where the listing has it.
  const successorOf = (record: RequestRecord) => {
    const id = supersededBy(record)
    return id ? { id, record: rows.find((r) => r.id.toLowerCase() === id.toLowerCase()) } : undefined
  }

  return (
    <section
      aria-label={t({ id: 'activity.list.label', message: 'Requests' })}
      className="rounded-2xl bg-white p-2 shadow-sm sm:p-4"
    >
      {query.error && (
        <Notice tone="error" testId="activity-error">
          {needsServer ? needsServerText() : query.error.message}
        </Notice>
      )}
      {query.isPending && (
        <p role="status" className="p-3 text-sm text-slate-500">
          {t({ id: 'activity.list.loading', message: 'Loading requests…' })}
        </p>
      )}
      {!query.isPending && !query.error && rows.length === 0 && (
        <p className="p-3 text-sm text-slate-500">
          {props.filtered === false
            ? t({ id: 'activity.list.none', message: 'No transfers yet. Transfers made here appear as they happen.' })
            : t({ id: 'activity.list.empty', message: 'No requests match these filters.' })}
        </p>
      )}
      <ul className="divide-y divide-slate-100" data-testid="activity-list">
        {rows.map((record) => {
          const successor = successorOf(record)
          const shown = successor?.record ?? record
          return (
            <li key={record.id} data-request-id={record.id}>
              <button
                type="button"
                aria-expanded={open === record.id}
                onClick={() => setOpen(open === record.id ? undefined : record.id)}
                className="flex w-full items-center justify-between gap-2 px-2 py-2 text-start text-sm hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="block truncate text-slate-800">{summary(record)}</span>
                  <span className="block text-xs text-slate-500">
                    <bdi dir="ltr">
                      {chainName(inChain(record))} → {chainName(outChain(record))}
                    </bdi>{' '}
                    · {typeOf(record)} · <span className="font-mono">{shortHex(record.id)}</span>
                    {record.depositAddress && (
                      <> · {t({ id: 'activity.row.depositAddress', message: 'paid to a deposit address' })}</>
                    )}
                    {record.data.triggeredByFastFill && (
                      <> · {t({ id: 'activity.row.fastFilled', message: 'filled early by a fast fill' })}</>
                    )}
                    {record.data.failReason && record.data.failReason !== 'N/A' && (
                      <> · {failReasonText(record.data.failReason)}</>
                    )}
                  </span>
                </span>
                <span
                  data-testid="row-status"
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${TONE[shown.status] ?? 'bg-slate-100 text-slate-700'}`}
                >
                  {statusLabel(shown.status)}
                </span>
              </button>
              {successor && (
                <div className="px-2 pb-2">
                  <SupersededNotice
                    successorId={successor.id}
                    successorStatus={successor.record && statusLabel(successor.record.status)}
                  />
                </div>
              )}
              {open === record.id && (
                <div className="px-2 pb-3">
                  <RequestDetail
                    record={record}
                    chains={chains}
                    fastFill={
                      props.proxyBaseUrl
                        ? { proxyBaseUrl: props.proxyBaseUrl, onSettled: () => void query.refetch() }
                        : undefined
                    }
                  />
                </div>
              )}
            </li>
          )
        })}
      </ul>
      <div ref={sentinel} />
      {query.hasNextPage && (
        <Button
          variant="secondary"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="mt-2 w-full"
        >
          {query.isFetchingNextPage
            ? t({ id: 'activity.list.loadingMore', message: 'Loading…' })
            : t({ id: 'activity.list.loadMore', message: 'Load more' })}
        </Button>
      )}
    </section>
  )
}

const needsServerText = () => {
  const start = 'npm start'
  const serve = 'npm run serve'
  return t({
    id: 'activity.list.needsServer',
    message: `Activity needs the Ferry site server (it holds the API key the request listing requires). Run this page with “${start}” or “${serve}”.`,
  })
}

function summary(record: RequestRecord): ReactNode {
  const m = recordAmounts(record)
  const side = (c: NonNullable<typeof m>['currencyIn']) => <bdi>{c ? amountOf(c) : '?'}</bdi>
  // Requests the devnet derives from a deposit (a second deposit, an orphan) have no quote behind them.
  return m?.currencyIn || m?.currencyOut ? (
    // Amounts, symbols and the arrow between them read left to right in every language (isolated in RTL text).
    <bdi dir="ltr">
      {side(m.currencyIn)} → {side(m.currencyOut)}
    </bdi>
  ) : (
    t({ id: 'activity.row.noQuote', message: 'Deposit without a quote of its own' })
  )
}
/** "0.5 ETH" in the person's locale, to the decimals the form shows. */
function amountOf(c: CurrencyAmount): string {
  const value =
    c.currency && /^\d+$/.test(c.amount)
      ? formatReadableAmount(BigInt(c.amount), c.currency.decimals)
      : decimalText(c.amountFormatted ?? c.amount)
  return `${value} ${c.currency?.symbol ?? ''}`.trim()
}
/** A decimal from the service in the person's locale; anything else as sent. */
const decimalText = (raw: string) => (/^\d+(\.\d+)?$/.test(raw) ? formatNumber(raw, 18) : raw)
/** The request's type in words (none where the record gives none). */
const typeOf = (r: RequestRecord) => {
  const type = recordRequestType(r)
  return type ? requestTypeLabel(type) : ''
}
const inChain = (r: RequestRecord) => recordAmounts(r).currencyIn?.currency?.chainId ?? r.data.inTxs[0]?.chainId
const outChain = (r: RequestRecord) => recordAmounts(r).currencyOut?.currency?.chainId ?? r.data.outTxs[0]?.chainId
