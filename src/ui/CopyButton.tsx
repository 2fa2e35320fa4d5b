import { t } from '@lingui/core/macro'
import { useEffect, useState } from 'react'

/**
 * Copies `text` to the clipboard and says so for a moment. `text` may be a
 * function, read at the click (e.g. the page's current URL).
 */
export function CopyButton(props: {
  text: string | (() => string)
  label: string
  copiedLabel?: string
  small?: boolean
}) {
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), 1500)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = () => {
    const text = typeof props.text === 'function' ? props.text() : props.text
    void navigator.clipboard?.writeText(text).then(
      () => setCopied(true),
      () => setCopied(false),
    )
  }
  return (
    <button
      type="button"
      onClick={copy}
      className={`rounded-lg border border-slate-300 px-2 py-1 text-slate-800 hover:bg-slate-50 ${props.small ? 'text-xs' : ''}`}
    >
      <span aria-live="polite">
        {copied ? (props.copiedLabel ?? t({ id: 'ui.copy.copied', message: 'Copied' })) : props.label}
      </span>
    </button>
  )
}
