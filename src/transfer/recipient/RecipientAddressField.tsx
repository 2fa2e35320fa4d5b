import { t } from '@lingui/core/macro'
import { Field } from '../../ui/Field'
import { TextInput } from '../../ui/inputs'
import { recipientPrompt } from './recipientPrompt'

/**
 * The recipient's labelled input, drawn once for the forms (RecipientField: typed into, with its error) and for the
 * swap form's skeleton and prerendered HTML (SwapPanelSkeleton: no `onChange`, so waiting and disabled, holding the
 * recipient a send starts with). `data-part`: where the prerendered HTML's inline script writes the configured
 * recipient (src/prerender).
 */
export function RecipientAddressField(props: {
  value: string
  /** What the empty field asks for: the destination VM's kind of address (`recipientPrompt`); an EVM address if none. */
  placeholder?: string
  onChange?: (value: string) => void
  error?: string | undefined
}) {
  const { onChange } = props
  return (
    <Field label={t({ id: 'transfer.recipient.label', message: 'Recipient address' })} error={props.error}>
      {(control) => (
        <TextInput
          {...control}
          mono
          value={props.value}
          onChange={onChange && ((e) => onChange(e.target.value))}
          disabled={!onChange}
          placeholder={props.placeholder ?? recipientPrompt('evm')}
          data-part="recipient"
        />
      )}
    </Field>
  )
}
