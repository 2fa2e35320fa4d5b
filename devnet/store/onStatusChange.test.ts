import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { DevnetStore } from './DevnetStore'
import type { NewRequest } from './RequestsTable'
import type { StatusChange } from './StatusChangePublisher'

let dir: string
let store: DevnetStore

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ferry-status-events-test-'))
  store = await DevnetStore.open(join(dir, 'db'))
})

afterAll(async () => {
  await store?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

let n = 0
function request(): NewRequest {
  n++
  return {
    id: `0x${(0xe000 + n).toString(16).padStart(64, '0')}`,
    apiKey: null,
    operation: 'bridge',
    tradeType: 'EXACT_INPUT',
    user: `0x${'1'.repeat(40)}`,
    recipient: `0x${'1'.repeat(40)}`,
    refundTo: null,
    referrer: null,
    originChainId: 31337,
    destinationChainId: 31339,
    currencyIn: { address: `0x${'0'.repeat(40)}`, symbol: 'ETH' },
    currencyOut: { address: `0x${'0'.repeat(40)}`, symbol: 'ETH' },
    amountIn: 1n,
    amountOut: 1n,
    amountInUsd: '0.01',
    deadline: 2_000_000_000,
    quoteRequest: {},
    quoteResponse: {},
  }
}

describe('store.onStatusChange', () => {
  it('reports every committed change in order, with the transaction hashes as they were then', async () => {
    const seen: StatusChange[] = []
    const off = store.onStatusChange((change) => {
      seen.push(change)
    })
    const r = request()
    await store.insertRequest(r)
    await store.transition(r.id, {
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
    expect(await store.transition(r.id, { from: ['waiting'], to: 'failure' })).toBe(false)
    await store.transition(r.id, { from: ['pending'], to: 'failure', failReason: 'SLIPPAGE' })
    await vi.waitFor(() => expect(seen).toHaveLength(3))
    off()
    expect(seen.map((c) => [c.status, c.failReason, c.inTxHashes.length, c.txHashes.length])).toEqual([
      ['waiting', 'N/A', 0, 0],
      ['pending', 'N/A', 1, 0],
      ['failure', 'SLIPPAGE', 1, 0],
    ])
    expect(seen.map((c) => c.seq)).toEqual([...seen.map((c) => c.seq)].sort((a, b) => a - b))
    expect(seen[0]).toMatchObject({ requestId: r.id, originChainId: 31337, destinationChainId: 31339 })
    expect(seen.at(-1)!.at).toBe((await store.getRequest(r.id))!.updatedAt)
  })

  it('a throwing, rejecting or never-settling listener neither blocks the writer nor stops the other listeners', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const seen: string[] = []
    const offs = [
      store.onStatusChange(() => {
        throw new Error('listener bug')
      }),
      store.onStatusChange(() => Promise.reject(new Error('async listener bug'))),
      store.onStatusChange(() => new Promise(() => undefined)),
      store.onStatusChange((change) => {
        seen.push(change.status)
      }),
    ]
    const r = request()
    const started = Date.now()
    await store.insertRequest(r)
    await store.transition(r.id, { from: ['waiting'], to: 'pending' })
    await store.transition(r.id, { from: ['pending'], to: 'submitted' })
    await store.transition(r.id, { from: ['submitted'], to: 'success' })
    expect(Date.now() - started).toBeLessThan(5_000)
    await vi.waitFor(() => expect(seen).toEqual(['waiting', 'pending', 'submitted', 'success']))
    await vi.waitFor(() => expect(errors).toHaveBeenCalledTimes(8))
    for (const off of offs) off()
    errors.mockRestore()
  })
})
