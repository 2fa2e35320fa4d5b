import { REQUEST_ID_PLACEHOLDER } from '../../config/widgetConfig'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import type { Draft } from './embedDraft'

/** The integrator's own page for a transfer (`requestUrl`), where "View this transfer" links go. */
export function RequestUrlField(props: { draft: Draft; set: (patch: Partial<Draft>) => void }) {
  return (
    <Field
      label={`Your page for a transfer (${REQUEST_ID_PLACEHOLDER} is replaced; empty: the view inside the widget)`}
    >
      {(control) => (
        <TextInput
          {...control}
          compact
          value={props.draft.requestUrl ?? ''}
          onChange={(e) => props.set({ requestUrl: e.target.value.trim() || undefined })}
          placeholder={`https://example.org/transfer/${REQUEST_ID_PLACEHOLDER}`}
        />
      )}
    </Field>
  )
}
