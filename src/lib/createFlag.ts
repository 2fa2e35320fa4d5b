/**
 * A boolean that React reads with `useSyncExternalStore` and anything may set:
 * what the first paint hands to the app (a click on "Connect Wallet" made
 * before, during or after the hand-over) without a mutable object whose
 * changes nobody hears.
 */
export type Flag = {
  get: () => boolean
  set: (value: boolean) => void
  subscribe: (listener: () => void) => () => void
}

export function createFlag(initial = false): Flag {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (next === value) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
