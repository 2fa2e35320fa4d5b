import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { SseFollower } from './testing/SseFollower'
import { LOCAL_KEY, makeDataDir, makeFakeDist, signedHeaders, webhookBody } from './testing/siteServerFixtures'
import { type PostgresCluster, startPostgresCluster } from './testing/startPostgresCluster'
import { type SiteServerProcess, startSiteServerProcess } from './testing/startSiteServerProcess'

const CLIENTS = 20
const WEBHOOKS = 9
const DEADLINE_MS = 60_000
const STOP_DEADLINE_MS = 15_000
/** The subscribers' wait before reconnecting: every webhook below is stored within it. */
const RECONNECT_DELAY_MS = 10_000

let cluster: PostgresCluster
const instances: SiteServerProcess[] = []
const followers: SseFollower[] = []

beforeAll(async () => {
  cluster = await startPostgresCluster()
  const distDir = makeFakeDist()
  const started = await Promise.all(
    Array.from({ length: 2 }, () =>
      startSiteServerProcess({
        FERRY_SERVER_DATABASE_URL: cluster.url,
        FERRY_SERVER_PORT: '0',
        FERRY_SERVER_HOST: '127.0.0.1',
        FERRY_SERVER_DIST_DIR: distDir,
        FERRY_SERVER_DATA_DIR: makeDataDir(),
        FERRY_LOCAL_API_KEY: LOCAL_KEY,
        FERRY_LOCAL_SERVICE_URL: 'http://127.0.0.1:9',
      }),
    ),
  )
  instances.push(...started)
})

afterAll(async () => {
  for (const follower of followers) follower.stop()
  for (const instance of instances) instance.child.kill('SIGTERM')
  const cut = setTimeout(() => {
    for (const instance of instances) instance.child.kill('SIGKILL')
  }, STOP_DEADLINE_MS)
  await Promise.all(instances.map((i) => i.exited))
  clearTimeout(cut)
  await cluster?.stop()
})

async function deliver(body: string, url: string): Promise<void> {
  const response = await fetch(`${url}/webhooks/local`, {
    method: 'POST',
    body,
    headers: signedHeaders(LOCAL_KEY, body),
  })
  expect(response.status, await response.clone().text()).toBe(200)
}

// Issue #37, finding 5: a page that has heard nothing yet still resumes where its stream began. Each stream opens
// with the id it starts after, so a subscriber of the killed instance is replayed every event the other instance
// stored while it was reconnecting (it waits the stream's `retry:`, here long enough for all of them to land).
describe('an instance killed before its subscribers heard anything', () => {
  it('every subscriber of both instances gets every event once, in order, those sent while it reconnected included', async () => {
    const urls = () => instances.map((i) => i.url)
    for (let n = 0; n < CLIENTS; n++) {
      const follower = new SseFollower({
        instances: urls,
        first: n % 2,
        localAddress: `127.0.1.${n + 2}`,
        reconnectDelayMs: RECONNECT_DELAY_MS,
      })
      followers.push(follower)
      follower.start()
    }
    await vi.waitFor(() => expect(followers.filter((f) => f.connections > 0)).toHaveLength(CLIENTS), {
      timeout: 30_000,
      interval: 100,
    })
    const bodies = Array.from({ length: WEBHOOKS }, () => webhookBody())
    const requestIds = bodies.map((b) => (JSON.parse(b) as { data: { requestId: string } }).data.requestId)
    instances[0]!.child.kill('SIGKILL')
    expect(await instances[0]!.exited).toBe('SIGKILL')
    const gap = Date.now()
    for (const body of bodies) await deliver(body, instances[1]!.url)
    // Stored while the killed instance's subscribers were still waiting to reconnect (else this proves nothing).
    expect(Date.now() - gap).toBeLessThan(RECONNECT_DELAY_MS)

    await vi.waitFor(() => expect(followers.filter((f) => f.seqs.length >= WEBHOOKS)).toHaveLength(CLIENTS), {
      timeout: DEADLINE_MS,
      interval: 100,
    })
    // The killed instance's subscribers came back through the other one.
    expect(followers.filter((f) => f.connections > 1).length).toBeGreaterThanOrEqual(CLIENTS / 2)
    for (const [n, follower] of followers.entries()) expect(follower.requestIds, `client ${n}`).toEqual(requestIds)
  })
})
