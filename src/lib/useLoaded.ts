import { useEffect, useState } from 'react'

/**
 * What a module promise (a dynamic import started earlier) gives, once it has:
 * `value` when it loaded, `error` when it could not. Re-renders once either way.
 */
export function useLoaded<T>(promise: Promise<T>): { value?: T; error?: unknown } {
  const [loaded, setLoaded] = useState<{ value?: T; error?: unknown }>({})
  useEffect(() => {
    let live = true
    promise.then(
      (value) => live && setLoaded({ value }),
      (error: unknown) => live && setLoaded({ error }),
    )
    return () => {
      live = false
    }
  }, [promise])
  return loaded
}
