/** How a person pays: from the connected wallet, or from an exchange or another wallet through a deposit address. */
export type PayWith = 'wallet' | 'address'

/** The choice between the two, as tabs above the form. */
export function PayWithTabs(props: { value: PayWith; onChange: (value: PayWith) => void }) {
  const tab = (value: PayWith, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={props.value === value}
      onClick={() => props.onChange(value)}
      className={`flex-1 rounded-lg px-2 py-1.5 text-sm ${props.value === value ? 'bg-white font-semibold text-teal-800 shadow-sm' : 'text-slate-600 hover:bg-white/60'}`}
    >
      {label}
    </button>
  )
  return (
    <div role="tablist" aria-label="Pay with" className="flex gap-1 rounded-xl bg-slate-200/70 p-1">
      {tab('wallet', 'From my wallet')}
      {tab('address', 'From an exchange or other wallet')}
    </div>
  )
}
