import { useId } from 'react'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import { ChoiceRadio } from './ChoiceRadio'

/** Whom the claim pays: the fee wallet itself, or another address on the claim's chain. */
export function ClaimRecipientChoice(props: {
  disabled: boolean
  /** The fee wallet in words ("This wallet (0x70…79C8)"). */
  selfText: string
  toSelf: boolean
  onToSelf: (toSelf: boolean) => void
  text: string
  onText: (text: string) => void
  error: string | undefined
}) {
  const name = useId()
  return (
    <fieldset className="space-y-1" disabled={props.disabled}>
      <legend className="text-xs font-medium text-slate-600">Pay to</legend>
      <ChoiceRadio name={name} checked={props.toSelf} disabled={props.disabled} onChoose={() => props.onToSelf(true)}>
        {props.selfText}
      </ChoiceRadio>
      <ChoiceRadio name={name} checked={!props.toSelf} disabled={props.disabled} onChoose={() => props.onToSelf(false)}>
        Another address
      </ChoiceRadio>
      {!props.toSelf && (
        <Field label="Address to pay" error={props.error}>
          {(control) => (
            <TextInput
              {...control}
              mono
              placeholder="0x…"
              value={props.text}
              onChange={(e) => props.onText(e.target.value)}
            />
          )}
        </Field>
      )}
    </fieldset>
  )
}
