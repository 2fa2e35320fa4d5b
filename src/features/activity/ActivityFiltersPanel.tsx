import { useId } from 'react'
import { FAIL_REASONS, type FailReason } from '../../api/schemas/failReasons'
import { REQUEST_FEATURES, REQUEST_TYPES, type RequestType } from '../../api/schemas/requests'
import { Button } from '../../ui/Button'
import { Field } from '../../ui/Field'
import { Select, TextInput } from '../../ui/inputs'
import { Notice } from '../../ui/Notice'
import type { ActivityFilters } from './activityFilters'

/** The listing's filters; every change goes through `update`, which keeps them in the URL. */
export function ActivityFiltersPanel(props: {
  filters: ActivityFilters
  problems: string[]
  update: (patch: Partial<ActivityFilters>) => void
  chains: readonly { id: number; name: string }[]
  /** The connected wallet, for "My transfers". */
  account: string | undefined
  live: string
}) {
  const { filters, update, live } = props
  const termId = useId()
  const chainOptions = props.chains.map((c) => [String(c.id), c.name] as [string, string])
  return (
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
            disabled={!props.account}
            onChange={(e) => update({ user: e.target.checked ? props.account : undefined })}
          />
          My transfers
        </label>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <FilterSelect
          label="Status"
          value={filters.status}
          options={['success', 'pending', 'depositing', 'failure', 'refund'].map((s) => [s, s])}
          onChange={(v) => update({ status: v as ActivityFilters['status'] })}
        />
        <FilterSelect
          label="From chain"
          value={filters.originChainId}
          options={chainOptions}
          onChange={(v) => update({ originChainId: v ? Number(v) : undefined })}
        />
        <FilterSelect
          label="To chain"
          value={filters.destinationChainId}
          options={chainOptions}
          onChange={(v) => update({ destinationChainId: v ? Number(v) : undefined })}
        />
        <FilterSelect
          label="Type"
          value={filters.requestType}
          options={REQUEST_TYPES.map((t): [RequestType, string] => [t, t])}
          onChange={(v) => update({ requestType: v })}
        />
        <FilterSelect
          label="Fail reason"
          wide
          value={filters.failReason}
          options={FAIL_REASONS.filter((r) => r !== 'N/A').map((r): [FailReason, string] => [r, r])}
          onChange={(v) => update({ failReason: v })}
        />
        <Field label="Token sent">
          {(control) => (
            <TextInput
              {...control}
              compact
              defaultValue={filters.currencySymbol ?? ''}
              placeholder="USDC"
              onBlur={(e) => update({ currencySymbol: e.target.value.trim() || undefined })}
            />
          )}
        </Field>
        <Field label="Sort">
          {(control) => (
            <Select
              {...control}
              compact
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
            </Select>
          )}
        </Field>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <Field label="From date">
          {(control) => (
            <TextInput
              {...control}
              compact
              type="date"
              value={toDateInput(filters.startTimestamp)}
              onChange={(e) => update({ startTimestamp: fromDateInput(e.target.value, 'start') })}
            />
          )}
        </Field>
        <Field label="To date">
          {(control) => (
            <TextInput
              {...control}
              compact
              type="date"
              value={toDateInput(filters.endTimestamp)}
              onChange={(e) => update({ endTimestamp: fromDateInput(e.target.value, 'end') })}
            />
          )}
        </Field>
        <Field label="Min USD">
          {(control) => (
            <TextInput
              {...control}
              compact
              inputMode="decimal"
              defaultValue={filters.amountUsdMin ?? ''}
              onBlur={(e) => update({ amountUsdMin: toNumber(e.target.value) })}
            />
          )}
        </Field>
        <Field label="Max USD">
          {(control) => (
            <TextInput
              {...control}
              compact
              inputMode="decimal"
              defaultValue={filters.amountUsdMax ?? ''}
              onBlur={(e) => update({ amountUsdMax: toNumber(e.target.value) })}
            />
          )}
        </Field>
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
        className="flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          update({ term: String(new FormData(e.currentTarget).get('term') ?? '').trim() || undefined })
        }}
      >
        <label htmlFor={termId} className="sr-only">
          Search by request id, wallet or transaction hash
        </label>
        <TextInput
          id={termId}
          className="min-w-0 flex-1"
          compact
          name="term"
          defaultValue={filters.term ?? ''}
          placeholder="Request id, wallet or transaction hash"
        />
        <Button type="submit" variant="accent">
          Search
        </Button>
      </form>
      {props.problems.length > 0 && <Notice tone="warning">{props.problems.join('. ')}.</Notice>}
    </section>
  )
}

/** A labelled select whose empty choice means "any". */
function FilterSelect<V extends string>(props: {
  label: string
  value: string | number | undefined
  options: [V, string][]
  onChange: (value: V | undefined) => void
  wide?: boolean
}) {
  return (
    <div className={props.wide ? 'col-span-2' : undefined}>
      <Field label={props.label}>
        {(control) => (
          <Select
            {...control}
            compact
            value={props.value ?? ''}
            // The select offers only `options`, so its value is one of them.
            onChange={(e) => props.onChange((e.target.value as V) || undefined)}
          >
            <option value="">Any</option>
            {props.options.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  )
}

/** Unix seconds <-> the yyyy-mm-dd of a date input (UTC days: the service filters on UTC timestamps). */
const toDateInput = (seconds: number | undefined) =>
  seconds === undefined ? '' : new Date(seconds * 1000).toISOString().slice(0, 10)
const fromDateInput = (value: string, edge: 'start' | 'end') =>
  value ? Math.floor(Date.parse(`${value}T${edge === 'start' ? '00:00:00' : '23:59:59'}Z`) / 1000) : undefined
const toNumber = (value: string) => {
  const n = Number(value.trim().replace(',', '.'))
  return value.trim() !== '' && Number.isFinite(n) && n >= 0 ? n : undefined
}
