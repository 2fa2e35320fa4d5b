import { t } from '@lingui/core/macro'
import { useLayoutEffect, useRef } from 'react'

/** An amount input with its label, an optional hint (balance) and an optional action (Max). */
export function AmountField(props: {
  id: string
  label: string
  value: string
  onChange: (text: string) => void
  suffix: string
  hint?: string
  /** What the route takes now ("Up to 12.4 ETH right now"), at the start of the line under the field. */
  limit?: string
  /** The amount's value in USD ("≈ $12.34"), when known. */
  usd?: string
  /** An estimate of the amount before it is known (not a value of the field): shown in the USD line's place. */
  estimate?: { shown: string; spoken: string }
  errorId?: string
  action?: { label: string; onClick: () => void; description: string }
  onFocus?: () => void
  onBlur?: () => void
  /** Takes the focus when it appears, the caret after the text (it replaces a field that had it). */
  takeFocus?: boolean
  /** The input's name: how the prerendered first paint finds its fields (src/prerender). */
  name?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  // biome-ignore lint/correctness/useExhaustiveDependencies: on appearing only; later renders leave the focus alone.
  useLayoutEffect(() => {
    const el = input.current
    if (!props.takeFocus || !el) return
    el.focus()
    el.setSelectionRange(el.value.length, el.value.length)
  }, [])
  const action = props.action && { ...props.action, name: actionName(props.action.label, props.action.description) }
  const estimate = !props.usd && props.estimate ? props.estimate : undefined
  const estimateId = `${props.id}-estimate`
  const describedBy = [props.errorId, estimate && estimateId].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <div className="flex justify-between gap-2 text-xs font-medium text-slate-600">
        <label htmlFor={props.id}>{props.label}</label>
        {props.hint && <span data-testid="balance">{props.hint}</span>}
      </div>
      <div className="mt-1 flex items-center rounded-lg border border-slate-300 bg-white focus-within:ring-2 focus-within:ring-teal-600">
        <input
          ref={input}
          id={props.id}
          name={props.name}
          dir="ltr"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
          onFocus={props.onFocus}
          onBlur={props.onBlur}
          aria-invalid={props.errorId ? true : undefined}
          aria-describedby={describedBy}
          className="min-w-0 flex-1 rounded-lg bg-transparent px-3 py-2 text-lg outline-none"
        />
        {action && (
          <button
            type="button"
            onClick={action.onClick}
            title={action.description}
            aria-label={action.name}
            className="rounded-md px-2 py-1 text-xs font-semibold text-teal-700 hover:bg-teal-50"
          >
            {action.label}
          </button>
        )}
        <span className="px-3 text-sm text-slate-500">{props.suffix}</span>
      </div>
      {/* The line under the field, kept from the start (empty until a USD value or an estimate is known), so that
          nothing below moves when one arrives. */}
      <div className="mt-1 flex min-h-4 justify-between gap-2 text-xs text-slate-500">
        {props.limit ? <span data-testid="route-limit">{props.limit}</span> : <span />}
        {props.usd && (
          <p className="text-end" data-testid="amount-usd">
            {/* The sum reads left to right in every language ("US$" stays whole in right-to-left text). */}≈{' '}
            <bdi dir="ltr">{props.usd}</bdi>
          </p>
        )}
        {estimate && (
          <p id={estimateId} className="text-end italic" data-testid="amount-estimate">
            <span aria-hidden="true">{estimate.shown}</span>
            <span className="sr-only">{estimate.spoken}</span>
          </p>
        )}
      </div>
    </div>
  )
}

/** An action's name for screen readers: what it is, then what it does ("Max: use the whole balance"). */
const actionName = (label: string, description: string) =>
  t({ id: 'ui.amountField.actionName', message: `${label}: ${description}` })
