import { t } from '@lingui/core/macro'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import { RecipientNotes } from './RecipientNotes'
import { recipientPrompt } from './readRecipientInput'
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
      <Field label={t({ id: 'transfer.recipient.label', message: 'Recipient address' })} error={props.error}>
        {(control) => (
          <TextInput
            {...control}
            mono
            dir="ltr"
            value={props.value}
            onChange={(e) => props.onChange(e.target.value)}
            placeholder={props.placeholder ?? recipientPrompt('evm')}
          />
        )}
      </Field>
      {props.recipient && <RecipientNotes recipient={props.recipient} confirmId={props.confirmId} />}
    </>
  )
}
