import { t } from '@lingui/core/macro'
import { Button } from '../../ui/Button'

/** The form's last button: submit (saying what is needed next), or New transfer once the transfer has ended. */
export function SubmitButton(props: { finished: boolean; onNew: () => void; disabled: boolean; label: string }) {
  return props.finished ? (
    // Distinct keys: were React to reuse this node as the submit button, the same click would submit the form.
    <Button key="new-transfer" variant="dark" onClick={props.onNew}>
      {t({ id: 'swap.submit.newTransfer', message: 'New transfer' })}
    </Button>
  ) : (
    <Button key="submit" type="submit" variant="primary" disabled={props.disabled}>
      {/* A new node for each label: the old one's centred text does not count as moved (layout shift) when it changes. */}
      <span key={props.label}>{props.label}</span>
    </Button>
  )
}
