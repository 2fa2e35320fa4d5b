import type { ButtonHTMLAttributes } from 'react'

const VARIANTS = {
  /** The one action of a form: full width, accent colour. */
  primary:
    'w-full rounded-xl bg-teal-700 py-3 font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-slate-300',
  /** The action after an ending (a new transfer): full width, dark. */
  dark: 'w-full rounded-xl bg-slate-800 py-3 font-semibold text-white hover:bg-slate-700',
  /** A compact accent action beside a field (search). */
  accent:
    'rounded-lg bg-teal-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-slate-300',
  /** A secondary action beside content. */
  secondary:
    'rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-50',
  /** A small action inside a row (move, remove, pick a preset). */
  small: 'rounded border border-slate-300 px-2 py-1 text-xs text-slate-700 hover:bg-slate-50 disabled:opacity-40',
  /** A fix offered with a warning. */
  warning:
    'shrink-0 rounded-md border border-amber-400 bg-white px-2 py-0.5 text-sm font-medium text-amber-900 hover:bg-amber-100',
  /** An action offered with an information notice. */
  info: 'rounded-md border border-sky-300 bg-white px-2 py-0.5 text-sm text-sky-900 hover:bg-sky-100',
} as const

export type ButtonVariant = keyof typeof VARIANTS

/** A button in one of the widget's styles; `type` defaults to "button" so it never submits a form by accident. */
export function Button(props: ButtonHTMLAttributes<HTMLButtonElement> & { variant: ButtonVariant }) {
  const { variant, className, type, ...rest } = props
  return (
    <button
      type={type === 'submit' ? 'submit' : 'button'}
      className={className ? `${VARIANTS[variant]} ${className}` : VARIANTS[variant]}
      {...rest}
    />
  )
}
