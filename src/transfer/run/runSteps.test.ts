import { TransactionExecutionError, UserRejectedRequestError, WaitForTransactionReceiptTimeoutError } from 'viem'
import { describe, expect, it } from 'vitest'
import type { Step } from '../../api/schemas/quote'
import { TransactionRevertedError, UserRejectedError } from '../../lib/walletErrors'
import { runSteps, type StepProgress } from './runSteps'
import { recordingWallet, statuses, steps } from './runSteps.fixtures'

describe('runSteps', () => {
  it('switches chain, sends each item in order, waits for receipts, then follows the last check to a final status', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 5 })
    const source = statuses('waiting', 'pending', 'submitted', 'success')
    const progress: StepProgress[] = []
    const outcome = await runSteps({
      steps,
      wallet,
      fetchStatus: source.fetchStatus,
      pollIntervalMs: 1,
      onProgress: (p) => progress.push(p),
    })
    expect(calls).toEqual(['switch:1', 'send:1', 'receipt:1', 'send:1', 'receipt:2'])
    expect(outcome.status.status).toBe('success')
    expect(outcome.requestId).toBe('0x1')
    expect(outcome.transactions.map((t) => t.stepId)).toEqual(['approve', 'deposit'])
    expect(source.seen.every((e) => e === '/intents/status?requestId=0x1')).toBe(true)
    expect(progress.filter((p) => p.phase === 'tracking').map((p) => p.status?.status)).toEqual([
      'waiting',
      'pending',
      'submitted',
      'success',
    ])
    expect(progress[0]?.phase).toBe('switching-chain')
  })

  it('tells the service about the deposit as soon as its hash is known (POST /transactions/index), not the approval', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 1 })
    const indexed: { chainId: number; hash: string; after: string[] }[] = []
    const outcome = await runSteps({
      steps,
      wallet,
      fetchStatus: statuses('success').fetchStatus,
      pollIntervalMs: 1,
      indexTransaction: async (tx) => {
        indexed.push({ ...tx, after: [...calls] })
        throw new Error('the service is down: nothing changes for the transfer')
      },
    })
    const deposit = outcome.transactions.find((t) => t.stepId === 'deposit')!
    // Sent before its receipt is awaited, as the official client does.
    expect(indexed).toEqual([{ chainId: 1, hash: deposit.hash, after: ['send:1', 'receipt:1', 'send:1'] }])
    expect(outcome.status.status).toBe('success')
  })

  it('does not switch when already on the right chain', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 1 })
    await runSteps({ steps, wallet, fetchStatus: statuses('success').fetchStatus, pollIntervalMs: 1 })
    expect(calls.some((c) => c.startsWith('switch'))).toBe(false)
  })

  it('turns a wallet rejection into UserRejectedError and sends nothing after it', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 1, reject: 'send' })
    await expect(runSteps({ steps, wallet, fetchStatus: statuses().fetchStatus })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(calls).toEqual(['send:1'])
  })

  it("recognises viem's rejection by its class, wherever it sits among the causes", async () => {
    const { wallet, calls } = recordingWallet({ chainId: 1 })
    wallet.sendTransaction = async () => {
      calls.push('send:1')
      throw new TransactionExecutionError(new UserRejectedRequestError(new Error('Request declined')), {
        account: null,
      })
    }
    await expect(runSteps({ steps, wallet, fetchStatus: statuses().fetchStatus })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
    expect(calls).toEqual(['send:1'])
  })

  it('treats a rejected chain switch as a rejection too', async () => {
    const { wallet } = recordingWallet({ chainId: 9, reject: 'switch' })
    await expect(runSteps({ steps, wallet, fetchStatus: statuses().fetchStatus })).rejects.toBeInstanceOf(
      UserRejectedError,
    )
  })

  it('stops at a reverted transaction with its hash and chain', async () => {
    const { wallet } = recordingWallet({ chainId: 1, revert: true })
    const error = await runSteps({ steps, wallet, fetchStatus: statuses().fetchStatus }).catch((e) => e)
    expect(error).toBeInstanceOf(TransactionRevertedError)
    expect(error.chainId).toBe(1)
  })

  it("a receipt wait that fails because the chain's node is unreachable is tried again, then the request is followed", async () => {
    // A chain node restarting while the deposit confirms: the receipt lookup fails with a network error, although
    // the transaction is sent (and mined once the node is back). The page must not give up on a transfer in flight.
    const { wallet, calls } = recordingWallet({ chainId: 1 })
    const receipt = wallet.waitForReceipt
    let outages = 2
    wallet.waitForReceipt = async (args) => {
      if (args.hash.endsWith('2') && outages-- > 0)
        throw Object.assign(new Error('HTTP request failed. Details: fetch failed'), { name: 'HttpRequestError' })
      return receipt(args)
    }
    const source = statuses('pending', 'success')
    const progress: StepProgress[] = []
    const outcome = await runSteps({
      steps,
      wallet,
      fetchStatus: source.fetchStatus,
      pollIntervalMs: 1,
      receiptRetryMs: 1,
      onProgress: (p) => progress.push(p),
    })
    expect(outcome.status.status).toBe('success')
    expect(calls).toEqual(['send:1', 'receipt:1', 'send:1', 'receipt:2'])
    // While the node is away, the confirming step says so (and clears it once the receipt is in).
    expect(progress.some((p) => p.phase === 'confirming' && p.trackingError?.message.includes('fetch failed'))).toBe(
      true,
    )
  })

  it('a transaction the chain never mines still ends the run once the wallet gives up waiting for it', async () => {
    const { wallet } = recordingWallet({ chainId: 1 })
    wallet.waitForReceipt = async ({ hash }) => {
      throw new WaitForTransactionReceiptTimeoutError({ hash })
    }
    await expect(
      runSteps({ steps, wallet, fetchStatus: statuses().fetchStatus, pollIntervalMs: 1, receiptRetryMs: 1 }),
    ).rejects.toThrow('Timed out')
  })

  it('refuses step kinds it cannot execute before sending anything', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 1 })
    const unknown: Step[] = [steps[0]!, { ...steps[1]!, kind: 'permit-batch', items: [{ status: 'incomplete' }] }]
    await expect(runSteps({ steps: unknown, wallet, fetchStatus: statuses().fetchStatus })).rejects.toThrow(
      /permit-batch/,
    )
    expect(calls).toEqual([])
  })
})
