import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCAL_KEY, signedHeaders, webhookBody } from './testing/siteServerFixtures'
import { type SiteServerCluster, startSiteServerCluster } from './testing/startSiteServerCluster'

const CLIENTS = 20
const WEBHOOKS = 9
const DEADLINE_MS = 60_000
/** The subscribers' wait before reconnecting: every webhook below is stored within it. */
const RECONNECT_DELAY_MS = 10_000

let cluster: SiteServerCluster

beforeAll(async () => {
  cluster = await startSiteServerCluster(2)
})

afterAll(async () => {
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
    const followers = await cluster.follow({
      clients: CLIENTS,
      localAddress: (n) => `127.0.1.${n + 2}`,
      reconnectDelayMs: RECONNECT_DELAY_MS,
      connectedWithinMs: 30_000,
    })
    const bodies = Array.from({ length: WEBHOOKS }, () => webhookBody())
    const requestIds = bodies.map((b) => (JSON.parse(b) as { data: { requestId: string } }).data.requestId)
    cluster.instances[0]!.child.kill('SIGKILL')
    expect(await cluster.instances[0]!.exited).toBe('SIGKILL')
    const gap = Date.now()
    for (const body of bodies) await deliver(body, cluster.instances[1]!.url)
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
