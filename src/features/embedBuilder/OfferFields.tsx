import type { MessageDescriptor } from '@lingui/core'
import { i18n } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import type { ChangeEvent } from 'react'
import { HIDEABLE_PARTS } from '../../config/widgetConfig'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import type { ChainOption, Props } from './EmbedOptionFields'

/** The tokens the allow list suggests (symbols, never translated). */
const EXAMPLE_TOKENS = 'ETH, USDC'

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
        <legend className="px-1 text-sm font-medium text-slate-700">
          {t({ id: 'embedBuilder.offer.legend', message: 'Offer only' })}
        </legend>
        <fieldset className="flex flex-wrap gap-3 text-sm">
          <legend className="sr-only">{t({ id: 'embedBuilder.offer.chains', message: 'Chains' })}</legend>
          <span aria-hidden="true" className="text-slate-600">
            {t({ id: 'embedBuilder.offer.chainsLabel', message: 'Chains:' })}
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
        <Field
          label={t({
            id: 'embedBuilder.offer.tokens',
            message: 'Tokens (symbols or addresses, comma separated; empty for all)',
          })}
        >
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
              dir="ltr"
              placeholder={EXAMPLE_TOKENS}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className="min-w-0 rounded-xl border border-slate-200 p-3">
        <legend className="px-1 text-sm font-medium text-slate-700">
          {t({ id: 'embedBuilder.hide.legend', message: 'Hide' })}
        </legend>
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
              {i18n._(PART_LABELS[part])}
            </label>
          ))}
        </div>
      </fieldset>
    </>
  )
}

const PART_LABELS: Record<(typeof HIDEABLE_PARTS)[number], MessageDescriptor> = {
  modeSwitch: msg({ id: 'embedBuilder.hide.modeSwitch', message: 'Operation switch' }),
  slippage: msg({ id: 'embedBuilder.hide.slippage', message: 'Slippage settings' }),
  exactOutput: msg({ id: 'embedBuilder.hide.exactOutput', message: 'Exact output' }),
  recentTransfers: msg({ id: 'embedBuilder.hide.recentTransfers', message: 'Recent transfers' }),
  poweredBy: msg({ id: 'embedBuilder.hide.poweredBy', message: '“Powered by Ferry”' }),
}
