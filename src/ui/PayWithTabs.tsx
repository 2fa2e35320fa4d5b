import { useRef } from 'react'

/** How a person pays: from the connected wallet, or from an exchange or another wallet through a deposit address. */
export type PayWith = 'wallet' | 'address'

const TABS: { value: PayWith; label: string }[] = [
  { value: 'wallet', label: 'From my wallet' },
  { value: 'address', label: 'From an exchange or other wallet' },
]

/** The choice between the two, as tabs above the form (arrow keys move between them, as ARIA tabs do). */
export function PayWithTabs(props: { value: PayWith; onChange: (value: PayWith) => void }) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const move = (from: number, step: number) => {
    const next = (from + step + TABS.length) % TABS.length
    props.onChange(TABS[next]!.value)
    buttons.current[next]?.focus()
  }
  return (
    <div role="tablist" aria-label="Pay with" className="flex gap-1 rounded-xl bg-slate-200/70 p-1">
      {TABS.map((tab, index) => {
        const selected = props.value === tab.value
        return (
          <button
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => props.onChange(tab.value)}
            onKeyDown={(event) => {
              if (event.key === 'ArrowRight') move(index, 1)
              else if (event.key === 'ArrowLeft') move(index, -1)
            }}
            className={`flex-1 rounded-lg px-2 py-1.5 text-sm ${selected ? 'bg-white font-semibold text-teal-800 shadow-sm' : 'text-slate-600 hover:bg-white/60'}`}
          >
            {tab.label}
          </button>
        )
      })}
    </div>
  )
}
