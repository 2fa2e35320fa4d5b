import { t } from '@lingui/core/macro'
import { REQUEST_FEATURES } from '../../api/schemas/requests'
import type { ActivityFilters } from './activityFilters'
import { featureLabel } from './activityLabels'

/** The features a request must have one of. */
export function FeatureFilters(props: { filters: ActivityFilters; update: (patch: Partial<ActivityFilters>) => void }) {
  const { filters, update } = props
  return (
    <fieldset className="min-w-0">
      <legend className="text-xs text-slate-600">
        {t({ id: 'activity.filters.features', message: 'Features (any of)' })}
      </legend>
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
            {featureLabel(feature)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
