import { Button } from '../../ui/Button'

/**
 * The form's submit button, saying what is needed next. Drawn once for the form and for its skeleton and the
 * prerendered HTML (SwapPanelSkeleton: disabled, saying what is being waited for).
 */
export function SubmitButton(props: { label: string; disabled: boolean }) {
  return (
    <Button type="submit" variant="primary" disabled={props.disabled}>
      {/* A new node for each label: the old one's centred text does not count as moved (layout shift) when it changes. */}
      <span key={props.label}>{props.label}</span>
    </Button>
  )
}
