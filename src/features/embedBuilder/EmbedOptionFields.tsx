import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Field } from '../../ui/Field'
import { Select, TextInput } from '../../ui/inputs'
import type { Draft } from './embedDraft'

export type Props = { draft: Draft; set: (patch: Partial<Draft>) => void }
export type ChainOption = { id: number; name: string }

/** The token a side's field suggests (a symbol, never translated). */
const EXAMPLE_TOKEN = 'ETH'

const RADII = ['none', 'small', 'medium', 'large'] as const
const RADIUS_LABELS: Record<(typeof RADII)[number], MessageDescriptor> = {
  none: msg({ id: 'embedBuilder.look.corners.none', message: 'none' }),
  small: msg({ id: 'embedBuilder.look.corners.small', message: 'small' }),
  medium: msg({ id: 'embedBuilder.look.corners.medium', message: 'medium' }),
  large: msg({ id: 'embedBuilder.look.corners.large', message: 'large' }),
}

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
      <Field label={t({ id: 'embedBuilder.side.chain', message: 'Chain' })}>
        {(control) => (
          <Select
            {...control}
            compact
            value={draft[name].chainId ?? ''}
            onChange={(e) =>
              set({ [name]: { ...draft[name], chainId: e.target.value ? Number(e.target.value) : undefined } })
            }
          >
            <option value="">{t({ id: 'embedBuilder.side.anyChain', message: 'Any' })}</option>
            {chainOptions.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={t({ id: 'embedBuilder.side.token', message: 'Token (symbol or address)' })}>
        {(control) => (
          <TextInput
            {...control}
            compact
            list={`${name}-symbols`}
            value={draft[name].token ?? ''}
            onChange={(e) => set({ [name]: { ...draft[name], token: e.target.value.trim() || undefined } })}
            dir="ltr"
            placeholder={EXAMPLE_TOKEN}
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
        {t({ id: 'embedBuilder.side.locked', message: 'Locked (the person cannot change it)' })}
      </label>
    </fieldset>
  )
}

/** Theme, accent, corners and font. */
export function LookFields({ draft, set }: Props) {
  return (
    <fieldset className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-700">
        {t({ id: 'embedBuilder.look.legend', message: 'Look' })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-4">
        <Field label={t({ id: 'embedBuilder.look.theme', message: 'Theme' })}>
          {(control) => (
            <Select
              {...control}
              compact
              value={draft.theme.mode ?? 'light'}
              onChange={(e) => set({ theme: { ...draft.theme, mode: e.target.value as 'light' } })}
            >
              <option value="light">{t({ id: 'embedBuilder.look.theme.light', message: 'Light' })}</option>
              <option value="dark">{t({ id: 'embedBuilder.look.theme.dark', message: 'Dark' })}</option>
              <option value="auto">{t({ id: 'embedBuilder.look.theme.auto', message: 'Auto' })}</option>
            </Select>
          )}
        </Field>
        <Field label={t({ id: 'embedBuilder.look.accent', message: 'Accent' })}>
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
                  {t({ id: 'embedBuilder.look.accent.default', message: 'Default' })}
                </button>
              )}
            </div>
          )}
        </Field>
        <Field label={t({ id: 'embedBuilder.look.corners', message: 'Corners' })}>
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
              {RADII.map((r) => (
                <option key={r} value={r}>
                  {i18n._(RADIUS_LABELS[r])}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label={t({ id: 'embedBuilder.look.font', message: 'Font' })}>
          {(control) => (
            <TextInput
              {...control}
              compact
              value={draft.theme.font ?? ''}
              onChange={(e) => set({ theme: { ...draft.theme, font: e.target.value || undefined } })}
              placeholder={t({ id: 'embedBuilder.look.font.placeholder', message: 'system' })}
            />
          )}
        </Field>
      </div>
    </fieldset>
  )
}
