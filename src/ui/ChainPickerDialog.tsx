import { t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { memo, type RefObject, useMemo, useState } from 'react'
import { PickerDialog } from './PickerDialog'
import { PickerOption } from './PickerOption'
import { PickerSearch } from './PickerSearch'
import { sameWhileClosed } from './sameWhileClosed'
import { logoAlt, TokenLogo } from './TokenLogo'
import { useListbox } from './useListbox'

/**
 * A chain as a picker lists it; `unavailable` says why it cannot be chosen
 * here, `note` what to know about it (the service's message, a lagging chain).
 */
export type PickerChain = { id: number; name: string; logoUrl?: string; unavailable?: string; note?: string }

/**
 * The chain chooser's dialog: every chain the service lists, with its logo,
 * searchable by name or id; chains that cannot be chosen stay listed, greyed,
 * with the reason. The keys (`useListbox`) move over the choosable ones,
 * Enter picks, Escape closes.
 */
export const ChainPickerDialog = memo(function ChainPickerDialog(props: {
  /** Mounted while closed, once a person may open it (see usePickerOpening). */
  open: boolean
  /** The <dialog> element, which the picker opens itself. */
  dialogRef?: RefObject<HTMLDialogElement | null>
  label: string
  value: number
  chains: readonly PickerChain[]
  onPick: (id: number) => void
  onClose: () => void
}) {
  // A memo: drawn again in each language here (LocaleProvider).
  useLingui()
  const [query, setQuery] = useState('')
  const matches = useMemo(() => {
    const q = query.trim().toLowerCase()
    const found = q ? props.chains.filter((c) => c.name.toLowerCase().includes(q) || String(c.id) === q) : props.chains
    // Choosable chains first, in the service's order; the rest after them.
    return [...found.filter((c) => !c.unavailable), ...found.filter((c) => c.unavailable)]
  }, [props.chains, query])
  const choosable = matches.filter((c) => !c.unavailable)

  const choose = (chain: PickerChain | undefined) => {
    if (!chain || chain.unavailable) return
    props.onPick(chain.id)
    props.onClose()
  }
  const listbox = useListbox({
    count: choosable.length,
    onPick: (index) => choose(choosable[index]),
    onMove: (index) => document.getElementById(listbox.optionId(index))?.scrollIntoView({ block: 'nearest' }),
  })
  const activeChain = choosable[listbox.active]

  return (
    <PickerDialog open={props.open} dialogRef={props.dialogRef} title={props.label} onClose={props.onClose}>
      <PickerSearch
        listbox={listbox}
        hasActive={Boolean(activeChain)}
        label={t({ id: 'ui.chainPicker.searchLabel', message: 'Search chains by name' })}
        placeholder={t({ id: 'ui.chainPicker.searchPlaceholder', message: 'Search chains' })}
        value={query}
        onChange={setQuery}
      />
      <div
        id={listbox.listId}
        role="listbox"
        aria-label={t({ id: 'ui.chainPicker.listLabel', message: 'Chains' })}
        className="max-h-[min(24rem,60vh)] overflow-y-auto"
        data-testid="chain-list"
      >
        {/* Each row is laid out and painted only near the view (content-visibility): opening the dialog over a
            hundred chains costs about what a dozen do. */}
        {matches.map((chain) => {
          const index = chain.unavailable ? -1 : choosable.indexOf(chain)
          return (
            <PickerOption
              key={chain.id}
              id={index >= 0 ? listbox.optionId(index) : undefined}
              active={chain === activeChain}
              disabled={Boolean(chain.unavailable)}
              data-chain-id={chain.id}
              onPick={() => choose(chain)}
              onHover={() => index >= 0 && listbox.setActive(index)}
              onKeys={listbox.onKeyDown}
              className={`flex items-center gap-3 rounded-lg px-2 py-2 [contain-intrinsic-size:auto_3.5rem] [content-visibility:auto] ${chain.unavailable ? 'cursor-not-allowed' : 'cursor-pointer'} ${chain === activeChain ? 'bg-teal-50' : ''}`}
            >
              <span className={chain.unavailable ? 'opacity-50' : undefined}>
                <TokenLogo
                  src={chain.logoUrl}
                  symbol={chain.name.split(/\s+/).at(-1) ?? chain.name}
                  alt={logoAlt(chain.name)}
                />
              </span>
              <span className="min-w-0 flex-1">
                <span className={`block font-medium ${chain.unavailable ? 'text-slate-500' : 'text-slate-800'}`}>
                  {chain.name}
                  {chain.id === props.value && (
                    <span className="text-xs font-normal text-teal-700">
                      {' · '}
                      {t({ id: 'ui.picker.chosen', message: 'chosen' })}
                    </span>
                  )}
                </span>
                {chain.unavailable && <span className="block text-xs text-slate-600">{chain.unavailable}</span>}
                {chain.note && <span className="block text-xs text-amber-800">{chain.note}</span>}
              </span>
            </PickerOption>
          )
        })}
        {matches.length === 0 && (
          <p className="px-2 py-3 text-sm text-slate-500">
            {t({ id: 'ui.chainPicker.noMatch', message: `No chain matches “${query}”.` })}
          </p>
        )}
      </div>
    </PickerDialog>
  )
}, sameWhileClosed)
