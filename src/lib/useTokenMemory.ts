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

/** Recent and starred tokens of `network` in this browser's storage; no network, no memory. */
export function useTokenMemory(network: string | undefined): TokenMemoryState | undefined {
  const memory = useMemo(
    () => (network === undefined ? undefined : createTokenMemory({ storage: window.localStorage, network })),
    [network],
  )
  const [lists, setLists] = useState(() => listsOf(memory))
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
