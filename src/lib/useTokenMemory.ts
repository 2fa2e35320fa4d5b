import { useMemo, useState } from 'react'
import { createTokenMemory, type TokenMemory } from './tokenMemory'

/** A network's starred and recent tokens (`chainId:address` keys), as the token picker reads and changes them. */
export type TokenMemoryState = {
  starred: readonly string[]
  recent: readonly string[]
  /** A token chosen: the front of the recent ones next time. */
  remember: (key: string) => void
  /** Stars or unstars a token; the lists above follow at once. */
  toggleStar: (key: string) => void
}

/**
 * Recent and starred tokens of `network` in this browser's storage; no network, no memory. A picker kept in the
 * page while closed (`shown` false) reads them again when it is shown: another picker may have changed them.
 */
export function useTokenMemory(network: string | undefined, shown = true): TokenMemoryState | undefined {
  const memory = useMemo(
    () => (network === undefined ? undefined : createTokenMemory({ storage: window.localStorage, network })),
    [network],
  )
  const [lists, setLists] = useState(() => listsOf(memory))
  const [wasShown, setWasShown] = useState(shown)
  if (shown !== wasShown) {
    setWasShown(shown)
    const now = listsOf(memory)
    // The same lists keep their arrays: the rows that show them need not render again.
    if (shown && (now.starred.join() !== lists.starred.join() || now.recent.join() !== lists.recent.join()))
      setLists(now)
  }
  return useMemo(
    () =>
      memory && {
        ...lists,
        remember: memory.remember,
        toggleStar: (key: string) => {
          memory.toggleStar(key)
          setLists(listsOf(memory))
        },
      },
    [memory, lists],
  )
}

function listsOf(memory: TokenMemory | undefined) {
  return { starred: memory?.starred() ?? [], recent: memory?.recent() ?? [] }
}
