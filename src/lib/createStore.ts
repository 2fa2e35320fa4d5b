/**
 * A value React reads with `useSyncExternalStore` (see `useStore`) and anything
 * may set: what the first paint hands to the app (the amounts typed, the
 * focus, a click on "Connect Wallet") is written and heard through it, never
 * through an object mutated behind React's back.
 */
export type Store<T> = {
  get: () => T
  /** Replaces the value; listeners hear of it only when it is a different one. */
  set: (next: T) => void
  subscribe: (listener: () => void) => () => void
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial
  const listeners = new Set<() => void>()
  return {
    get: () => value,
    set(next) {
      if (Object.is(next, value)) return
      value = next
      for (const listener of listeners) listener()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
  }
}
