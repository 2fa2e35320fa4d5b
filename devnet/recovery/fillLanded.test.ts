import type { PublicClient } from 'viem'
import { describe, expect, it } from 'vitest'
import type { RequestTransaction } from '../store/TransactionsTable'
import { fillLanded } from './fillLanded'

const fill = (over: Partial<RequestTransaction> = {}): RequestTransaction => ({
  requestId: '0x01',
  kind: 'fill',
  chainId: 2,
  txHash: `0x${'ab'.repeat(32)}`,
  rawTx: null,
  status: 'pending',
  blockNumber: null,
  createdAt: 0,
  ...over,
})
const chainWith = (status: 'success' | 'reverted' | 'none') => ({
  id: 2,
  client: {
    getTransactionReceipt: async () => {
      if (status === 'none') throw Object.assign(new Error('not found'), { name: 'TransactionReceiptNotFoundError' })
      return { status }
    },
  } as unknown as PublicClient,
})

// Chaos seed 1 (issue #37): a fill sent, its receipt not recorded at the stop, the deposit lost with its chain:
// recovery read only the store and ended the request DEPOSIT_REORGED though the fill had been paid out.
describe('a fill the store has not seen mined, when recovery finds its deposit lost', () => {
  it('counts as filled when its chain has it, succeeded', async () => {
    expect(await fillLanded([chainWith('success')], [fill()])).toBe(true)
  })
  it('does not when its chain has not it, or it reverted', async () => {
    expect(await fillLanded([chainWith('none')], [fill()])).toBe(false)
    expect(await fillLanded([chainWith('reverted')], [fill()])).toBe(false)
    expect(await fillLanded([chainWith('success')], [fill({ kind: 'refund' })])).toBe(false)
  })
})
