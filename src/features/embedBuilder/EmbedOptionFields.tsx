import type { ChangeEvent } from 'react'
import { HIDEABLE_PARTS } from '../../config/widgetConfig'
import { Field } from '../../ui/Field'
import { Select, TextInput } from '../../ui/inputs'
import type { Draft } from './embedDraft'

type Props = { draft: Draft; set: (patch: Partial<Draft>) => void }
type ChainOption = { id: number; name: string }

/** One side of the route (from or to): chain, token, locked. */
export function SideFields(
  props: Props & { name: 'from' | 'to'; label: string; chains: ChainOption[]; symbols: string[] },
) {
  const { draft, set, name, label } = props
  const chainOptions = props.chains
  const symbols = props.symbols
  return (
    <fieldset className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">{label}</legend>
      <Field label="Chain">
        {(control) => (
          <Select
            {...control}
            compact
            value={draft[name].chainId ?? ''}
            onChange={(e) =>
              set({ [name]: { ...draft[name], chainId: e.target.value ? Number(e.target.value) : undefined } })
            }
          >
            <option value="">Any</option>
            {chainOptions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Token (symbol or address)">
        {(control) => (
          <TextInput
            {...control}
            compact
            list={`${name}-symbols`}
            value={draft[name].token ?? ''}
            onChange={(e) => set({ [name]: { ...draft[name], token: e.target.value.trim() || undefined } })}
            placeholder="ETH"
          />
        )}
      </Field>
      <datalist id={`${name}-symbols`}>
        {symbols.map((s) => (
          <option key={s} value={s} />
        ))}
      </datalist>
      <label className="flex items-center gap-2 text-sm text-slate-700">
        <input
          type="checkbox"
          checked={draft[name].locked ?? false}
          onChange={(e) => set({ [name]: { ...draft[name], locked: e.target.checked } })}
        />
        Locked (the person cannot change it)
      </label>
    </fieldset>
  )
}

/** Theme, accent, corners and font. */
export function LookFields({ draft, set }: Props) {
  return (
    <fieldset className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">Look</legend>
      <div className="grid gap-3 sm:grid-cols-4">
        <Field label="Theme">
          {(control) => (
            <Select
              {...control}
              compact
              value={draft.theme.mode ?? 'light'}
              onChange={(e) => set({ theme: { ...draft.theme, mode: e.target.value as 'light' } })}
            >
              <option value="light">Light</option>
              <option value="dark">Dark</option>
              <option value="auto">Auto</option>
            </Select>
          )}
        </Field>
        <Field label="Accent">
          {(control) => (
            <div className="mt-1 flex items-center gap-2">
              <input
                id={control.id}
                type="color"
                value={draft.theme.accent ?? '#0f766e'}
                onChange={(e) => set({ theme: { ...draft.theme, accent: e.target.value } })}
                className="h-9 w-12 rounded border border-slate-300"
              />
              {draft.theme.accent && (
                <button
                  type="button"
                  onClick={() => set({ theme: { ...draft.theme, accent: undefined } })}
                  className="text-xs text-slate-600 underline"
                >
                  Default
                </button>
              )}
            </div>
          )}
        </Field>
        <Field label="Corners">
          {(control) => (
            <Select
              {...control}
              compact
              value={draft.theme.radius ?? 'medium'}
              onChange={(e) =>
                set({
                  theme: {
                    ...draft.theme,
                    radius: e.target.value === 'medium' ? undefined : (e.target.value as 'small'),
                  },
                })
              }
            >
              {['none', 'small', 'medium', 'large'].map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Font">
          {(control) => (
            <TextInput
              {...control}
              compact
              value={draft.theme.font ?? ''}
              onChange={(e) => set({ theme: { ...draft.theme, font: e.target.value || undefined } })}
              placeholder="system"
            />
          )}
        </Field>
      </div>
    </fieldset>
  )
}

/** Allow lists of chains and tokens, and the parts to hide. */
export function OfferFields({ draft, set, chains }: Props & { chains: ChainOption[] }) {
  const chainOptions = chains
  const splitList = (e: ChangeEvent<HTMLInputElement>) =>
    e.target.value
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean)
  return (
    <>
      <fieldset className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">Offer only</legend>
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="sr-only">Chains</legend>
          <span aria-hidden="true" className="text-slate-600">
            Chains:
          </span>
          {chainOptions.map((c) => (
            <label key={c.id} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={draft.chains?.includes(c.id) ?? false}
                onChange={(e) =>
                  set({
                    chains: e.target.checked
                      ? [...(draft.chains ?? []), c.id]
                      : draft.chains?.filter((x) => x !== c.id),
                  })
                }
              />
              {c.name}
            </label>
          ))}
        </fieldset>
        <Field label="Tokens (symbols or addresses, comma separated; empty for all)">
          {(control) => (
            <TextInput
              {...control}
              compact
              value={(draft.tokens ?? []).join(', ')}
              onChange={(e) =>
                set({
                  tokens: splitList(e),
                })
              }
              placeholder="ETH, USDC"
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="min-w-0 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">Hide</legend>
        <div className="flex flex-wrap gap-3 text-sm">
          {HIDEABLE_PARTS.map((part) => (
            <label key={part} className="flex items-center gap-1">
              <input
                type="checkbox"
                checked={draft.hide?.includes(part) ?? false}
                onChange={(e) =>
                  set({
                    hide: e.target.checked ? [...(draft.hide ?? []), part] : draft.hide?.filter((x) => x !== part),
                  })
                }
              />
              {PART_LABELS[part]}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  )
}

const PART_LABELS: Record<(typeof HIDEABLE_PARTS)[number], string> = {
  modeSwitch: 'Operation switch',
  slippage: 'Slippage settings',
  exactOutput: 'Exact output',
  recentTransfers: 'Recent transfers',
  poweredBy: '“Powered by Ferry”',
}
