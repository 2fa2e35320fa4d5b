import type { ReactNode } from 'react'

/** One option of a small choice (a radio and its words), big enough to tap. */
export function ChoiceRadio(props: {
  name: string
  checked: boolean
  disabled: boolean
  onChoose: () => void
  children: ReactNode
}) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-slate-800">
      <input
        type="radio"
        name={props.name}
        checked={props.checked}
        disabled={props.disabled}
        onChange={props.onChoose}
        className="size-4 accent-teal-700"
      />
      <span className="min-w-0 break-words">{props.children}</span>
    </label>
  )
}
