import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react'

const BASE = 'mt-1 w-full rounded-lg border border-slate-300 bg-white disabled:bg-slate-50 disabled:text-slate-500'
const classOf = (args: { mono?: boolean; compact?: boolean; className?: string }) =>
  [BASE, args.compact ? 'px-2 py-1.5 text-sm' : 'px-3 py-2 text-sm', args.mono && 'font-mono', args.className]
    .filter(Boolean)
    .join(' ')

type Look = { mono?: boolean; compact?: boolean }

/**
 * A text input in the widget's style; `mono` for addresses and hex (left to right in every language, unless `dir`
 * says otherwise), `compact` inside dense rows.
 */
export function TextInput(props: InputHTMLAttributes<HTMLInputElement> & Look) {
  const { mono, compact, className, ...rest } = props
  return (
    <input
      autoComplete="off"
      spellCheck={false}
      dir={mono ? 'ltr' : undefined}
      className={classOf({ mono, compact, className })}
      {...rest}
    />
  )
}

/** A text area in the widget's style; `mono` for hex and code, left to right in every language. */
export function TextArea(props: TextareaHTMLAttributes<HTMLTextAreaElement> & Look) {
  const { mono, compact, className, ...rest } = props
  return (
    <textarea
      spellCheck={false}
      dir={mono ? 'ltr' : undefined}
      className={classOf({ mono, compact, className })}
      {...rest}
    />
  )
}

export function Select(props: SelectHTMLAttributes<HTMLSelectElement> & Look) {
  const { mono, compact, className, ...rest } = props
  return <select className={classOf({ mono, compact, className })} {...rest} />
}
