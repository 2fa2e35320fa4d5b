import { t } from '@lingui/core/macro'
import { FAIL_REASONS, type FailReason } from '../../api/schemas/failReasons'
import { REQUEST_TYPES, type RequestType } from '../../api/schemas/requests'
import { LISTED_REQUEST_STATUSES } from '../../api/schemas/requestsQuery'
import { failReasonText } from '../../transfer/views/failReasonText'
import { statusLabel } from '../../transfer/views/statusLabel'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import { Notice } from '../../ui/Notice'
import type { ActivityFilters } from './activityFilters'
import { requestTypeLabel } from './activityLabels'
import { FeatureFilters } from './FeatureFilters'
import { FilterSelect } from './FilterSelect'
import { RangeFilters } from './RangeFilters'
import { SortSelect } from './SortSelect'
import { TermSearch } from './TermSearch'

/** A token symbol, as an example of what to type (symbols are the same in every language). */
const EXAMPLE_SYMBOL = 'USDC'
/** What the listing filters on, as the description's `status` parameter has it (no `waiting`: quotes are not listed). */
const STATUS_CHOICES = LISTED_REQUEST_STATUSES

/** The fail reasons a filter offers: every code but `N/A`, each labelled with its words, sorted by them. */
export function failReasonChoices(): [FailReason, string][] {
  return FAIL_REASONS.filter((r) => r !== 'N/A')
    .map((r): [FailReason, string] => [r, failReasonText(r)])
    .sort(([, a], [, b]) => a.localeCompare(b))
}

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
  const liveText =
    live === 'live'
      ? t({ id: 'activity.live.live', message: 'live' })
      : live === 'connecting'
        ? t({ id: 'activity.live.connecting', message: 'connecting…' })
        : t({ id: 'activity.live.offline', message: 'not live' })
  const chainOptions = props.chains.map((c) => [String(c.id), c.name] as [string, string])
  return (
    <section
      aria-label={t({ id: 'activity.filters.label', message: 'Filters' })}
      className="space-y-3 rounded-2xl bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="font-semibold text-slate-800">
          {t({ id: 'activity.filters.title', message: 'Activity' })}{' '}
          <span
            data-testid="live-state"
            data-state={live}
            className={`ms-1 rounded-full px-2 py-0.5 text-xs font-normal ${live === 'live' ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
          >
            {liveText}
          </span>
        </h2>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={Boolean(filters.user)}
            disabled={!props.account}
            onChange={(e) => update({ user: e.target.checked ? props.account : undefined })}
          />
          {t({ id: 'activity.filters.mine', message: 'My transfers' })}
        </label>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        <FilterSelect
          label={t({ id: 'activity.filters.status', message: 'Status' })}
          value={filters.status}
          options={STATUS_CHOICES.map((s) => [s, statusLabel(s)])}
          onChange={(v) => update({ status: v })}
        />
        <FilterSelect
          label={t({ id: 'activity.filters.fromChain', message: 'From chain' })}
          value={filters.originChainId}
          options={chainOptions}
          onChange={(v) => update({ originChainId: v ? Number(v) : undefined })}
        />
        <FilterSelect
          label={t({ id: 'activity.filters.toChain', message: 'To chain' })}
          value={filters.destinationChainId}
          options={chainOptions}
          onChange={(v) => update({ destinationChainId: v ? Number(v) : undefined })}
        />
        <FilterSelect
          label={t({ id: 'activity.filters.type', message: 'Type' })}
          value={filters.requestType}
          options={REQUEST_TYPES.map((type): [RequestType, string] => [type, requestTypeLabel(type)])}
          onChange={(v) => update({ requestType: v })}
        />
        <FilterSelect
          label={t({ id: 'activity.filters.failReason', message: 'Fail reason' })}
          wide
          value={filters.failReason}
          // Each of the service's reason codes in the words a failed transfer shows, in alphabetical order of them.
          options={failReasonChoices()}
          onChange={(v) => update({ failReason: v })}
        />
        <Field label={t({ id: 'activity.filters.tokenSent', message: 'Token sent' })}>
          {(control) => (
            <TextInput
              {...control}
              compact
              defaultValue={filters.currencySymbol ?? ''}
              placeholder={EXAMPLE_SYMBOL}
              onBlur={(e) => update({ currencySymbol: e.target.value.trim() || undefined })}
            />
          )}
        </Field>
        <SortSelect filters={filters} update={update} />
      </div>
      <RangeFilters filters={filters} update={update} />
      <FeatureFilters filters={filters} update={update} />
      <TermSearch term={filters.term} update={update} />
      {props.problems.length > 0 && (
        <Notice tone="warning">
          {props.problems
            .map((problem) => t({ id: 'activity.filters.problemSentence', message: `${problem}.` }))
            .join(' ')}
        </Notice>
      )}
    </section>
  )
}
