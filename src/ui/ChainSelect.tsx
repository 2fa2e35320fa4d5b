/** A chain the service lists that cannot be chosen here, and why. */
export type UnavailableChain = { id: number; name: string; reason: string }

/**
 * A labelled native select of chains: keyboard and screen-reader friendly as
 * browsers make it. Chains the service lists but Ferry cannot use are shown,
 * disabled, with the reason; the chosen chain's status message shows below.
 */
export function ChainSelect(props: {
  id: string
  label: string
  value: number
  chains: readonly { id: number; name: string }[]
  unavailable?: readonly UnavailableChain[]
  /** The service's message about the chosen chain, if it has one. */
  statusMessage?: string
  onChange: (id: number) => void
  disabled?: boolean
}) {
  const statusId = `${props.id}-status`
  return (
    <div className="min-w-0">
      <label htmlFor={props.id} className="block text-xs font-medium text-slate-600">
        {props.label}
      </label>
      <select
        id={props.id}
        value={props.value}
        disabled={props.disabled}
        aria-describedby={props.statusMessage ? statusId : undefined}
        onChange={(e) => props.onChange(Number(e.target.value))}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-1.5 py-2 text-sm disabled:bg-slate-50 disabled:text-slate-500 sm:px-2 sm:text-base"
      >
        {props.chains.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
        {props.unavailable && props.unavailable.length > 0 && (
          <optgroup label="Not available">
            {props.unavailable.map((c) => (
              <option key={c.id} value={c.id} disabled data-chain-id={c.id}>
                {c.name} · {c.reason}
              </option>
            ))}
          </optgroup>
        )}
      </select>
      {props.statusMessage && (
        <p id={statusId} className="mt-1 text-xs text-amber-800" data-testid="chain-status">
          {props.statusMessage}
        </p>
      )}
    </div>
  )
}
