import type { ReactNode } from 'react'

const TONES = {
  info: 'border-sky-200 bg-sky-50 text-sky-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  error: 'border-red-200 bg-red-50 text-red-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
} as const

/** A boxed message. Errors are announced assertively to screen readers, the rest politely. */
export function Notice(props: { tone: keyof typeof TONES; children: ReactNode; testId?: string }) {
  return (
    <div
      role={props.tone === 'error' ? 'alert' : 'status'}
      data-testid={props.testId}
      className={`rounded-xl border px-3 py-2 text-sm ${TONES[props.tone]}`}
    >
      {props.children}
    </div>
  )
}
