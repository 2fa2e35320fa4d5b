import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DevnetStore } from './DevnetStore'
import type { NewRequest } from './RequestsTable'
import { StatisticsKeeper } from './StatisticsKeeper'
import { seedRequestRecords } from './seedRequestRecords'

let dir: string
let store: DevnetStore

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ferry-statistics-test-'))
  store = await DevnetStore.open(join(dir, 'db'))
})

afterAll(async () => {
  await store?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

const rowsKnownToPlanner = () => store.statistics.requestRowEstimate()

describe('StatisticsKeeper', () => {
  it('analyzes at start and again once the requests have grown', async () => {
    const hex = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
    await seedRequestRecords(
      store,
      Array.from({ length: 300 }, (_, i) => ({
        id: hex(i + 1),
        user: `0x${'1'.repeat(40)}`,
        originChainId: 1,
        destinationChainId: 2,
        currencyIn: { address: `0x${'0'.repeat(40)}`, symbol: 'ETH' },
        currencyOut: { address: `0x${'0'.repeat(40)}`, symbol: 'ETH' },
        amountInUsd: '1',
        status: 'success' as const,
        createdAt: 1_700_000_000_000 + i,
      })),
    )
    expect(await rowsKnownToPlanner()).toBeLessThan(0)
    const keeper = new StatisticsKeeper(store, { minIntervalMs: 0, minNewRows: 10, growthRatio: 0.1 })
    await keeper.start()
    expect(await rowsKnownToPlanner()).toBe(300)

    // 31 new requests (> 10% of 300) through the store, as quotes make them.
    for (let i = 0; i < 31; i++) {
      const request: NewRequest = {
        id: hex(1_000 + i),
        apiKey: null,
        operation: 'bridge',
        tradeType: 'EXACT_INPUT',
        user: `0x${'2'.repeat(40)}`,
        recipient: `0x${'2'.repeat(40)}`,
        refundTo: null,
        referrer: null,
        originChainId: 1,
        destinationChainId: 2,
        currencyIn: { address: `0x${'0'.repeat(40)}`, symbol: 'ETH' },
        currencyOut: { address: `0x${'0'.repeat(40)}`, symbol: 'ETH' },
        amountIn: 1n,
        amountOut: 1n,
        amountInUsd: '1',
        deadline: 2_000_000_000,
        quoteRequest: {},
        quoteResponse: {},
      }
      await store.insertRequest(request)
    }
    await vi.waitFor(async () => expect(await rowsKnownToPlanner()).toBe(331), { timeout: 5_000 })
    await keeper.stop()
  })
})
