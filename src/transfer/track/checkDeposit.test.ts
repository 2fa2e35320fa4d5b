import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import type { StatusResponse } from '../../api/schemas/status'
import {
  checkDeposit,
  DEPOSIT_OVERDUE_MIN_MS,
  type DepositCheckCalls,
  depositOverdue,
  readTxHash,
} from './checkDeposit'

const HASH = `0x${'ab'.repeat(32)}`
const status = (s: StatusResponse['status'], inTxHashes: string[] = []): StatusResponse => ({
  status: s,
  inTxHashes,
  txHashes: [],
})
const notFound = () => new ApiError({ kind: 'http', status: 404, path: '/x', message: 'not found' })

/** Calls that answer as told, and the status sequence the request goes through (the last one repeats). */
function calls(over: Partial<DepositCheckCalls> & { statuses?: StatusResponse[] } = {}) {
  const seen: string[] = []
  const statuses = [...(over.statuses ?? [status('waiting')])]
  const made: DepositCheckCalls = {
    index:
      over.index ??
      (async ({ txHash, chainId }) => {
        seen.push(`index ${txHash} ${chainId}`)
        return { message: 'ok' }
      }),
    reindex:
      over.reindex ??
      (async ({ depositAddress, chainId }) => {
        seen.push(`reindex ${depositAddress} ${chainId}`)
        return { triggeredCurrencies: [] }
      }),
    readStatus: async () => (statuses.length > 1 ? statuses.shift()! : statuses[0]!),
  }
  return { made, seen }
}
const fast = { followMs: 30, pollMs: 1 }
const tx = { kind: 'transaction', txHash: HASH, chainId: 7 } as const
const address = { kind: 'address', depositAddress: '0x00000000000000000000000000000000000000d1', chainId: 7 } as const

describe('checkDeposit', () => {
  it('asks the service to index the transaction, and says followed once the request leaves waiting', async () => {
    const { made, seen } = calls({ statuses: [status('waiting'), status('waiting'), status('pending')] })
    expect(await checkDeposit({ input: tx, calls: made, followMs: 5_000, pollMs: 1 })).toEqual({ kind: 'followed' })
    expect(seen).toEqual([`index ${HASH} 7`])
  })

  it('says followed when the request names the transaction among its deposits while still waiting', async () => {
    const { made } = calls({ statuses: [status('waiting', [HASH.toUpperCase().replace('0X', '0x')])] })
    expect(await checkDeposit({ input: tx, calls: made, ...fast })).toEqual({ kind: 'followed' })
  })

  it('a 404 is no such transaction on that chain; a transaction the request never takes up is no deposit', async () => {
    const missing = calls({
      index: async () => {
        throw notFound()
      },
    })
    expect(await checkDeposit({ input: tx, calls: missing.made, ...fast })).toEqual({ kind: 'no-transaction' })
    const other = calls()
    expect(await checkDeposit({ input: tx, calls: other.made, ...fast })).toEqual({ kind: 'no-deposit' })
  })

  it('reindexes a deposit address: found and taken up, funds found, nothing there, or an address it does not know', async () => {
    const taken = calls({ statuses: [status('waiting'), status('pending')] })
    expect(await checkDeposit({ input: address, calls: taken.made, followMs: 5_000, pollMs: 1 })).toEqual({
      kind: 'followed',
    })
    expect(taken.seen).toEqual([`reindex ${address.depositAddress} 7`])
    const funds = calls({ reindex: async () => ({ triggeredCurrencies: [{ symbol: 'ETH', balance: '1' }] }) })
    expect(await checkDeposit({ input: address, calls: funds.made, ...fast })).toEqual({ kind: 'taking-up' })
    expect(await checkDeposit({ input: address, calls: calls().made, ...fast })).toEqual({
      kind: 'nothing-at-address',
    })
    const unknown = calls({
      reindex: async () => {
        throw notFound()
      },
    })
    expect(await checkDeposit({ input: address, calls: unknown.made, ...fast })).toEqual({ kind: 'unknown-address' })
  })

  it('another refusal or an outage is said with its message', async () => {
    const down = calls({
      index: async () => {
        throw new ApiError({ kind: 'network', path: '/x', message: 'Cannot reach the service.' })
      },
    })
    expect(await checkDeposit({ input: tx, calls: down.made, ...fast })).toEqual({
      kind: 'failed',
      message: 'Cannot reach the service.',
    })
  })
})

describe('depositOverdue', () => {
  it('is overdue only while waiting, after twice the estimate and at least the minimum', () => {
    const since = 1_000_000
    const at = (ms: number, timeEstimateSeconds?: number, s = 'waiting') =>
      depositOverdue({ status: s, since, now: since + ms, timeEstimateSeconds })
    expect(at(DEPOSIT_OVERDUE_MIN_MS - 1)).toBe(false)
    expect(at(DEPOSIT_OVERDUE_MIN_MS)).toBe(true)
    expect(at(DEPOSIT_OVERDUE_MIN_MS, 60)).toBe(false)
    expect(at(120_000, 60)).toBe(true)
    expect(at(120_000, 60, 'pending')).toBe(false)
  })
})

describe('readTxHash', () => {
  it('reads an EVM hash with or without 0x and spaces around, lowercased; a Solana signature in base58', () => {
    expect(readTxHash(`  ${HASH.toUpperCase().replace('0X', '0x')} `, 'evm')).toBe(HASH)
    expect(readTxHash('ab'.repeat(32), undefined)).toBe(HASH)
    expect(readTxHash(HASH.slice(0, 60), 'evm')).toBeUndefined()
    expect(readTxHash('5'.repeat(87), 'svm')).toBe('5'.repeat(87))
    expect(readTxHash(HASH, 'svm')).toBeUndefined()
  })
})
