import { t } from '@lingui/core/macro'
import { useRef } from 'react'

/** How a person pays: from the connected wallet, or from an exchange or another wallet through a deposit address. */
export type PayWith = 'wallet' | 'address'

const TABS: readonly PayWith[] = ['wallet', 'address']

const labelOf = (value: PayWith) =>
  value === 'wallet'
    ? t({ id: 'ui.payWith.wallet', message: 'From my wallet' })
    : t({ id: 'ui.payWith.address', message: 'From an exchange or other wallet' })

/** The choice between the two, as tabs above the form (arrow keys move between them, as ARIA tabs do). */
export function PayWithTabs(props: { value: PayWith; onChange: (value: PayWith) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const move = (from: number, step: number) => {
    const next = (from + step + TABS.length) % TABS.length
    props.onChange(TABS[next]!)
    buttons.current[next]?.focus()
  }
  return (
    <div
      role="tablist"
      aria-label={t({ id: 'ui.payWith.label', message: 'Pay with' })}
      className="flex gap-1 rounded-xl bg-slate-200/70 p-1"
    >
      {TABS.map((tab, index) => {
        const selected = props.value === tab
        return (
          <button
            key={tab}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onChange(tab)}
            data-press={`pay:${tab}`}
            onKeyDown={(event) => {
              // The arrow towards the next tab: right to left, ArrowLeft is "next".
              const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
              const back = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight'
              if (event.key === forward) move(index, 1)
              else if (event.key === back) move(index, -1)
            }}
            className={`flex-1 rounded-lg px-2 py-1.5 text-sm ${selected ? 'bg-white font-semibold text-teal-800 shadow-sm' : 'text-slate-600 hover:bg-white/60'}`}
          >
            {labelOf(tab)}
          </button>
        )
      })}
    </div>
  )
}
