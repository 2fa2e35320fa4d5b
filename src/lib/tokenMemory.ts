/** How many recently chosen tokens are remembered per network. */
export const MAX_RECENT_TOKENS = 8

export type TokenMemory = {
  recent(): string[]
  starred(): string[]
  /** A token chosen: it moves to the front of the recent ones. */
  remember(key: string): void
  toggleStar(key: string): void
}

/**
 * Recent and starred tokens of one network, kept on the device. Unreadable or
 * foreign storage reads as empty and a full one is ignored: the picker works
 * the same without memory.
 */
export function createTokenMemory(args: {
  storage: Pick<Storage, 'getItem' | 'setItem'>
  network: string
}): TokenMemory {
  const key = (kind: 'recent' | 'starred') => `ferry.${args.network}.tokens.${kind}`
  const read = (kind: 'recent' | 'starred'): string[] => {
    try {
      const value: unknown = JSON.parse(args.storage.getItem(key(kind)) ?? '[]')
      return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []
    } catch {
      return []
    }
  }
  const write = (kind: 'recent' | 'starred', list: string[]) => {
    try {
      args.storage.setItem(key(kind), JSON.stringify(list))
    } catch {
      // Storage full or disabled: the picker works without memory.
    }
  }
  return {
    recent: () => read('recent'),
    starred: () => read('starred'),
    remember: (token) =>
      write('recent', [token, ...read('recent').filter((t) => t !== token)].slice(0, MAX_RECENT_TOKENS)),
    toggleStar: (token) => {
      const starred = read('starred')
      write('starred', starred.includes(token) ? starred.filter((t) => t !== token) : [token, ...starred])
    },
  }
}
