import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { listboxKeyAction } from './listboxKeys'

/** A picker's combobox: which option is highlighted, and the keys that move it and pick. */
export type Listbox = {
  active: number
  /** The pointer's highlight, or the first option again for a new query: no scrolling. */
  setActive: (index: number) => void
  /** The keys of the search box (and of an option, should one hold focus); the same function for the dialog's life. */
  onKeyDown: (event: KeyboardEvent) => void
  listId: string
  optionId: (index: number) => string
}

/**
 * The keyboard behaviour both pickers share (`listboxKeyAction`) over
 * `count` choosable options, with the search box keeping focus and pointing
 * at the highlighted option (`aria-activedescendant`).
 */
export function useListbox(args: {
  count: number
  onPick: (index: number) => void
  /** A key moved the highlight: bring that option into view. */
  onMove?: (index: number) => void
  /** A key of the picker's own (the token picker's Alt+S); true when it was handled. */
  onOtherKey?: (event: KeyboardEvent, active: number) => boolean
}): Listbox {
  const id = useId()
  const [active, setActive] = useState(0)
  // The handler reads the latest render's list through this, so its identity never changes and memoised rows keep it.
  const latest = useRef({ ...args, active })
  latest.current = { ...args, active }
  const [onKeyDown] = useState(() => (event: KeyboardEvent) => {
    const now = latest.current
    const action = listboxKeyAction({
      key: event.key,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      active: now.active,
      count: now.count,
    })
    if (action?.kind === 'move') {
      setActive(action.to)
      now.onMove?.(action.to)
    } else if (action?.kind === 'pick') now.onPick(now.active)
    else if (!now.onOtherKey?.(event, now.active)) return
    event.preventDefault()
  })
  return { active, setActive, onKeyDown, listId: `${id}-list`, optionId: (index) => `${id}-option-${index}` }
}
