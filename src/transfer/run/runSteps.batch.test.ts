import { describe, expect, it } from 'vitest'
import type { Step } from '../../api/schemas/quote'
import { BatchDroppedError, BatchRevertedError } from '../../lib/batchErrors'
import { UserRejectedError } from '../../lib/walletErrors'
import { batchOfSteps } from './batchOfSteps'
import { runSteps, type StepProgress, type WalletCalls } from './runSteps'
import { recordingWallet, statuses, steps, tx } from './runSteps.fixtures'
import { waitForBatch } from './sendBatch'

const HASH = `0x${'ab'.repeat(32)}` as const

/** A wallet with EIP-5792: `answer` says what `wallet_sendCalls` does, `states` what the status lookups answer. */
function batchingWallet(options: {
  answer?: 'id' | 'reject' | 'refuse'
  states?: ('pending' | 'success' | 'reverted' | 'dropped')[]
  canBatch?: boolean
}) {
  const recorded = recordingWallet({ chainId: 1 })
  const states = [...(options.states ?? ['pending', 'success'])]
  const calls: WalletCalls = {
    canBatch: async (chainId) => {
      recorded.calls.push(`capabilities:${chainId}`)
      return options.canBatch ?? true
    },
    send: async ({ chainId, calls }) => {
      recorded.calls.push(`sendCalls:${chainId}:${calls.length}`)
      if (options.answer === 'reject') throw { code: 4001, message: 'User rejected the request.' }
      // viem's words for 5750 say "the user rejected", though it is the upgrade they declined, not the transfer.
      if (options.answer === 'refuse')
        throw {
          code: 5750,
          message: 'The Wallet can support atomicity after an upgrade, but the user rejected the upgrade.',
        }
      return 'batch-1'
    },
    status: async (id) => {
      recorded.calls.push(`status:${id}`)
      const state = states.shift() ?? 'success'
      return { state, hashes: state === 'pending' || state === 'dropped' ? [] : [HASH] }
    },
  }
  recorded.wallet.calls = calls
  return recorded
}

describe('runSteps with a wallet that batches (EIP-5792)', () => {
  it('sends the approval and the deposit as one batch, follows it by id to its receipt, then follows the request', async () => {
    const { wallet, calls } = batchingWallet({})
    const progress: StepProgress[] = []
    const outcome = await runSteps({
      steps,
      wallet,
      fetchStatus: statuses('success').fetchStatus,
      pollIntervalMs: 1,
      receiptRetryMs: 1,
      onProgress: (p) => progress.push(p),
    })
    expect(calls).toEqual(['capabilities:1', 'sendCalls:1:2', 'status:batch-1', 'status:batch-1'])
    expect(outcome.transactions).toEqual([
      { chainId: 1, hash: HASH, stepId: 'approve' },
      { chainId: 1, hash: HASH, stepId: 'deposit' },
    ])
    // One confirmation covering both steps, then the batch's id as soon as the wallet gives it.
    expect(progress[0]).toMatchObject({ phase: 'awaiting-signature', stepIndex: 0, batch: { lastStepIndex: 1 } })
    expect(progress[1]).toMatchObject({ phase: 'confirming', batch: { id: 'batch-1', chainId: 1 } })
  })

  it('sends one by one when the wallet cannot batch on the chain', async () => {
    const { wallet, calls } = batchingWallet({ canBatch: false })
    await runSteps({ steps, wallet, fetchStatus: statuses('success').fetchStatus, pollIntervalMs: 1 })
    expect(calls).toEqual(['capabilities:1', 'send:1', 'receipt:1', 'send:1', 'receipt:2'])
  })

  it('falls back to one by one, said in the progress, when a wallet that said it batches refuses the batch', async () => {
    const { wallet, calls } = batchingWallet({ answer: 'refuse' })
    const progress: StepProgress[] = []
    await runSteps({
      steps,
      wallet,
      fetchStatus: statuses('success').fetchStatus,
      pollIntervalMs: 1,
      onProgress: (p) => progress.push(p),
    })
    expect(calls).toEqual(['capabilities:1', 'sendCalls:1:2', 'send:1', 'receipt:1', 'send:1', 'receipt:2'])
    const oneByOne = progress.filter((p) => p.phase === 'awaiting-signature').slice(1)
    expect(oneByOne.map((p) => [p.stepIndex, p.batchRefused, p.batch])).toEqual([
      [0, true, undefined],
      [1, true, undefined],
    ])
  })

  it('a declined batch is the person declining: nothing is sent one by one after it', async () => {
    const { wallet, calls } = batchingWallet({ answer: 'reject' })
    await expect(runSteps({ steps, wallet, fetchStatus: statuses().fetchStatus })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(calls).toEqual(['capabilities:1', 'sendCalls:1:2'])
  })

  it('a batch reverted on chain fails as a whole, and one the wallet dropped says so', async () => {
    const reverted = batchingWallet({ states: ['reverted'] })
    await expect(
      runSteps({ steps, wallet: reverted.wallet, fetchStatus: statuses().fetchStatus, receiptRetryMs: 1 }),
    ).rejects.toBeInstanceOf(BatchRevertedError)
    const dropped = batchingWallet({ states: ['dropped'] })
    await expect(
      runSteps({ steps, wallet: dropped.wallet, fetchStatus: statuses().fetchStatus, receiptRetryMs: 1 }),
    ).rejects.toBeInstanceOf(BatchDroppedError)
  })

  it('says so once when a sent batch stays pending a while (a Safe collecting signatures), and follows it on', async () => {
    const recorded = batchingWallet({})
    const progress: StepProgress[] = []
    // Pending until the runner has told of the long wait: the signers sign only then, as far as the wallet says.
    const told = () => progress.some((p) => p.batch?.longWait)
    recorded.wallet.calls!.status = async () =>
      told() ? { state: 'success', hashes: [HASH] } : { state: 'pending', hashes: [] }
    const outcome = await runSteps({
      steps,
      wallet: recorded.wallet,
      fetchStatus: statuses('success').fetchStatus,
      pollIntervalMs: 1,
      receiptRetryMs: 1,
      longWaitMs: 20,
      onProgress: (p) => progress.push(p),
    })
    expect(outcome.transactions.map((t) => t.stepId)).toEqual(['approve', 'deposit'])
    const waits = progress.filter((p) => p.batch?.longWait)
    expect(waits).toHaveLength(1)
    expect(waits[0]).toMatchObject({ phase: 'confirming', batch: { id: 'batch-1', lastStepIndex: 1, longWait: true } })
    // Before it, the batch was sent and pending without the words; after it, the request is followed without them.
    const at = progress.indexOf(waits[0]!)
    expect(progress[at - 1]).toMatchObject({ phase: 'confirming', batch: { id: 'batch-1' } })
    expect(progress[at - 1]?.batch?.longWait).toBeUndefined()
    expect(progress.slice(at + 1).every((p) => p.batch === undefined)).toBe(true)
  })

  it('does not speak of a long wait for a batch the wallet confirms in time', async () => {
    const { wallet } = batchingWallet({ states: ['pending', 'pending', 'success'] })
    const progress: StepProgress[] = []
    await runSteps({
      steps,
      wallet,
      fetchStatus: statuses('success').fetchStatus,
      pollIntervalMs: 1,
      receiptRetryMs: 1,
      longWaitMs: 60_000,
      onProgress: (p) => progress.push(p),
    })
    expect(progress.some((p) => p.batch?.longWait)).toBe(false)
  })

  it('picks a batch up by its id (a reload): waits until it is on chain', async () => {
    const { wallet } = batchingWallet({ states: ['pending', 'pending', 'success'] })
    const sent = await waitForBatch({
      calls: wallet.calls!,
      id: 'batch-1',
      chainId: 1,
      stepIds: ['approve', 'deposit'],
      signal: undefined,
      pollMs: 1,
    })
    expect(sent.map((t) => t.stepId)).toEqual(['approve', 'deposit'])
  })

  it('asks a failing status lookup again, up to 20 failures in a row (an answer in between starts the count again)', async () => {
    /** A lookup answering by the script: a number is that many failures, a state is one answer. */
    const scripted = (script: (number | 'pending' | 'success')[]): WalletCalls => {
      const answers = script.flatMap((entry) => (typeof entry === 'number' ? Array(entry).fill('fail') : [entry]))
      return {
        canBatch: async () => true,
        send: async () => 'batch-1',
        status: async () => {
          const answer = answers.shift() ?? 'success'
          if (answer === 'fail') throw new Error('the node is restarting')
          return { state: answer, hashes: answer === 'pending' ? [] : [HASH] }
        },
      }
    }
    const wait = (calls: WalletCalls) =>
      waitForBatch({ calls, id: 'batch-1', chainId: 1, stepIds: ['deposit'], signal: undefined, pollMs: 1 })
    expect((await wait(scripted([19, 'pending', 19, 'success'])))[0]?.hash).toBe(HASH)
    await expect(wait(scripted([19, 'pending', 20]))).rejects.toThrow('the node is restarting')
  })
})

describe('batchOfSteps', () => {
  const step = (id: string, chainId: number, kind: 'transaction' | 'signature' = 'transaction'): Step =>
    kind === 'transaction'
      ? { id, action: '', description: '', kind, items: [{ status: 'incomplete', data: tx(chainId) }] }
      : { id, action: '', description: '', kind, items: [] }

  it('takes the leading transaction steps on one chain, two transactions at least', () => {
    expect(batchOfSteps([step('approve', 1), step('deposit', 1)])?.lastStepIndex).toBe(1)
    expect(batchOfSteps([step('approve', 1), step('deposit', 2)])).toBeUndefined()
    expect(batchOfSteps([step('deposit', 1)])).toBeUndefined()
    expect(batchOfSteps([step('a', 1), step('b', 1), step('c', 2)])?.lastStepIndex).toBe(1)
    expect(batchOfSteps([step('sign', 1, 'signature'), step('a', 1), step('b', 1)])).toBeUndefined()
  })
})
