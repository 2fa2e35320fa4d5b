import { useId } from 'react'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import { ChoiceRadio } from './ChoiceRadio'

/** How much to claim: the whole balance, or an amount typed in the token's units. */
export function ClaimAmountChoice(props: {
  disabled: boolean
  /** The whole balance in words ("2.5 USDC"). */
  balanceText: string
  symbol: string
  all: boolean
  onAll: (all: boolean) => void
  text: string
  onText: (text: string) => void
  error: string | undefined
}) {
  const name = useId()
  return (
    <fieldset className="space-y-1" disabled={props.disabled}>
      <legend className="text-xs font-medium text-slate-600">Amount</legend>
      <ChoiceRadio name={name} checked={props.all} disabled={props.disabled} onChoose={() => props.onAll(true)}>
        All of it ({props.balanceText})
      </ChoiceRadio>
      <ChoiceRadio name={name} checked={!props.all} disabled={props.disabled} onChoose={() => props.onAll(false)}>
        An amount
      </ChoiceRadio>
      {!props.all && (
        <Field label={`Amount of ${props.symbol} to claim`} error={props.error}>
          {(control) => (
            <TextInput
              {...control}
              inputMode="decimal"
              placeholder="0.0"
              value={props.text}
              onChange={(e) => props.onText(e.target.value)}
            />
          )}
        </Field>
      )}
      {props.all && props.error && (
        <p role="alert" className="text-sm text-red-700">
          {props.error}
        </p>
      )}
    </fieldset>
  )
}
