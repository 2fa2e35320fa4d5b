import { FAIL_REASONS, type FailReason } from '../../api/schemas/failReasons'
import { REQUEST_TYPES, type RequestType } from '../../api/schemas/requests'
import { Field } from '../../ui/Field'
import { Select, TextInput } from '../../ui/inputs'
import { Notice } from '../../ui/Notice'
import type { ActivityFilters } from './activityFilters'
import { FeatureFilters } from './FeatureFilters'
import { RangeFilters } from './RangeFilters'
import { TermSearch } from './TermSearch'

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
      <RangeFilters filters={filters} update={update} />
      <FeatureFilters filters={filters} update={update} />
      <TermSearch term={filters.term} update={update} />
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
