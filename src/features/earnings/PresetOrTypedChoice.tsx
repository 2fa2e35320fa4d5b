import { useId } from 'react'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import { ChoiceRadio } from './ChoiceRadio'

/**
 * One choice of the claim form: a preset (the whole balance, this wallet) or a value the person types (an amount,
 * another address), the field shown only for the latter. An error with the preset chosen shows under the choice.
 */
export function PresetOrTypedChoice(props: {
  legend: string
  disabled: boolean
  presetLabel: string
  typedLabel: string
  /** The typed value's field. */
  fieldLabel: string
  preset: boolean
  onPreset: (preset: boolean) => void
  text: string
  onText: (text: string) => void
  error: string | undefined
  input: { inputMode?: 'decimal'; mono?: boolean; placeholder: string }
}) {
  const name = useId()
  return (
    <fieldset className="space-y-1" disabled={props.disabled}>
      <legend className="text-xs font-medium text-slate-600">{props.legend}</legend>
      <ChoiceRadio name={name} checked={props.preset} disabled={props.disabled} onChoose={() => props.onPreset(true)}>
        {props.presetLabel}
      </ChoiceRadio>
      <ChoiceRadio name={name} checked={!props.preset} disabled={props.disabled} onChoose={() => props.onPreset(false)}>
        {props.typedLabel}
      </ChoiceRadio>
      {props.preset ? (
        props.error && (
          <p role="alert" className="text-sm text-red-700">
            {props.error}
          </p>
        )
      ) : (
        <Field label={props.fieldLabel} error={props.error}>
          {(control) => (
            <TextInput
              {...control}
              {...props.input}
              dir="ltr"
              value={props.text}
              onChange={(e) => props.onText(e.target.value)}
            />
          )}
        </Field>
      )}
    </fieldset>
  )
}
