import type { DevnetChain } from '../DevnetContext'

/** How long one read of the chains' mining holds: `GET /chains` and its health are asked often, anvil need not be. */
const MINING_READ_MS = 1_000
/** A node slower than this to say is taken as not saying: `GET /chains` must not wait on a chain that is down. */
const MINING_PROBE_MS = 1_000

/**
 * The running chains whose blocks have stopped: anvil mines neither on each transaction (`anvil_getAutomine` false,
 * as `POST /devnet/chains/mining { paused: true }` or any `evm_setAutomine(false)` leaves it) nor on an interval. A
 * node that does not answer is down, not lagging (`GET /chains/health` says that): it is left out.
 */
export function laggingChains(chains: readonly DevnetChain[]): () => Promise<Set<number>> {
  let read: { at: number; lagging: Promise<Set<number>> } | undefined
  return () => {
    if (read && Date.now() - read.at < MINING_READ_MS) return read.lagging
    const lagging = Promise.all(
      chains.map(async (chain) => ((await isMining(chain)) === false ? [chain.id] : [])),
    ).then((ids) => new Set(ids.flat()))
    read = { at: Date.now(), lagging }
    return lagging
  }
}

/** Whether the chain's node mines blocks; undefined when it does not say (down, or not an anvil). */
export async function isMining(chain: DevnetChain): Promise<boolean | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), MINING_PROBE_MS)
  })
  try {
    return await Promise.race([readMining(chain), late])
  } finally {
    clearTimeout(timer)
  }
}

async function readMining(chain: DevnetChain): Promise<boolean | undefined> {
  try {
    const request = chain.client.request as (args: { method: string; params?: unknown[] }) => Promise<unknown>
    const [automine, interval] = await Promise.all([
      request({ method: 'anvil_getAutomine' }),
      request({ method: 'anvil_getIntervalMining' }).catch(() => null),
    ])
    return automine === true || (typeof interval === 'number' && interval > 0)
  } catch {
    return undefined
  }
}
