/** How often a waiting test or fixture looks again (ms). */
export const POLL_INTERVAL_MS = 50

/**
 * Resolves with the first value of `read` that is neither `undefined`, `null`
 * nor `false`, looking every `intervalMs`; throws with `describe()` once
 * `timeoutMs` has passed first. The test fixtures' wait (the harness, the
 * webhook receiver): they also serve the chaos script, outside vitest. Test
 * files use vitest's own `vi.waitFor` and `expect.poll`.
 */
export async function pollUntil<T>(
  read: () => T | Promise<T>,
  options: { timeoutMs: number; intervalMs?: number; describe: () => string },
): Promise<Exclude<T, undefined | null | false>> {
  const deadline = Date.now() + options.timeoutMs
  for (;;) {
    const value = await read()
    if (value !== undefined && value !== null && value !== false) return value as Exclude<T, undefined | null | false>
    if (Date.now() > deadline) throw new Error(`${options.describe()} (waited ${options.timeoutMs} ms)`)
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? POLL_INTERVAL_MS))
  }
}
