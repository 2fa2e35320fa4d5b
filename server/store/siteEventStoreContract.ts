import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NewEvent, SiteEventStore, StoredEvent } from './SiteEventStore'

/** Opens a store on one fresh, empty backing (a data dir, a database); calling it again reopens the same backing. */
export type OpenFreshStore = () => Promise<() => Promise<SiteEventStore>>

let counter = 0
function newEvent(overrides: Partial<NewEvent> = {}): NewEvent {
  counter += 1
  return {
    network: 'local',
    signature: `sig-${counter}-${Math.random().toString(16).slice(2)}`,
    signatureTimestamp: Math.floor(Date.now() / 1000),
    bodyHash: `hash-${counter}-${Math.random().toString(16).slice(2)}`,
    event: { event: 'request.status.updated', timestamp: Date.now(), data: { requestId: `0x${counter}`, n: counter } },
    ...overrides,
  }
}
const context = () => ({ receivedAt: Date.now(), signaturesValidFromSeconds: Math.floor(Date.now() / 1000) - 600 })

/**
 * What every site-server store must do, run against the file log (unit) and PostgreSQL (pg project), so that the
 * routes can rely on the interface alone.
 */
export function describeSiteEventStoreContract(name: string, openFresh: OpenFreshStore): void {
  describe(`${name}: the site event store contract`, () => {
    const opened: SiteEventStore[] = []
    const open = async (opener: () => Promise<SiteEventStore>) => {
      const store = await opener()
      opened.push(store)
      return store
    }
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close()
    })

    it('stores events with consecutive seqs and replays those after a seq, oldest first', async () => {
      const store = await open(await openFresh())
      const seqs: number[] = []
      for (let i = 0; i < 3; i++) {
        const outcome = await store.accept(newEvent(), context())
        if (outcome.kind !== 'stored') throw new Error(`not stored: ${outcome.kind}`)
        seqs.push(outcome.stored.seq)
      }
      expect(seqs).toEqual([1, 2, 3])
      expect((await store.since(0)).map((e) => e.seq)).toEqual([1, 2, 3])
      expect((await store.since(1)).map((e) => e.seq)).toEqual([2, 3])
      expect(await store.since(3)).toEqual([])
      // An id from before a reset: everything retained.
      expect((await store.since(99)).map((e) => e.seq)).toEqual([1, 2, 3])
      await vi.waitFor(() => expect(store.lastId).toBe(3), { timeout: 10_000 })
    })

    it('keeps what was stored, field for field, and the replay guard across a reopen', async () => {
      const opener = await openFresh()
      const first = await open(opener)
      const input = newEvent({ network: 'testnet' })
      const outcome = await first.accept(input, context())
      expect(outcome).toMatchObject({ kind: 'stored', stored: { seq: 1, ...input } })
      await first.close()
      const second = await open(opener)
      const [stored] = await second.since(0)
      expect(stored).toEqual(outcome.kind === 'stored' ? outcome.stored : undefined)
      expect(second.lastId).toBe(1)
      expect((await second.accept(input, context())).kind).toBe('replayed')
      expect((await second.accept({ ...input, signature: 'another' }, context())).kind).toBe('duplicate')
    })

    it('refuses a stored signature as replayed and acknowledges a stored body as a duplicate, per network', async () => {
      const store = await open(await openFresh())
      const input = newEvent()
      expect((await store.accept(input, context())).kind).toBe('stored')
      expect((await store.accept(input, context())).kind).toBe('replayed')
      expect((await store.accept({ ...input, signature: 'resigned' }, context())).kind).toBe('duplicate')
      const otherNetwork = await store.accept({ ...input, signature: 'other-net', network: 'testnet' }, context())
      expect(otherNetwork.kind).toBe('stored')
      expect((await store.since(0)).length).toBe(2)
    })

    it('stores the same event given many times at once exactly once', async () => {
      const store = await open(await openFresh())
      const input = newEvent()
      const outcomes = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          store.accept(i % 2 ? input : { ...input, signature: `${input.signature}-${i}` }, context()),
        ),
      )
      expect(outcomes.filter((o) => o.kind === 'stored')).toHaveLength(1)
      expect(await store.since(0)).toHaveLength(1)
    })

    it('tells subscribers each new event once, in seq order, until they unsubscribe', async () => {
      const store = await open(await openFresh())
      const heard: StoredEvent[] = []
      const unsubscribe = store.subscribe((event) => heard.push(event))
      await Promise.all(Array.from({ length: 20 }, () => store.accept(newEvent(), context())))
      await vi.waitFor(() => expect(heard.map((e) => e.seq)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1)), {
        timeout: 10_000,
      })
      unsubscribe()
      await store.accept(newEvent(), context())
      await vi.waitFor(() => expect(store.lastId).toBe(21), { timeout: 10_000 })
      expect(heard).toHaveLength(20)
    })
  })
}
