import postgres from 'postgres'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type PostgresCluster, startPostgresCluster } from '../testing/startPostgresCluster'
import { PostgresEventStore } from './PostgresEventStore'
import type { StoredEvent } from './SiteEventStore'
import { describeSiteEventStoreContract } from './siteEventStoreContract'

let cluster: PostgresCluster
let admin: postgres.Sql
let databases = 0

beforeAll(async () => {
  cluster = await startPostgresCluster()
  admin = postgres(cluster.url, { max: 1, onnotice: () => {} })
})
afterAll(async () => {
  await admin?.end({ timeout: 1 })
  await cluster?.stop()
})

/** A new empty database on the test's cluster, as a URL. */
async function freshDatabase(): Promise<string> {
  databases += 1
  const name = `ferry_test_${databases}`
  await admin.unsafe(`CREATE DATABASE ${name}`)
  return cluster.url.replace(/\/postgres$/, `/${name}`)
}

describeSiteEventStoreContract('PostgresEventStore', async () => {
  const url = await freshDatabase()
  return () => PostgresEventStore.open(url)
})

describe('PostgresEventStore across instances', () => {
  const context = () => ({ receivedAt: Date.now(), signaturesValidFromSeconds: 0 })
  const event = (n: number) => ({
    network: 'local' as const,
    signature: `sig-${n}`,
    signatureTimestamp: 1,
    bodyHash: `hash-${n}`,
    event: { event: 'request.status.updated', timestamp: n, data: { n } },
  })

  it('migrates once when several instances start at once, and fans out what any of them stores to all', async () => {
    const url = await freshDatabase()
    const stores = await Promise.all(Array.from({ length: 4 }, () => PostgresEventStore.open(url)))
    try {
      const heard = stores.map(() => [] as StoredEvent[])
      for (const [i, store] of stores.entries()) store.subscribe((e) => heard[i]!.push(e))
      // The same 30 events offered to every instance at once: each stored once, by whichever came first.
      const outcomes = await Promise.all(
        Array.from({ length: 30 }, (_, n) => stores.map((store) => store.accept(event(n), context()))).flat(),
      )
      expect(outcomes.filter((o) => o.kind === 'stored')).toHaveLength(30)
      const expected = Array.from({ length: 30 }, (_, i) => i + 1)
      for (const list of heard)
        await vi.waitFor(() => expect(list.map((e) => e.seq)).toEqual(expected), { timeout: 20_000 })
      const sql = postgres(url, { max: 1 })
      const versions = await sql`SELECT count(*)::int AS n, max(version) AS v FROM ferry_schema_version`
      await sql.end()
      expect(versions[0]).toMatchObject({ n: 1, v: 1 })
    } finally {
      await Promise.all(stores.map((s) => s.close()))
    }
  })
})
