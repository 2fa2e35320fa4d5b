/** A labelled native select of chains: keyboard and screen-reader friendly as browsers make it. */
export function ChainSelect(props: {
  id: string
  label: string
  value: number
  chains: readonly { id: number; name: string }[]
  onChange: (id: number) => void
  disabled?: boolean
}) {
  return (
    <div className="min-w-0">
      <label htmlFor={props.id} className="block text-xs font-medium text-slate-600">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        onChange={(e) => props.onChange(Number(e.target.value))}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-1.5 py-2 text-sm disabled:bg-slate-50 disabled:text-slate-500 sm:px-2 sm:text-base"
      >
        {props.chains.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </div>
  )
}
