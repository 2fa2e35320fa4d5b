import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { SWAP_MODES, type SwapMode } from './swapModes'

/** The operation, as a radio group (arrow keys move between modes). */
export function ModeSwitch(props: { value: SwapMode; onChange: (mode: SwapMode) => void }) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{t({ id: 'swap.mode.legend', message: 'What do you want to do?' })}</legend>
      <div className="flex gap-0.5 rounded-xl bg-slate-100 p-1 text-xs sm:gap-1 sm:text-sm">
        {SWAP_MODES.map((mode) => (
          <label key={mode.id} title={i18n._(mode.hint)} className="flex-auto cursor-pointer">
            <input
              type="radio"
              name="ferry-mode"
              value={mode.id}
              checked={props.value === mode.id}
              onChange={() => props.onChange(mode.id)}
              className="peer sr-only"
            />
            <span className="block whitespace-nowrap rounded-lg px-1 py-1.5 text-center text-slate-600 peer-checked:bg-white peer-checked:font-semibold peer-checked:text-teal-800 peer-checked:shadow-sm peer-focus-visible:ring-2 peer-focus-visible:ring-teal-600">
              {i18n._(mode.label)}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
