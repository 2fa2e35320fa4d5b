import { WaitForTransactionReceiptTimeoutError } from 'viem'
import { describe, expect, it } from 'vitest'
import type { StatusResponse } from '../../api/schemas/status'
import { runSteps, type StepProgress } from './runSteps'
import { recordingWallet, steps } from './runSteps.fixtures'
import type { StepWallet } from './StepWallet'
import { waitForSentTransaction } from './waitForSentTransaction'

const HASH = `0x${'5a'.repeat(32)}` as const

/** A receipt that never comes: viem's timeout after `timeoutMs`, as a hash never mined gets. */
const neverMined = (timeoutMs: number, counted: { n: number }) => () => {
  counted.n++
  return new Promise<never>((_, reject) =>
    setTimeout(() => reject(new WaitForTransactionReceiptTimeoutError({ hash: HASH })), timeoutMs),
  )
}

/** The service's answers, in turn, the last one repeated. */
const statusesThen = (...list: StatusResponse['status'][]) => {
  const asked: string[] = []
  return {
    asked,
    fetchStatus: async ({ endpoint }: { endpoint: string }) => {
      asked.push(endpoint)
      const status = list.length > 1 ? (list.shift() as StatusResponse['status']) : list[0]
      return { status, inTxHashes: [], txHashes: [] } as unknown as StatusResponse
    },
  }
}

describe('waitForSentTransaction', () => {
  it('says once that the chain does not know the hash, outlasts the wallet’s timeout, and ends when the request moves on', async () => {
    const lookups = { n: 0 }
    const seen: string[] = []
    const wallet = {
      ...recordingWallet({ chainId: 1 }).wallet,
      waitForReceipt: neverMined(5, lookups),
      seen: async () => {
        seen.push('seen?')
        return false
      },
    } satisfies StepWallet
    const service = statusesThen('waiting', 'waiting', 'waiting', 'pending')
    let told = 0
    const result = await waitForSentTransaction({
      wallet,
      chainId: 1,
      hash: HASH,
      signal: undefined,
      retryMs: 1,
      onError: () => undefined,
      longWaitMs: 10,
      onUnseen: () => told++,
      request: { checkEndpoint: '/intents/status/v3?requestId=0x1', fetchStatus: service.fetchStatus, intervalMs: 20 },
    })
    expect(result).toBe('moved-on')
    expect(told).toBe(1)
    expect(seen.length).toBeGreaterThan(0)
    expect(service.asked.length).toBe(4)
    // The timeout of a hash the chain never knew did not end the wait: the receipt was asked again.
    expect(lookups.n).toBeGreaterThan(1)
  })

  it('says nothing of a hash the chain knows (waiting in its mempool), and its timeout stands', async () => {
    const wallet = {
      ...recordingWallet({ chainId: 1 }).wallet,
      waitForReceipt: neverMined(40, { n: 0 }),
      seen: async () => true,
    } satisfies StepWallet
    let told = 0
    await expect(
      waitForSentTransaction({
        wallet,
        chainId: 1,
        hash: HASH,
        signal: undefined,
        retryMs: 1,
        onError: () => undefined,
        longWaitMs: 5,
        onUnseen: () => told++,
      }),
    ).rejects.toBeInstanceOf(WaitForTransactionReceiptTimeoutError)
    expect(told).toBe(0)
  })

  it('a receipt within the long wait: the chain is never asked about the hash', async () => {
    let asked = 0
    const wallet = {
      ...recordingWallet({ chainId: 1 }).wallet,
      seen: async () => {
        asked++
        return false
      },
    } satisfies StepWallet
    const result = await waitForSentTransaction({
      wallet,
      chainId: 1,
      hash: HASH,
      signal: undefined,
      retryMs: 1,
      onError: () => undefined,
      longWaitMs: 50,
      onUnseen: () => undefined,
    })
    expect(result).toEqual({ status: 'success' })
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(asked).toBe(0)
  })
})

describe('runSteps with a wallet whose deposit hash never lands (a Safe)', () => {
  it('shows the deposit as not sent yet, then follows the request once the service sees the real deposit', async () => {
    const recorded = recordingWallet({ chainId: 1 })
    const wallet: StepWallet = {
      ...recorded.wallet,
      // The approval lands; the deposit's hash (the Safe's own) never does.
      waitForReceipt: async (args) =>
        args.hash.endsWith('2') ? new Promise<never>(() => undefined) : recorded.wallet.waitForReceipt(args),
      seen: async ({ hash }) => !hash.endsWith('2'),
    }
    const service = statusesThen('waiting', 'waiting', 'success')
    const progress: StepProgress[] = []
    const outcome = await runSteps({
      steps,
      wallet,
      fetchStatus: service.fetchStatus,
      pollIntervalMs: 5,
      receiptRetryMs: 1,
      longWaitMs: 10,
      onProgress: (p) => progress.push(p),
    })
    expect(outcome.status.status).toBe('success')
    // The Safe's own hash is not the deposit: the service's status names the one that landed.
    expect(outcome.transactions.map((t) => t.stepId)).toEqual(['approve'])
    const unseen = progress.filter((p) => p.unseen)
    expect(unseen.map((p) => [p.phase, p.stepIndex])).toEqual([['confirming', 1]])
    // Once tracking, the words are gone.
    expect(progress.at(-1)).toMatchObject({ phase: 'tracking' })
    expect(progress.at(-1)?.unseen).toBeUndefined()
  })

  it('an approval whose hash never lands is told the same, and not skipped though the service says success', async () => {
    const recorded = recordingWallet({ chainId: 1 })
    const controller = new AbortController()
    const progress: StepProgress[] = []
    const wallet: StepWallet = {
      ...recorded.wallet,
      waitForReceipt: () => new Promise<never>(() => undefined),
      seen: async () => false,
    }
    const run = runSteps({
      steps,
      wallet,
      fetchStatus: statusesThen('success').fetchStatus,
      pollIntervalMs: 5,
      receiptRetryMs: 1,
      longWaitMs: 10,
      signal: controller.signal,
      onProgress: (p) => {
        progress.push(p)
        if (p.unseen) controller.abort(new Error('stopped'))
      },
    })
    await expect(run).rejects.toThrow('stopped')
    expect(progress.filter((p) => p.unseen).map((p) => p.stepIndex)).toEqual([0])
  })
})
