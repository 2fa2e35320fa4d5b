// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern (listbox of options).
// biome-ignore-all lint/a11y/useFocusableInteractive: options are reached through the combobox's aria-activedescendant.
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the keys are handled by the search box, which keeps focus.
import { useId, useMemo, useState } from 'react'
import { PickerDialog } from './PickerDialog'
import { TokenLogo } from './TokenLogo'

/**
 * A chain as a picker lists it; `unavailable` says why it cannot be chosen
 * here, `note` what to know about it (the service's message, a lagging chain).
 */
export type PickerChain = { id: number; name: string; logoUrl?: string; unavailable?: string; note?: string }

/**
 * The chain chooser's dialog: every chain the service lists, with its logo,
 * searchable by name or id; chains that cannot be chosen stay listed, greyed,
 * with the reason. Arrow keys move over the choosable ones, Enter picks,
 * Escape closes.
 */
export function ChainPickerDialog(props: {
  label: string
  value: number
  chains: readonly PickerChain[]
  onPick: (id: number) => void
  onClose: () => void
}) {
  const id = useId()
  const [query, setQuery] = useState('')
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    const found = q ? props.chains.filter((c) => c.name.toLowerCase().includes(q) || String(c.id) === q) : props.chains
    // Choosable chains first, in the service's order; the rest after them.
    return [...found.filter((c) => !c.unavailable), ...found.filter((c) => c.unavailable)]
  }, [props.chains, query])
  const choosable = matches.filter((c) => !c.unavailable)
  const [active, setActive] = useState(0)

  const choose = (chain: PickerChain | undefined) => {
    if (!chain || chain.unavailable) return
    props.onPick(chain.id)
    props.onClose()
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(choosable.length - 1, i + 1))
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1))
    else if (event.key === 'Enter') choose(choosable[active])
    else return
    event.preventDefault()
  }
  const optionId = (chainId: number) => `${id}-chain-${chainId}`
  const activeChain = choosable[active]

  return (
    <PickerDialog title={props.label} onClose={props.onClose}>
      <input
        // biome-ignore lint/a11y/noAutofocus: the picker opens to its search box (showModal focuses it).
        autoFocus
        role="combobox"
        aria-expanded="true"
        aria-controls={`${id}-list`}
        aria-activedescendant={activeChain ? optionId(activeChain.id) : undefined}
        aria-label="Search chains by name"
        placeholder="Search chains"
        value={query}
        onChange={(e) => {
          // A new query starts at the first match (in the same render as the list).
          setQuery(e.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
        className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      <ul
        id={`${id}-list`}
        role="listbox"
        aria-label="Chains"
        className="max-h-[min(24rem,60vh)] overflow-y-auto"
        data-testid="chain-list"
      >
        {matches.map((chain) => {
          const isActive = chain === activeChain
          return (
            <li
              key={chain.id}
              id={optionId(chain.id)}
              role="option"
              aria-selected={isActive}
              aria-disabled={chain.unavailable ? true : undefined}
              data-chain-id={chain.id}
              onClick={() => choose(chain)}
              onMouseEnter={() => !chain.unavailable && setActive(choosable.indexOf(chain))}
              className={`flex items-center gap-3 rounded-lg px-2 py-2 ${chain.unavailable ? 'cursor-not-allowed' : 'cursor-pointer'} ${isActive ? 'bg-teal-50' : ''}`}
            >
              <span className={chain.unavailable ? 'opacity-50' : undefined}>
                <TokenLogo
                  src={chain.logoUrl}
                  symbol={chain.name.split(/\s+/).at(-1) ?? chain.name}
                  alt={`${chain.name} logo`}
                />
              </span>
              <span className="min-w-0 flex-1">
                <span className={`block font-medium ${chain.unavailable ? 'text-slate-500' : 'text-slate-800'}`}>
                  {chain.name}
                  {chain.id === props.value && <span className="text-xs font-normal text-teal-700"> · chosen</span>}
                </span>
                {chain.unavailable && <span className="block text-xs text-slate-600">{chain.unavailable}</span>}
                {chain.note && <span className="block text-xs text-amber-800">{chain.note}</span>}
              </span>
            </li>
          )
        })}
        {matches.length === 0 && <li className="px-2 py-3 text-sm text-slate-500">No chain matches “{query}”.</li>}
      </ul>
    </PickerDialog>
  )
}
