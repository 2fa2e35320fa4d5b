import { describe, expect, it, vi } from 'vitest'
import { sampleNewRequest } from '../testing/sampleNewRequest'
import { tempStore } from '../testing/tempStore'
import type { NewRequest } from './requestRecord'
import type { StatusChange } from './StatusChangePublisher'

const temp = tempStore('status-events-test')

let n = 0
function request(): NewRequest {
  n++
  return sampleNewRequest({ id: `0x${(0xe000 + n).toString(16).padStart(64, '0')}` })
}

describe('temp.store.onStatusChange', () => {
  it('reports every committed change in order, with the transaction hashes as they were then', async () => {
    const seen: StatusChange[] = []
    const off = temp.store.onStatusChange((change) => {
      seen.push(change)
    })
    const r = request()
    await temp.store.insertRequest(r)
    await temp.store.transition(r.id, {
      from: ['waiting'],
      to: 'pending',
      transaction: {
        kind: 'deposit',
        chainId: 31337,
        txHash: `0x${'d'.repeat(64)}`,
        rawTx: null,
        status: 'success',
        blockNumber: 3,
      },
    })
    // A compare-and-set that does not apply is no change.
    expect(await temp.store.transition(r.id, { from: ['waiting'], to: 'failure' })).toBe(false)
    await temp.store.transition(r.id, { from: ['pending'], to: 'failure', failReason: 'SLIPPAGE' })
    await vi.waitFor(() => expect(seen).toHaveLength(3))
    off()
    expect(seen.map((c) => [c.status, c.failReason, c.inTxHashes.length, c.txHashes.length])).toEqual([
      ['waiting', 'N/A', 0, 0],
      ['pending', 'N/A', 1, 0],
      ['failure', 'SLIPPAGE', 1, 0],
    ])
    expect(seen.map((c) => c.seq)).toEqual([...seen.map((c) => c.seq)].sort((a, b) => a - b))
    expect(seen[0]).toMatchObject({ requestId: r.id, originChainId: 31337, destinationChainId: 31339 })
    expect(seen.at(-1)!.at).toBe((await temp.store.getRequest(r.id))!.updatedAt)
  })

  it('a throwing, rejecting or never-settling listener neither blocks the writer nor stops the other listeners', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: string[] = []
    const offs = [
      temp.store.onStatusChange(() => {
        throw new Error('listener bug')
      }),
      temp.store.onStatusChange(() => Promise.reject(new Error('async listener bug'))),
      temp.store.onStatusChange(() => new Promise(() => undefined)),
      temp.store.onStatusChange((change) => {
        seen.push(change.status)
      }),
    ]
    const r = request()
    const started = Date.now()
    await temp.store.insertRequest(r)
    await temp.store.transition(r.id, { from: ['waiting'], to: 'pending' })
    await temp.store.transition(r.id, { from: ['pending'], to: 'submitted' })
    await temp.store.transition(r.id, { from: ['submitted'], to: 'success' })
    // A listener that never settles must not hold the transitions (they would wait forever): 30 s is room for load.
    expect(Date.now() - started).toBeLessThan(30_000)
    await vi.waitFor(() => expect(seen).toEqual(['waiting', 'pending', 'submitted', 'success']))
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(8))
    for (const off of offs) off()
    errors.mockRestore()
  })
})
