import { describe, expect, it } from 'vitest'
import { quietly } from '../../api/description/conformanceChecks'
import type { DescribedResponse, Element } from '../../api/description/describedTypes'
import { requestRecordSchema } from '../../api/schemas/requests'
import { recordTimeline } from './recordTimeline'

/**
 * Issue 36: the description's request record has no status history (the devnet's `data.statusHistory` is gone);
 * the history is read from what it has: `createdAt`, `updatedAt` and the transactions' block times.
 */
type Described = Element<NonNullable<DescribedResponse<'/requests/v3', 'get'>['requests']>>
const parse = (record: Described) => quietly(() => requestRecordSchema.parse(record))
const T = Date.parse('2026-01-01T00:00:00.000Z')
const base: Described = {
  id: `0x${'1'.repeat(64)}`,
  status: 'success',
  user: '0x00000000000000000000000000000000000000a0',
  recipient: '0x00000000000000000000000000000000000000b0',
  requestType: 'Bridge',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:01:00.000Z',
}

describe('recordTimeline', () => {
  it('a completed request: asked for, deposited, completed at its fill’s block time', () => {
    const record = parse({
      ...base,
      data: {
        inTxs: [{ txHash: '0xaa', chainId: 1, timestamp: T / 1000 + 5 }],
        outTxs: [{ txHash: '0xbb', chainId: 2, timestamp: T / 1000 + 9 }],
      },
    })
    expect(recordTimeline(record)).toEqual([
      { status: 'waiting', at: T },
      { status: 'pending', at: T + 5000 },
      { status: 'success', at: T + 9000 },
    ])
  })

  it('a request not final yet ends at its deposit; a refund without block times ends when the record last changed', () => {
    const pending = parse({
      ...base,
      status: 'pending',
      data: { inTxs: [{ txHash: '0xaa', timestamp: T / 1000 + 5 }] },
    })
    expect(recordTimeline(pending).map((e) => e.status)).toEqual(['waiting', 'pending'])
    const refunded = parse({ ...base, status: 'refund', data: { inTxs: [{ txHash: '0xaa' }], outTxs: [] } })
    expect(recordTimeline(refunded)).toEqual([
      { status: 'waiting', at: T },
      { status: 'refund', at: T + 60_000 },
    ])
  })

  it('a record with no times at all has no history (and nothing breaks)', () => {
    expect(recordTimeline(parse({ ...base, createdAt: undefined, updatedAt: undefined, data: {} }))).toEqual([])
  })
})
