import { describe, expect, it } from 'vitest'
import type { StatusResponse } from '../../api/schemas/status'
import { BatchRevertedError } from '../../lib/batchErrors'
import { followRequest, type StepProgress, type WalletCalls, waitForBatch } from '../run/runSteps'
import { followStored } from './followStored'
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

const walletCalls = (status: WalletCalls['status']): WalletCalls => ({
  canBatch: async () => true,
  send: async () => 'unused',
  status,
})

/** The service answers `waiting` until `settled()` says otherwise, then `success`. */
function service(settled: () => boolean) {
  return async () =>
    ({ status: settled() ? 'success' : 'waiting', inTxHashes: [], txHashes: [] }) as unknown as StatusResponse
}

function follow(args: {
  calls: Parameters<typeof followStored>[0]['calls']
  settled: () => boolean
  signal?: AbortSignal
  longWaitMs?: number
}) {
  const seen: { progress: StepProgress; remembered: StoredTransfer }[] = []
  const outcome = followStored({
    stored,
    calls: args.calls,
    waitForBatch: (a) => waitForBatch({ ...a, pollMs: 2, longWaitMs: args.longWaitMs }),
    followRequest: (a) => followRequest({ ...a, pollIntervalMs: 2 }),
    position: { stepIndex: 1, itemIndex: 0 },
    fetchStatus: service(args.settled),
    createPush: () => undefined,
    signal: args.signal ?? new AbortController().signal,
    onProgress: (progress, remembered) => seen.push({ progress, remembered }),
  })
  return { outcome, seen }
}

describe('followStored (a transfer resumed after a reload)', () => {
  it('follows the request while the wallet reconnects, then shows the batch asked of it by its id', async () => {
    let reconnected = false
    let onChain = false
    let walletSawIt = false
    const asked: string[] = []
    const calls = walletCalls(async (id) => {
      asked.push(id)
      walletSawIt = onChain
      return onChain ? { state: 'success', hashes: [HASH] } : { state: 'pending', hashes: [] }
    })
    const { outcome, seen } = follow({
      calls: async (signal) => {
        while (!reconnected) {
          signal.throwIfAborted()
          await new Promise((resolve) => setTimeout(resolve, 2))
        }
        return calls
      },
      // The service sees the deposit once it is on chain, as the wallet does.
      settled: () => walletSawIt,
    })
    // The request is followed before the wallet is back, the batch's steps shown on their way.
    await expect.poll(() => seen.length).toBeGreaterThan(1)
    expect(asked).toEqual([])
    expect(seen[0]?.progress.batch).toEqual({ chainId: 1, lastStepIndex: 1, id: 'batch-7' })
    reconnected = true
    await expect.poll(() => asked.length).toBeGreaterThan(1)
    onChain = true
    expect((await outcome).status.status).toBe('success')
    expect(asked.every((id) => id === 'batch-7')).toBe(true)
    const last = seen.at(-1)!
    expect(last.progress.transactions).toEqual([
      { chainId: 1, hash: HASH, stepId: 'approve' },
      { chainId: 1, hash: HASH, stepId: 'deposit' },
    ])
    expect(last.remembered.transactions).toHaveLength(2)
  })

  it('ends with the batch reverted while the service still waits for the deposit', async () => {
    const { outcome } = follow({
      calls: async () => walletCalls(async () => ({ state: 'reverted', hashes: [HASH] })),
      settled: () => false,
    })
    await expect(outcome).rejects.toBeInstanceOf(BatchRevertedError)
  })

  it('follows the request alone when the wallet cannot say (another account, no EIP-5792), and stops asking at the end', async () => {
    let asking: AbortSignal | undefined
    let polls = 0
    const { outcome } = follow({
      calls: async (signal) => {
        asking = signal
        return walletCalls(async () => {
          throw Object.assign(new Error('Unknown bundle id'), { code: 5730 })
        })
      },
      settled: () => ++polls > 30,
    })
    expect((await outcome).status.status).toBe('success')
    expect(asking?.aborted).toBe(true)
  })

  it('says when the batch is still pending a while after the reload (a Safe collecting signatures)', async () => {
    let signed = false
    let walletSawIt = false
    const { outcome, seen } = follow({
      calls: async () =>
        walletCalls(async () => {
          walletSawIt = signed
          return signed ? { state: 'success', hashes: [HASH] } : { state: 'pending', hashes: [] }
        }),
      // The service sees the deposit once it is on chain, as the wallet does.
      settled: () => walletSawIt,
      longWaitMs: 20,
    })
    await expect.poll(() => seen.some((s) => s.progress.batch?.longWait)).toBe(true)
    expect(seen.find((s) => s.progress.batch?.longWait)?.progress.batch).toEqual({
      chainId: 1,
      lastStepIndex: 1,
      id: 'batch-7',
      longWait: true,
    })
    signed = true
    expect((await outcome).status.status).toBe('success')
    // Once the wallet has the batch's transactions, they replace the words.
    const last = seen.at(-1)!.progress
    expect(last.batch).toBeUndefined()
    expect(last.transactions).toHaveLength(2)
  })
})
