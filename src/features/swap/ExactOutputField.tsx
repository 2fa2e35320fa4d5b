import { t } from '@lingui/core/macro'
import { useId } from 'react'

/**
 * The exact-output choice and what it means: the form's (`onChange`), and, without one, the skeleton's, waiting
 * (disabled). `data-part`: what the prerendered first paint removes when the configuration hides it (src/prerender).
 */
export function ExactOutputField(props: { checked: boolean; onChange?: (checked: boolean) => void }) {
  const id = useId()
  const { onChange } = props
  return (
    <div className="flex items-start gap-2 text-sm" data-part="exactOutput">
      <input
        id={id}
        type="checkbox"
        checked={props.checked}
        onChange={onChange && ((e) => onChange(e.target.checked))}
        disabled={!onChange}
        readOnly={!onChange}
        aria-describedby={`${id}-help`}
        className="mt-1"
      />
      <div>
        <label htmlFor={id} className="text-slate-700">
          {t({ id: 'swap.exactOutput', message: 'Exact output' })}
        </label>
        <p id={`${id}-help`} className="text-xs text-slate-500">
          {t({
            id: 'swap.exactOutput.help',
            message:
              'Receive exactly the amount typed in “You receive”. If it cannot be filled exactly, you are refunded on the origin chain.',
          })}
        </p>
      </div>
    </div>
  )
}
