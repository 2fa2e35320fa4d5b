import type { Token } from '../config/token'

/** A labelled select of the tokens of one chain. */
export function TokenSelect(props: { id: string; label: string; value: string; tokens: Token[]; onChange: (address: `0x${string}`) => void; disabled?: boolean }) {
  return (
    <div className="min-w-0">
      <label htmlFor={props.id} className="block text-xs font-medium text-slate-600">{props.label}</label>
      <select
        id={props.id}
        value={props.value.toLowerCase()}
        disabled={props.disabled}
        onChange={(e) => props.onChange(props.tokens.find((t) => t.address.toLowerCase() === e.target.value)!.address)}
        className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-1.5 py-2 text-sm disabled:bg-slate-50 disabled:text-slate-500 sm:px-2 sm:text-base"
      >
        {props.tokens.map((t) => (
          <option key={t.address} value={t.address.toLowerCase()}>{t.symbol}</option>
        ))}
      </select>
    </div>
  )
}
