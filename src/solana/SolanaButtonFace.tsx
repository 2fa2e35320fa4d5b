import type { Ref } from 'react'

// As the header's other buttons (AccountButtons): 40 px high, a size smaller on phones, where only the mark shows.
const BUTTON =
  'flex h-10 shrink-0 items-center gap-2 whitespace-nowrap rounded-xl bg-white px-2.5 text-sm font-bold text-slate-900 shadow-sm sm:px-3 sm:text-base'

/**
 * How the header's Solana wallet button looks: Solana's mark, and its text
 * from `sm` up. The first paint draws it alone (its click is kept in
 * `solanaChooserRequest`); `SolanaButton` draws it once the app is in, with
 * the wallet behind it.
 */
export function SolanaButtonFace(props: {
  text: string
  name: string
  title?: string
  expanded?: boolean
  busy?: boolean
  onClick: () => void
  ref?: Ref<HTMLButtonElement>
}) {
  return (
    <button
      ref={props.ref}
      type="button"
      aria-haspopup="dialog"
      aria-expanded={props.expanded ?? false}
      aria-busy={props.busy || undefined}
      aria-label={props.name}
      title={props.title}
      onClick={props.onClick}
      className={BUTTON}
      data-testid="solana-button"
      data-press="solana"
    >
      <svg aria-hidden viewBox="0 0 20 16" width="20" height="16" className="text-teal-700" fill="currentColor">
        <path d="M4 0h16l-4 4H0zM0 6h16l4 4H4zM4 12h16l-4 4H0z" />
      </svg>
      <span className="sr-only sm:not-sr-only">{props.text}</span>
    </button>
  )
}
