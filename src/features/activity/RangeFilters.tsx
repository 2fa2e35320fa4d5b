import { t } from '@lingui/core/macro'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import type { ActivityFilters } from './activityFilters'

/** The listing's date and USD ranges. */
export function RangeFilters(props: { filters: ActivityFilters; update: (patch: Partial<ActivityFilters>) => void }) {
  const { filters, update } = props
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
      <Field label={t({ id: 'activity.filters.fromDate', message: 'From date' })}>
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
      <Field label={t({ id: 'activity.filters.toDate', message: 'To date' })}>
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
      <Field label={t({ id: 'activity.filters.minUsd', message: 'Min USD' })}>
        {(control) => (
          <TextInput
            {...control}
            compact
            inputMode="decimal"
            dir="ltr"
            defaultValue={filters.amountUsdMin ?? ''}
            onBlur={(e) => update({ amountUsdMin: toNumber(e.target.value) })}
          />
        )}
      </Field>
      <Field label={t({ id: 'activity.filters.maxUsd', message: 'Max USD' })}>
        {(control) => (
          <TextInput
            {...control}
            compact
            inputMode="decimal"
            dir="ltr"
            defaultValue={filters.amountUsdMax ?? ''}
            onBlur={(e) => update({ amountUsdMax: toNumber(e.target.value) })}
          />
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
