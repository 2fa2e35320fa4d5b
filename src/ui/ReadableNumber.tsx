import { formatReadable } from '../lib/format'
import { formatDecimal } from '../lib/locale'

/**
 * A number as a person reads it (`formatReadable`: 6 significant digits), with the full value on hover (title) and
 * on copy: selecting and copying it gives every digit, not the shortened text.
 */
export function ReadableNumber(props: { decimal: string; testId?: string }) {
  const full = formatDecimal(props.decimal)
  const text = formatReadable(props.decimal)
  return (
    <bdi
      title={full === text ? undefined : full}
      data-testid={props.testId}
      data-full={props.decimal}
      onCopy={(event) => {
        if (full === text) return
        const selected = document.getSelection()?.toString() ?? ''
        if (!selected.includes(text)) return
        event.preventDefault()
        event.clipboardData.setData('text/plain', selected.replace(text, full))
      }}
    >
      {text}
    </bdi>
  )
}
