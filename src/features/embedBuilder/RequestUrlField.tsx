import { t } from '@lingui/core/macro'
import { REQUEST_ID_PLACEHOLDER } from '../../config/widgetConfig'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import type { Draft } from './embedDraft'

const EXAMPLE_URL = `https://example.org/transfer/${REQUEST_ID_PLACEHOLDER}`

/** The integrator's own page for a transfer (`requestUrl`), where "View this transfer" links go. */
export function RequestUrlField(props: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  const idPlaceholder = REQUEST_ID_PLACEHOLDER
  return (
    <Field
      label={t({
        id: 'embedBuilder.requestUrl.label',
        message: `Your page for a transfer (${idPlaceholder} is replaced; empty: the view inside the widget)`,
      })}
    >
      {(control) => (
        <TextInput
          {...control}
          compact
          value={props.draft.requestUrl ?? ''}
          onChange={(e) => props.set({ requestUrl: e.target.value.trim() || undefined })}
          dir="ltr"
          placeholder={EXAMPLE_URL}
        />
      )}
    </Field>
  )
}
