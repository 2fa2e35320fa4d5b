/** What `paceSends` did: when each send started, and how closely that kept to the schedule. */
export interface PacedSends {
  /** When each send was started, on the `now` clock. */
  startedAt: number[]
  /** Sends per second from the first start to the last one. */
  achievedRate: number
  /** How far the latest send started behind its due time (a busy event loop delays the timers). */
  maxLagMs: number
}

/**
 * Starts `send(0)` … `send(total - 1)` at `ratePerSecond`, open loop: each at its due time whatever the earlier ones
 * are doing. A sender that waited for answers would slow down exactly when the server does and hide it. A timer that
 * fires late starts every send that fell due meanwhile at once, so the count per second holds. Resolves once every
 * send is started. The clock and the sleep are parameters for the unit test.
 */
export async function paceSends(options: {
  total: number
  ratePerSecond: number
  send: (index: number) => void
  now?: () => number
  sleep?: (ms: number) => Promise<void>
}): Promise<PacedSends> {
  const now = options.now ?? (() => performance.now())
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const intervalMs = 1000 / options.ratePerSecond
  const startedAt: number[] = []
  const start = now()
  let maxLagMs = 0
  while (startedAt.length < options.total) {
    const due = Math.min(options.total, Math.floor((now() - start) / intervalMs) + 1)
    while (startedAt.length < due) {
      const index = startedAt.length
      const at = now()
      maxLagMs = Math.max(maxLagMs, at - (start + index * intervalMs))
      startedAt.push(at)
      options.send(index)
    }
    if (startedAt.length < options.total) await sleep(Math.max(0, start + startedAt.length * intervalMs - now()))
  }
  const span = startedAt.at(-1)! - startedAt[0]!
  return {
    startedAt,
    achievedRate: startedAt.length > 1 && span > 0 ? ((startedAt.length - 1) * 1000) / span : 0,
    maxLagMs,
  }
}
