import { describe, expect, it } from 'vitest'
import type { WalletCalls } from '../run/runSteps'
import { waitForBatch } from '../run/runSteps'
import { transactionsOfBatch } from './transactionsOfBatch'
import type { StoredTransfer } from './transferHistory'

const HASH = `0x${'cd'.repeat(32)}` as const
const stored: StoredTransfer = {
  requestId: '0x1',
  checkEndpoint: '/intents/status/v3?requestId=0x1',
  createdAt: 1,
  originChainId: 1,
  destinationChainId: 2,
  summary: '25 USDC → 24.9 USDC',
  transactions: [],
  batch: { id: 'batch-7', chainId: 1, stepIds: ['approve', 'deposit'] },
}

describe('transactionsOfBatch (a reload while a batch was on its way)', () => {
  it('asks the wallet for the batch by its id and gives its steps their transaction', async () => {
    const asked: string[] = []
    const calls: WalletCalls = {
      canBatch: async () => true,
      send: async () => 'unused',
      status: async (id) => {
        asked.push(id)
        return asked.length < 2 ? { state: 'pending', hashes: [] } : { state: 'success', hashes: [HASH] }
      },
    }
    const sent = await transactionsOfBatch({
      stored,
      calls: async () => calls,
      waitForBatch: (args) => waitForBatch({ ...args, pollMs: 1 }),
      signal: new AbortController().signal,
    })
    expect(asked).toEqual(['batch-7', 'batch-7'])
    expect(sent).toEqual([
      { chainId: 1, hash: HASH, stepId: 'approve' },
      { chainId: 1, hash: HASH, stepId: 'deposit' },
    ])
  })

  it('leaves it to the request status without a wallet, or once the transactions are known', async () => {
    const signal = new AbortController().signal
    expect(await transactionsOfBatch({ stored, calls: async () => undefined, waitForBatch, signal })).toBeUndefined()
    const known = { ...stored, transactions: [{ chainId: 1, hash: HASH, stepId: 'deposit' }] }
    expect(await transactionsOfBatch({ stored: known, calls: undefined, waitForBatch, signal })).toBeUndefined()
  })
})
