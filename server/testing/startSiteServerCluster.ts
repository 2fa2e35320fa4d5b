import { expect, vi } from 'vitest'
import { SseFollower } from './SseFollower'
import { LOCAL_KEY, makeDataDir, makeFakeDist } from './siteServerFixtures'
import { type PostgresCluster, startPostgresCluster } from './startPostgresCluster'
import { type SiteServerProcess, startSiteServerProcess } from './startSiteServerProcess'

/** How long the instances may take to stop on SIGTERM before they are killed, so that no server outlives a test. */
const STOP_DEADLINE_MS = 15_000

/** Site servers as separate processes over one PostgreSQL, as behind a load balancer, and the pages following them. */
export interface SiteServerCluster {
  /** The PostgreSQL the instances share. */
  postgres: PostgresCluster
  instances: SiteServerProcess[]
  /** The pages' streams opened by `follow`, in the order opened. */
  followers: SseFollower[]
  /**
   * Opens `clients` event streams, client `n` first on instance `n % instances`, from its own loopback address
   * (separate visitors), and waits until each is connected (the deadline is `connectedWithinMs`).
   */
  follow(args: {
    clients: number
    localAddress: (n: number) => string
    reconnectDelayMs?: number
    connectedWithinMs: number
  }): Promise<SseFollower[]>
  /** Stops the streams, the instances (SIGTERM, then SIGKILL after a deadline) and PostgreSQL. */
  stop(): Promise<void>
}

/**
 * Starts PostgreSQL and `count` site servers on it, together (the schema migration must hold when several instances
 * race to it), each with its own data dir, serving one fake dist/ and proxying to a local service that is not there.
 */
export async function startSiteServerCluster(count: number): Promise<SiteServerCluster> {
  const postgres = await startPostgresCluster()
  const instances: SiteServerProcess[] = []
  const followers: SseFollower[] = []
  const distDir = makeFakeDist()
  const started = await Promise.allSettled(
    Array.from({ length: count }, () =>
      startSiteServerProcess({
        FERRY_SERVER_DATABASE_URL: postgres.url,
        FERRY_SERVER_PORT: '0',
        FERRY_SERVER_HOST: '127.0.0.1',
        FERRY_SERVER_DIST_DIR: distDir,
        FERRY_SERVER_DATA_DIR: makeDataDir(),
        FERRY_LOCAL_API_KEY: LOCAL_KEY,
        FERRY_LOCAL_SERVICE_URL: 'http://127.0.0.1:9',
      }),
    ),
  )
  for (const result of started) if (result.status === 'fulfilled') instances.push(result.value)

  const stop = async () => {
    for (const follower of followers) follower.stop()
    for (const instance of instances) instance.child.kill('SIGTERM')
    // A graceful stop takes a moment; one that hangs is cut.
    const cut = setTimeout(() => {
      for (const instance of instances) instance.child.kill('SIGKILL')
    }, STOP_DEADLINE_MS)
    await Promise.all(instances.map((i) => i.exited))
    clearTimeout(cut)
    await postgres.stop()
  }
  const failed = started.find((result) => result.status === 'rejected')
  if (failed) {
    await stop()
    throw failed.reason
  }

  const urls = () => instances.map((i) => i.url)
  return {
    postgres,
    instances,
    followers,
    stop,
    async follow(args) {
      const opened = Array.from({ length: args.clients }, (_, n) => {
        const follower = new SseFollower({
          instances: urls,
          first: n % count,
          localAddress: args.localAddress(n),
          ...(args.reconnectDelayMs === undefined ? {} : { reconnectDelayMs: args.reconnectDelayMs }),
        })
        followers.push(follower)
        follower.start()
        return follower
      })
      await vi.waitFor(() => expect(opened.filter((f) => f.connections > 0)).toHaveLength(args.clients), {
        timeout: args.connectedWithinMs,
        interval: 100,
      })
      return opened
    },
  }
}
