/** How far PageUp and PageDown move the highlight: about one list's height of rows. */
export const LISTBOX_PAGE_STEP = 8

/** What a key pressed in a picker's search box does to its list: move the highlight, or pick the highlighted option. */
export type ListboxKeyAction = { kind: 'move'; to: number } | { kind: 'pick' }

/**
 * The pickers' combobox keys over a list of `count` choosable options with
 * `active` highlighted: arrows move by one, PageUp/PageDown by a page,
 * Ctrl+Home/Ctrl+End (or Cmd) to the first and last, Enter picks. Plain
 * Home/End stay with the search box's caret. `undefined`: not a list key.
 */
export function listboxKeyAction(args: {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  active: number
  count: number
}): ListboxKeyAction | undefined {
  const last = Math.max(0, args.count - 1)
  const move = (to: number): ListboxKeyAction => ({ kind: 'move', to: Math.max(0, Math.min(last, to)) })
  const jump = args.ctrlKey || args.metaKey
  switch (args.key) {
    case 'ArrowDown':
      return move(args.active + 1)
    case 'ArrowUp':
      return move(args.active - 1)
    case 'PageDown':
      return move(args.active + LISTBOX_PAGE_STEP)
    case 'PageUp':
      return move(args.active - LISTBOX_PAGE_STEP)
    case 'Home':
      return jump ? move(0) : undefined
    case 'End':
      return jump ? move(last) : undefined
    case 'Enter':
      return { kind: 'pick' }
    default:
      return undefined
  }
}
