// biome-ignore-all lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern (listbox of options).
// biome-ignore-all lint/a11y/useFocusableInteractive: options are reached through the combobox's aria-activedescendant.
// biome-ignore-all lint/a11y/useKeyWithClickEvents: the keys are handled by the search box, which keeps focus.
import { useEffect, useId, useRef, useState } from 'react'
import type { Token } from '../config/token'
import { formatAmount } from '../lib/amounts'
import { filterTokens } from '../lib/filterTokens'
import { shortHex } from '../lib/format'

/**
 * A token chooser: a button that opens a dialog with a search box (symbol,
 * name or pasted address) and a list with balances. Arrow keys move, Enter
 * picks, Escape closes; focus returns to the button.
 */
export function TokenPicker(props: {
  label: string
  value: string
  tokens: Token[]
  balances?: Map<string, bigint>
  onChange: (address: `0x${string}`) => void
  disabled?: boolean
}) {
  const id = useId()
  const dialog = useRef<HTMLDialogElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const selected = props.tokens.find((t) => t.address.toLowerCase() === props.value.toLowerCase())
  const matches = filterTokens(props.tokens, query)

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query starts at the first match.
  useEffect(() => setActive(0), [query])

  const open = () => {
    setQuery('')
    dialog.current?.showModal()
  }
  const close = () => {
    dialog.current?.close()
    button.current?.focus()
  }
  const pick = (token: Token | undefined) => {
    if (!token) return
    props.onChange(token.address)
    close()
  }
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((i) => Math.min(matches.length - 1, i + 1))
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1))
    else if (event.key === 'Enter') pick(matches[active])
    else return
    event.preventDefault()
  }
  const optionId = (index: number) => `${id}-option-${index}`

  return (
    <div className="min-w-0">
      <span id={`${id}-label`} className="block text-xs font-medium text-slate-600">
        {props.label}
      </span>
      <button
        ref={button}
        type="button"
        onClick={open}
        disabled={props.disabled}
        aria-haspopup="dialog"
        aria-labelledby={`${id}-label ${id}-value`}
        className="mt-1 flex w-full items-center justify-between rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm disabled:bg-slate-50 disabled:text-slate-500 sm:text-base"
      >
        <span id={`${id}-value`}>{selected?.symbol ?? 'Choose'}</span>
        <span aria-hidden className="text-slate-400">
          ▾
        </span>
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={`${id}-title`}
        onClose={() => button.current?.focus()}
        className="m-auto w-[min(24rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-slate-900/40"
      >
        <div className="space-y-3 p-4">
          <div className="flex items-center justify-between">
            <h2 id={`${id}-title`} className="font-semibold text-slate-800">
              {props.label}
            </h2>
            <button
              type="button"
              onClick={close}
              className="rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100"
              aria-label="Close"
            >
              ✕
            </button>
          </div>
          <input
            autoFocus
            role="combobox"
            aria-expanded="true"
            aria-controls={`${id}-list`}
            aria-activedescendant={matches[active] ? optionId(active) : undefined}
            aria-label="Search by name, symbol or address"
            placeholder="Search by name, symbol or address"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
            className="w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          />
          <ul id={`${id}-list`} role="listbox" aria-label="Tokens" className="max-h-72 overflow-y-auto">
            {matches.map((token, index) => {
              const balance = props.balances?.get(token.address.toLowerCase())
              return (
                <li
                  key={token.address}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  onClick={() => pick(token)}
                  onMouseEnter={() => setActive(index)}
                  className={`flex cursor-pointer items-center justify-between gap-2 rounded-lg px-2 py-2 text-sm ${index === active ? 'bg-teal-50' : ''}`}
                >
                  <span className="min-w-0">
                    <span className="font-semibold text-slate-800">{token.symbol}</span>{' '}
                    <span className="text-slate-500">{token.name}</span>
                    <span className="block font-mono text-xs text-slate-400">
                      {/^0x0{40}$/i.test(token.address) ? 'native' : shortHex(token.address)}
                    </span>
                  </span>
                  {balance !== undefined && (
                    <span className="shrink-0 text-slate-600">{formatAmount(balance, token.decimals, 4)}</span>
                  )}
                </li>
              )
            })}
            {matches.length === 0 && (
              <li className="px-2 py-3 text-sm text-slate-500">No token matches “{query}” on this chain.</li>
            )}
          </ul>
        </div>
      </dialog>
    </div>
  )
}
