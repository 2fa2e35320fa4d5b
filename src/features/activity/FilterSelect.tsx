import { t } from '@lingui/core/macro'
import { Field } from '../../ui/Field'
import { Select } from '../../ui/inputs'

/** A labelled select whose empty choice means "any". */
export function FilterSelect<V extends string>(props: {
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
            <option value="">{t({ id: 'activity.filters.any', message: 'Any' })}</option>
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
