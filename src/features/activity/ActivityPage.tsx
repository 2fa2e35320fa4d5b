import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useId, useRef, useState } from 'react'
import { useAccount } from 'wagmi'
import { ApiError } from '../../api/ApiError'
import { FAIL_REASONS } from '../../api/schemas/failReasons'
import { REQUEST_FEATURES, REQUEST_TYPES, type RequestRecord } from '../../api/schemas/requests'
import type { NetworkResources } from '../../config/loadNetwork'
import { shortHex } from '../../lib/format'
import { failReasonText } from '../../transfer/failReasonText'
import { Notice } from '../../ui/Notice'
import { type ActivityFilters, parseActivityFilters, serializeActivityFilters } from './activityFilters'
import { RequestDetail } from './RequestDetail'
import { requestsQueryOptions } from './requestsQueryOptions'
import { useLiveRequestEvents } from './useLiveRequestEvents'

const TONE: Record<string, string> = {
  success: 'bg-emerald-100 text-emerald-800',
  refund: 'bg-amber-100 text-amber-900',
  failure: 'bg-red-100 text-red-800',
}

/** Every request of the integrator's API key, filtered and paged, through the site server's proxy. */
export function ActivityPage(props: { network: NetworkResources; proxyBaseUrl: string; eventsUrl: string }) {
  const { chains } = props.network
  const account = useAccount()
  const [{ filters, problems }, setParsed] = useState(() => parseActivityFilters(window.location.search))
  const [open, setOpen] = useState<string | undefined>(undefined)
  const ids = {
    from: useId(),
    to: useId(),
    min: useId(),
    max: useId(),
    status: useId(),
    origin: useId(),
    destination: useId(),
    reason: useId(),
    type: useId(),
    term: useId(),
    symbol: useId(),
    sort: useId(),
  }

  // Filters live in the URL, so a view can be shared and survives a reload.
  const update = (patch: Partial<ActivityFilters>) => {
    const next = { ...filters, ...patch }
    for (const key of Object.keys(next) as (keyof ActivityFilters)[])
      if (next[key] === undefined || next[key] === '') delete next[key]
    const url = new URL(window.location.href)
    url.search = serializeActivityFilters(next)
    url.searchParams.set('view', 'activity')
    url.searchParams.set('network', props.network.profile.id)
    window.history.replaceState(null, '', url)
    setParsed({ filters: next, problems: [] })
  }

  const options = requestsQueryOptions({ proxyBaseUrl: props.proxyBaseUrl, filters })
  const query = useInfiniteQuery(options)
  const live = useLiveRequestEvents({ eventsUrl: props.eventsUrl, listKey: ['requests', props.proxyBaseUrl] })
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

  const chainOptions = chains.map((c) => [String(c.id), c.name] as [string, string])
  const chainName = (id: number | undefined) => chains.find((c) => c.id === id)?.name ?? String(id ?? '?')

  return (
    <div className="space-y-4">
      <section aria-label="Filters" className="space-y-3 rounded-2xl bg-white p-5 shadow-sm">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="font-semibold text-slate-800">
            Activity{' '}
            <span
              data-testid="live-state"
              data-state={live}
              className={`ml-1 rounded-full px-2 py-0.5 text-xs font-normal ${live === 'live' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
            >
              {live === 'live' ? 'live' : live === 'connecting' ? 'connecting…' : 'not live'}
            </span>
          </h2>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={Boolean(filters.user)}
              disabled={!account.address}
              onChange={(e) => update({ user: e.target.checked ? account.address : undefined })}
            />
            My transfers
          </label>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <FilterSelect
            id={ids.status}
            label="Status"
            value={filters.status}
            options={['success', 'pending', 'depositing', 'failure', 'refund'].map((s) => [s, s])}
            onChange={(v) => update({ status: v as ActivityFilters['status'] })}
          />
          <FilterSelect
            id={ids.origin}
            label="From chain"
            value={filters.originChainId}
            options={chainOptions}
            onChange={(v) => update({ originChainId: v ? Number(v) : undefined })}
          />
          <FilterSelect
            id={ids.destination}
            label="To chain"
            value={filters.destinationChainId}
            options={chainOptions}
            onChange={(v) => update({ destinationChainId: v ? Number(v) : undefined })}
          />
          <FilterSelect
            id={ids.type}
            label="Type"
            value={filters.requestType}
            options={REQUEST_TYPES.map((t) => [t, t])}
            onChange={(v) => update({ requestType: v })}
          />
          <FilterSelect
            id={ids.reason}
            label="Fail reason"
            wide
            value={filters.failReason}
            options={FAIL_REASONS.filter((r) => r !== 'N/A').map((r) => [r, r])}
            onChange={(v) => update({ failReason: v })}
          />
          <div>
            <label htmlFor={ids.symbol} className="text-xs text-slate-600">
              Token sent
            </label>
            <input
              id={ids.symbol}
              className={SELECT}
              defaultValue={filters.currencySymbol ?? ''}
              placeholder="USDC"
              onBlur={(e) => update({ currencySymbol: e.target.value.trim() || undefined })}
            />
          </div>
          <div>
            <label htmlFor={ids.sort} className="text-xs text-slate-600">
              Sort
            </label>
            <select
              id={ids.sort}
              className={SELECT}
              value={`${filters.sortBy ?? 'createdAt'}:${filters.sortDirection ?? ''}`}
              onChange={(e) => {
                const [sortBy, sortDirection] = e.target.value.split(':') as [ActivityFilters['sortBy'], string]
                update({
                  sortBy: sortBy === 'createdAt' ? undefined : sortBy,
                  sortDirection: (sortDirection || undefined) as ActivityFilters['sortDirection'],
                })
              }}
            >
              <option value="createdAt:">Newest first</option>
              <option value="createdAt:asc">Oldest first</option>
              <option value="updatedAt:">Recently updated</option>
              <option value="amountUsd:desc">Largest first</option>
            </select>
          </div>
        </div>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          <div>
            <label htmlFor={ids.from} className="text-xs text-slate-600">
              From date
            </label>
            <input
              id={ids.from}
              type="date"
              className={SELECT}
              value={toDateInput(filters.startTimestamp)}
              onChange={(e) => update({ startTimestamp: fromDateInput(e.target.value, 'start') })}
            />
          </div>
          <div>
            <label htmlFor={ids.to} className="text-xs text-slate-600">
              To date
            </label>
            <input
              id={ids.to}
              type="date"
              className={SELECT}
              value={toDateInput(filters.endTimestamp)}
              onChange={(e) => update({ endTimestamp: fromDateInput(e.target.value, 'end') })}
            />
          </div>
          <div>
            <label htmlFor={ids.min} className="text-xs text-slate-600">
              Min USD
            </label>
            <input
              id={ids.min}
              inputMode="decimal"
              className={SELECT}
              defaultValue={filters.amountUsdMin ?? ''}
              onBlur={(e) => update({ amountUsdMin: toNumber(e.target.value) })}
            />
          </div>
          <div>
            <label htmlFor={ids.max} className="text-xs text-slate-600">
              Max USD
            </label>
            <input
              id={ids.max}
              inputMode="decimal"
              className={SELECT}
              defaultValue={filters.amountUsdMax ?? ''}
              onBlur={(e) => update({ amountUsdMax: toNumber(e.target.value) })}
            />
          </div>
        </div>
        <fieldset className="min-w-0">
          <legend className="text-xs text-slate-600">Features (any of)</legend>
          <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm">
            {REQUEST_FEATURES.map((feature) => (
              <label key={feature} className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={filters.features?.includes(feature) ?? false}
                  onChange={(e) => {
                    const rest = (filters.features ?? []).filter((f) => f !== feature)
                    const next = e.target.checked ? [...rest, feature] : rest
                    update({ features: next.length ? next : undefined })
                  }}
                />
                {feature.replace(/_/g, ' ')}
              </label>
            ))}
          </div>
        </fieldset>
        <form
          className="flex gap-2"
          onSubmit={(e) => {
            e.preventDefault()
            update({ term: String(new FormData(e.currentTarget).get('term') ?? '').trim() || undefined })
          }}
        >
          <label htmlFor={ids.term} className="sr-only">
            Search by request id, wallet or transaction hash
          </label>
          <input
            id={ids.term}
            name="term"
            defaultValue={filters.term ?? ''}
            placeholder="Request id, wallet or transaction hash"
            className="min-w-0 flex-1 rounded-lg border border-slate-300 px-3 py-1.5 text-sm"
          />
          <button type="submit" className="rounded-lg bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white">
            Search
          </button>
        </form>
        {problems.length > 0 && <Notice tone="warning">{problems.join('. ')}.</Notice>}
      </section>

      <section aria-label="Requests" className="rounded-2xl bg-white p-2 shadow-sm sm:p-4">
        {query.error && (
          <Notice tone="error" testId="activity-error">
            {query.error instanceof ApiError && (query.error.status === 404 || query.error.kind === 'invalid-response')
              ? 'Activity needs the Ferry site server (it holds the API key the request listing requires). Run this page with “npm start” or “npm run serve”.'
              : query.error.message}
          </Notice>
        )}
        {query.isPending && (
          <p role="status" className="p-3 text-sm text-slate-500">
            Loading requests…
          </p>
        )}
        {!query.isPending && !query.error && rows.length === 0 && (
          <p className="p-3 text-sm text-slate-500">No requests match these filters.</p>
        )}
        <ul className="divide-y divide-slate-100" data-testid="activity-list">
          {rows.map((record) => (
            <li key={record.id} data-request-id={record.id}>
              <button
                type="button"
                aria-expanded={open === record.id}
                onClick={() => setOpen(open === record.id ? undefined : record.id)}
                className="flex w-full items-center justify-between gap-2 px-2 py-2 text-left text-sm hover:bg-slate-50"
              >
                <span className="min-w-0">
                  <span className="block truncate text-slate-800">{summary(record)}</span>
                  <span className="block text-xs text-slate-500">
                    {chainName(inChain(record))} → {chainName(outChain(record))} ·{' '}
                    {record.data.requestType ?? record.data.operation ?? ''} ·{' '}
                    <span className="font-mono">{shortHex(record.id)}</span>
                    {record.data.failReason && record.data.failReason !== 'N/A' && (
                      <> · {failReasonText(record.data.failReason)}</>
                    )}
                  </span>
                </span>
                <span
                  data-testid="row-status"
                  className={`shrink-0 rounded-full px-2 py-0.5 text-xs ${TONE[record.status] ?? 'bg-slate-100 text-slate-700'}`}
                >
                  {record.status}
                </span>
              </button>
              {open === record.id && (
                <div className="px-2 pb-3">
                  <RequestDetail record={record} chains={chains} />
                </div>
              )}
            </li>
          ))}
        </ul>
        <div ref={sentinel} />
        {query.hasNextPage && (
          <button
            type="button"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
            className="mt-2 w-full rounded-lg border border-slate-300 py-2 text-sm"
          >
            {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
          </button>
        )}
      </section>
    </div>
  )
}

/** A labelled select whose empty choice means "any". */
function FilterSelect(props: {
  id: string
  label: string
  value: string | number | undefined
  options: [string, string][]
  onChange: (value: string | undefined) => void
  wide?: boolean
}) {
  return (
    <div className={props.wide ? 'col-span-2' : undefined}>
      <label htmlFor={props.id} className="text-xs text-slate-600">
        {props.label}
      </label>
      <select
        id={props.id}
        className={SELECT}
        value={props.value ?? ''}
        onChange={(e) => props.onChange(e.target.value || undefined)}
      >
        <option value="">Any</option>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  )
}

const SELECT = 'mt-1 w-full rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm'

/** Unix seconds <-> the yyyy-mm-dd of a date input (UTC days: the service filters on UTC timestamps). */
const toDateInput = (seconds: number | undefined) =>
  seconds === undefined ? '' : new Date(seconds * 1000).toISOString().slice(0, 10)
const fromDateInput = (value: string, edge: 'start' | 'end') =>
  value ? Math.floor(Date.parse(`${value}T${edge === 'start' ? '00:00:00' : '23:59:59'}Z`) / 1000) : undefined
const toNumber = (value: string) => {
  const n = Number(value.trim().replace(',', '.'))
  return value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : undefined
}

function summary(record: RequestRecord): string {
  const m = record.data.metadata
  const side = (c: typeof m extends undefined ? never : NonNullable<typeof m>['currencyIn']) =>
    c ? `${c.amountFormatted ?? c.amount} ${c.currency?.symbol ?? ''}`.trim() : '?'
  // Requests the devnet derives from a deposit (a second deposit, an orphan) have no quote behind them.
  return m?.currencyIn || m?.currencyOut
    ? `${side(m.currencyIn)} → ${side(m.currencyOut)}`
    : 'Deposit without a quote of its own'
}
const inChain = (r: RequestRecord) => r.data.metadata?.currencyIn?.currency?.chainId ?? r.data.inTxs[0]?.chainId
const outChain = (r: RequestRecord) => r.data.metadata?.currencyOut?.currency?.chainId ?? r.data.outTxs[0]?.chainId
