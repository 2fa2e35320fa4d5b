import { t } from '@lingui/core/macro'
import { useState } from 'react'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import type { Props } from './EmbedOptionFields'
import { sourceList } from './sourceList'

/** A source the field suggests (a devnet pool's name, as `GET /swap-sources` lists it; never translated). */
const EXAMPLE_SOURCE = 'ferry-weth-usdc'

/**
 * The swap sources every quote may use (`includedSwapSources`) and may not (`excludedSwapSources`), by the names
 * `GET /swap-sources` lists; a site server's own lists replace them.
 */
export function SwapSourceFields({ draft, set }: Props) {
  return (
    <fieldset className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3" data-testid="builder-swap-sources">
      <legend className="px-1 text-sm font-medium text-slate-700">
        {t({ id: 'embedBuilder.swapSources.legend', message: 'Swap sources' })}
      </legend>
      <p className="text-xs text-slate-500">
        {t({
          id: 'embedBuilder.swapSources.hint',
          message:
            'Names as the service lists them (GET /swap-sources), separated by commas. A site server’s own lists replace these.',
        })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <SourceListField
          label={t({ id: 'embedBuilder.swapSources.included', message: 'Use only' })}
          value={draft.includedSwapSources}
          onChange={(includedSwapSources) => set({ includedSwapSources })}
        />
        <SourceListField
          label={t({ id: 'embedBuilder.swapSources.excluded', message: 'Never use' })}
          value={draft.excludedSwapSources}
          onChange={(excludedSwapSources) => set({ excludedSwapSources })}
        />
      </div>
    </fieldset>
  )
}

/** A comma-separated list kept as typed (a trailing comma included) and handed on as names. */
function SourceListField(props: {
  label: string
  value: readonly string[] | undefined
  onChange: (names: string[] | undefined) => void
}) {
  const [text, setText] = useState(() => (props.value ?? []).join(', '))
  return (
    <Field label={props.label}>
      {(control) => (
        <TextInput
          {...control}
          compact
          dir="ltr"
          mono
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            props.onChange(sourceList(e.target.value))
          }}
          placeholder={EXAMPLE_SOURCE}
        />
      )}
    </Field>
  )
}
