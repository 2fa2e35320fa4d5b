import { describe, expect, it } from 'vitest'
import { TransactionIndex, type TransactionRecord } from './TransactionIndex'

const record = (signature: string, accountKeys: string[]): TransactionRecord => ({
  signature,
  slot: 1,
  blockTime: 0,
  err: null,
  memo: null,
  version: 0,
  transaction: {},
  meta: {},
  accountKeys,
})

describe('TransactionIndex', () => {
  const index = new TransactionIndex([record('s1', ['a', 'b']), record('s2', ['a']), record('s3', ['a', 'a', 'c'])])
  const signatures = (records: TransactionRecord[]) => records.map((r) => r.signature)

  it('lists an address’s signatures newest first, each once', () => {
    expect(signatures(index.signaturesFor('a', { limit: 10 }))).toEqual(['s3', 's2', 's1'])
    expect(signatures(index.signaturesFor('b', { limit: 10 }))).toEqual(['s1'])
    expect(index.signaturesFor('nobody', { limit: 10 })).toEqual([])
  })

  it('pages with limit, before and until', () => {
    expect(signatures(index.signaturesFor('a', { limit: 2 }))).toEqual(['s3', 's2'])
    expect(signatures(index.signaturesFor('a', { limit: 10, before: 's3' }))).toEqual(['s2', 's1'])
    expect(signatures(index.signaturesFor('a', { limit: 10, until: 's1' }))).toEqual(['s3', 's2'])
  })

  it('comes back the same from its snapshot', () => {
    const restored = new TransactionIndex(index.toJSON())
    expect(signatures(restored.signaturesFor('a', { limit: 10 }))).toEqual(['s3', 's2', 's1'])
    expect(restored.get('s2')?.accountKeys).toEqual(['a'])
  })
})
