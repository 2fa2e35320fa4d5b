import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOCAL_KEY, signedHeaders, webhookBody } from './testing/siteServerFixtures'
import { type SiteServerCluster, startSiteServerCluster } from './testing/startSiteServerCluster'

const INSTANCES = 3
const CLIENTS = 200
const WEBHOOKS = 1_000
const DELIVERED_TWICE = 50
/** Webhooks in flight at once, round-robin over the instances. */
const CONCURRENCY = 24
/** Accepted webhooks after which the first instance is killed. */
const KILL_AFTER = 400
const DEADLINE_MS = 150_000

let cluster: SiteServerCluster

beforeAll(async () => {
  // Started together: the schema migration must hold when several instances race to it.
  cluster = await startSiteServerCluster(INSTANCES)
})

afterAll(async () => {
  await cluster?.stop()
})

type Answer = { status: number; id?: number; duplicate?: boolean } | { status: 'unreachable' }

/**
 * Posts one signed webhook to instance `index`, as the service does: anything but a 2xx (an instance that is gone
 * included) is retried, re-signed with a new timestamp, at the next instance. Every answer is kept.
 */
async function deliver(body: string, index: number, headers = signedHeaders(LOCAL_KEY, body)): Promise<Answer[]> {
  const answers: Answer[] = []
  const deadline = Date.now() + DEADLINE_MS
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    const url = cluster.instances[(index + attempt) % INSTANCES]!.url
    const sent = attempt === 0 ? headers : signedHeaders(LOCAL_KEY, body)
    try {
      const response = await fetch(`${url}/webhooks/local`, { method: 'POST', body, headers: sent })
      const json = (await response.json()) as { id?: number; duplicate?: boolean }
      answers.push({ status: response.status, id: json.id, duplicate: json.duplicate })
      if (response.ok) return answers
    } catch {
      answers.push({ status: 'unreachable' })
    }
  }
  throw new Error(`webhook not accepted within ${DEADLINE_MS} ms: ${JSON.stringify(answers)}`)
}

describe('the site server on three instances over one PostgreSQL', () => {
  it('fans 1,000 webhooks out to 200 streams on any instance, once each and in order, through a SIGKILL', async () => {
    const followers = await cluster.follow({
      clients: CLIENTS,
      // Separate visitors: 127.0.0.2 … 127.0.0.201.
      localAddress: (n) => `127.0.0.${n + 2}`,
      connectedWithinMs: 60_000,
    })

    const bodies = Array.from({ length: WEBHOOKS }, () => webhookBody())
    const requestIds = bodies.map((b) => (JSON.parse(b) as { data: { requestId: string } }).data.requestId)
    // Every 20th is delivered twice at once to two instances: half the same signed request, half re-signed.
    const twice = new Set(Array.from({ length: DELIVERED_TWICE }, (_, k) => k * (WEBHOOKS / DELIVERED_TWICE)))
    const answers: Answer[][] = bodies.map(() => [])
    let accepted = 0
    let killed: Promise<number | string> | undefined
    const deliverOne = async (n: number) => {
      const body = bodies[n]!
      const headers = signedHeaders(LOCAL_KEY, body)
      const copies = twice.has(n)
        ? [
            deliver(body, n, headers),
            deliver(
              body,
              n + 1,
              n % 40 === 0 ? headers : signedHeaders(LOCAL_KEY, body, Number(headers['x-signature-timestamp']) - 1),
            ),
          ]
        : [deliver(body, n, headers)]
      for (const chain of await Promise.all(copies)) answers[n]!.push(...chain)
      accepted += 1
      if (accepted === KILL_AFTER) {
        cluster.instances[0]!.child.kill('SIGKILL')
        killed = cluster.instances[0]!.exited
      }
    }
    let next = 0
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < WEBHOOKS) await deliverOne(next++)
      }),
    )
    expect(await killed).toBe('SIGKILL')

    // No webhook was stored twice: at most one answer names an id, the others are replays or duplicates.
    for (const [n, list] of answers.entries()) {
      expect(list.filter((a) => 'id' in a && a.id !== undefined).length, `webhook ${n}`).toBeLessThanOrEqual(1)
      expect(list.at(-1)?.status, `webhook ${n}`).toBe(200)
    }
    for (const n of twice) {
      const statuses = answers[n]!.filter((a) => a.status !== 'unreachable')
      expect(
        statuses.some((a) => a.status === 409 || ('duplicate' in a && a.duplicate)),
        `webhook ${n}`,
      ).toBe(true)
    }

    const sql = postgres(cluster.postgres.url, { max: 1 })
    const stored = await sql<{ seq: string; request_id: string }[]>`
      SELECT seq, event->'data'->>'requestId' AS request_id FROM ferry_site_events ORDER BY seq`
    await sql.end()
    expect(stored).toHaveLength(WEBHOOKS)
    expect(new Set(stored.map((r) => r.request_id))).toEqual(new Set(requestIds))
    const storedSeqs = stored.map((r) => Number(r.seq))
    const storedIds = stored.map((r) => r.request_id)

    await vi.waitFor(() => expect(followers.filter((f) => f.seqs.length >= WEBHOOKS)).toHaveLength(CLIENTS), {
      timeout: DEADLINE_MS,
      interval: 250,
    })
    const movedOver = followers.filter((f) => f.connections > 1)
    // The first instance's clients (every third) lost their stream and came back through another.
    expect(movedOver.length).toBeGreaterThanOrEqual(Math.floor(CLIENTS / INSTANCES))
    for (const [n, follower] of followers.entries()) {
      expect(follower.seqs, `client ${n}`).toEqual(storedSeqs)
      expect(follower.requestIds, `client ${n}`).toEqual(storedIds)
    }
  })
})
