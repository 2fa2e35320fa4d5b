import { t } from '@lingui/core/macro'
import { Button } from '../../ui/Button'
import { SubmitButton } from './SubmitButton'

/** The form's last button: submit (SubmitButton, the skeleton's too), or New transfer once the transfer has ended. */
export function FormEndButton(props: { finished: boolean; onNew: () => void; disabled: boolean; label: string }) {
  return props.finished ? (
    // Another component than the submit button: React never reuses one's node for the other, so the click that ends
    // a transfer cannot submit the form again.
    <Button variant="dark" onClick={props.onNew}>
      {t({ id: 'swap.submit.newTransfer', message: 'New transfer' })}
    </Button>
  ) : (
    <SubmitButton disabled={props.disabled} label={props.label} />
  )
}
