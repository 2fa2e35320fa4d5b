import { Field } from '../ui/Field'
import { TextInput } from '../ui/inputs'
import { RecipientNotes } from './RecipientNotes'
import type { UseRecipientReturnType } from './useRecipient'

/** The recipient field of a transfer form, with what the recipient checks say under it (`RecipientNotes`). */
export function RecipientField(props: {
  value: string
  /** What the empty field asks for: the destination VM's kind of address (`recipientPrompt`). */
  placeholder?: string
  onChange: (value: string) => void
  error: string | undefined
  /** The checks' state; none where the form checks no recipient yet. */
  recipient: UseRecipientReturnType | undefined
  confirmId: string
}) {
  return (
    <>
      <Field label="Recipient address" error={props.error}>
        {(control) => (
          <TextInput
            {...control}
            mono
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            placeholder={props.placeholder ?? '0x… or a name'}
          />
        )}
      </Field>
      {props.recipient && <RecipientNotes recipient={props.recipient} confirmId={props.confirmId} />}
    </>
  )
}
