import { t } from '@lingui/core/macro'
import { useId, useState } from 'react'
import { checkSlippagePercent, type SlippageSetting } from '../../transfer/quote/slippageSetting'

/** The slippage choice itself: the service's automatic value, or a custom tolerance with its warnings. */
export function SlippageFields(props: { value: SlippageSetting; onChange: (setting: SlippageSetting) => void }) {
  const id = useId()
  const [text, setText] = useState(props.value.mode === 'custom' ? String(props.value.bps / 100) : '')
  const check = text === '' ? undefined : checkSlippagePercent(text)
  const onText = (next: string) => {
    setText(next)
    const result = checkSlippagePercent(next)
    if (result.ok) props.onChange({ mode: 'custom', bps: result.bps })
  }
  return (
    <fieldset className="mt-2 min-w-0 space-y-2">
      <legend className="text-xs font-medium text-slate-600">
        {t({ id: 'swap.slippage.legend', message: 'Maximum slippage' })}
      </legend>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={`${id}-mode`}
          checked={props.value.mode === 'auto'}
          onChange={() => props.onChange({ mode: 'auto' })}
        />
        {t({ id: 'swap.slippage.auto', message: 'Auto (the service chooses)' })}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="radio"
          name={`${id}-mode`}
          aria-label={t({ id: 'swap.slippage.customLabel', message: 'Custom slippage' })}
          checked={props.value.mode === 'custom'}
          onChange={() => check?.ok && props.onChange({ mode: 'custom', bps: check.bps })}
        />
        <label htmlFor={`${id}-pct`}>{t({ id: 'swap.slippage.custom', message: 'Custom' })}</label>
        <input
          id={`${id}-pct`}
          inputMode="decimal"
          dir="ltr"
          value={text}
          onChange={(e) => onText(e.target.value)}
          placeholder="0.5"
          aria-describedby={`${id}-msg`}
          aria-invalid={check && !check.ok ? true : undefined}
          className="w-20 rounded-md border border-slate-300 px-2 py-1"
        />
        <span>%</span>
      </div>
      <p
        id={`${id}-msg`}
        role={check && !check.ok ? 'alert' : undefined}
        className={check && !check.ok ? 'text-red-700' : 'text-amber-700'}
      >
        {check ? (check.ok ? check.warning : check.message) : ''}
      </p>
    </fieldset>
  )
}
