import { RecipientAddressField } from './RecipientAddressField'
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
      <RecipientAddressField
        value={props.value}
        placeholder={props.placeholder}
        onChange={props.onChange}
        error={props.error}
      />
      {props.recipient && <RecipientNotes recipient={props.recipient} confirmId={props.confirmId} />}
    </>
  )
}
