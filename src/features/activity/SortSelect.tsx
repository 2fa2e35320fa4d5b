import { t } from '@lingui/core/macro'
import { Field } from '../../ui/Field'
import { Select } from '../../ui/inputs'
import type { ActivityFilters } from './activityFilters'

/** The listing's order: newest first unless the person picks another. */
export function SortSelect(props: { filters: ActivityFilters; update: (patch: Partial<ActivityFilters>) => void }) {
  const { filters, update } = props
  return (
    <Field label={t({ id: 'activity.filters.sort', message: 'Sort' })}>
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
          <option value="createdAt:">{t({ id: 'activity.sort.newest', message: 'Newest first' })}</option>
          <option value="createdAt:asc">{t({ id: 'activity.sort.oldest', message: 'Oldest first' })}</option>
          <option value="updatedAt:">{t({ id: 'activity.sort.updated', message: 'Recently updated' })}</option>
          <option value="amountUsd:desc">{t({ id: 'activity.sort.largest', message: 'Largest first' })}</option>
        </Select>
      )}
    </Field>
  )
}
