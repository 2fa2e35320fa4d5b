import { describe, expect, it, vi } from 'vitest'
import { sampleNewRequest } from '../testing/sampleNewRequest'
import { withTempStore } from '../testing/withTempStore'
import { StatisticsKeeper } from './StatisticsKeeper'
import { seedRequestRecords } from './seedRequestRecords'

const temp = withTempStore('statistics-test')

const rowsKnownToPlanner = () => temp.store.statistics.requestRowEstimate()

describe('StatisticsKeeper', () => {
  it('analyzes at start and again once the requests have grown', async () => {
    const hex = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
    await seedRequestRecords(
      temp.store,
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
    const keeper = new StatisticsKeeper(temp.store, { minIntervalMs: 0, minNewRows: 10, growthRatio: 0.1 })
    await keeper.start()
    expect(await rowsKnownToPlanner()).toBe(300)

    // 31 new requests (> 10% of 300) through the store, as quotes make them.
    for (let i = 0; i < 31; i++) {
      const request = sampleNewRequest({
        id: hex(1_000 + i),
        user: `0x${'2'.repeat(40)}`,
        recipient: `0x${'2'.repeat(40)}`,
        originChainId: 1,
        destinationChainId: 2,
        amountInUsd: '1',
      })
      await temp.store.insertRequest(request)
    }
    await vi.waitFor(async () => expect(await rowsKnownToPlanner()).toBe(331), { timeout: 5_000 })
    await keeper.stop()
  })
})
