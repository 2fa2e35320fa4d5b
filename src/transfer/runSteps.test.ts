import { describe, expect, it } from 'vitest'
import { ApiError } from '../api/ApiError'
import type { Step } from '../api/schemas/quote'
import type { StatusResponse } from '../api/schemas/status'
import { TrackingStoppedError, TransactionRevertedError, UserRejectedError } from './errors'
import { runSteps, type StepProgress, type StepWallet, waitForFinalStatus } from './runSteps'

const tx = (chainId: number, to: `0x${string}` = '0x00000000000000000000000000000000000000aa') => ({
  from: '0x00000000000000000000000000000000000000bb' as const,
  to,
  data: '0x' as const,
  value: 1n,
  chainId,
})

const steps: Step[] = [
  {
    id: 'approve',
    action: 'Approve',
    description: '',
    kind: 'transaction',
    requestId: '0x1',
    items: [{ status: 'incomplete', data: tx(1) }],
  },
  {
    id: 'deposit',
    action: 'Deposit',
    description: '',
    kind: 'transaction',
    requestId: '0x1',
    items: [{ status: 'incomplete', data: tx(1), check: { endpoint: '/intents/status?requestId=0x1', method: 'GET' } }],
  },
]

function recordingWallet(options: { chainId: number; reject?: 'switch' | 'send' | 'sign'; revert?: boolean }) {
  const calls: string[] = []
  let chainId = options.chainId
  let n = 0
  const wallet: StepWallet = {
    getChainId: async () => chainId,
    switchChain: async (id) => {
      calls.push(`switch:${id}`)
      if (options.reject === 'switch') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      chainId = id
    },
    sendTransaction: async (t) => {
      calls.push(`send:${t.chainId}`)
      if (options.reject === 'send') throw { code: 4001, message: 'denied' }
      return `0x${(++n).toString(16).padStart(64, '0')}` as `0x${string}`
    },
    waitForReceipt: async ({ hash }) => {
      calls.push(`receipt:${hash.slice(-1)}`)
      return { status: options.revert ? 'reverted' : 'success' }
    },
    sign: async (payload) => {
      calls.push(`sign:${payload.signatureKind}@${chainId}`)
      if (options.reject === 'sign') throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      return '0x5151'
    },
  }
  return { wallet, calls }
}

const statuses = (...list: StatusResponse['status'][]) => {
  const queue = list.map((status) => ({ status, inTxHashes: [], txHashes: [] }) as StatusResponse)
  const seen: string[] = []
  return {
    seen,
    fetchStatus: async ({ endpoint }: { endpoint: string }) => {
      seen.push(endpoint)
      const next = queue.shift()
      if (!next) throw new Error('no more statuses')
      return next
    },
  }
}

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
    wallet.waitForReceipt = async () => {
      throw Object.assign(new Error('Timed out while waiting for transaction'), {
        name: 'WaitForTransactionReceiptTimeoutError',
      })
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

describe('runSteps with signature items', () => {
  const check = { endpoint: '/intents/status/v3?requestId=0x1', method: 'GET' }
  const permit: Step = {
    id: 'authorize',
    action: 'Sign to authorize the deposit',
    description: '',
    kind: 'signature',
    requestId: '0x1',
    items: [
      {
        status: 'incomplete',
        data: {
          sign: {
            signatureKind: 'eip712',
            domain: {
              name: 'USD Coin',
              version: '2',
              chainId: 2,
              verifyingContract: '0x00000000000000000000000000000000000000cc',
            },
            types: { Permit: [{ name: 'value', type: 'uint256' }] },
            primaryType: 'Permit',
            value: { value: '5' },
          },
          post: {
            endpoint: '/execute/permits',
            method: 'POST',
            body: { kind: 'eip3009', requestId: '0x1', api: 'bridge' },
          },
        },
        check,
      },
    ],
  }

  it('signs on the domain chain, posts the signature, sends no transaction, then follows the request', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 1 })
    const posts: unknown[] = []
    const source = statuses('depositing', 'pending', 'success')
    const progress: StepProgress[] = []
    const outcome = await runSteps({
      steps: [permit],
      wallet,
      fetchStatus: source.fetchStatus,
      postSignature: async (args) => {
        posts.push(args)
        return {}
      },
      onProgress: (p) => progress.push(p),
      pollIntervalMs: 1,
    })
    expect(calls).toEqual(['switch:2', 'sign:eip712@2'])
    expect(posts).toEqual([
      {
        post: {
          endpoint: '/execute/permits',
          method: 'POST',
          body: { kind: 'eip3009', requestId: '0x1', api: 'bridge' },
        },
        signature: '0x5151',
        signal: undefined,
      },
    ])
    expect(progress.map((p) => p.phase)).toEqual([
      'switching-chain',
      'awaiting-message-signature',
      'posting-signature',
      'tracking',
      'tracking',
      'tracking',
    ])
    expect(outcome.transactions).toEqual([])
    expect(outcome.status.status).toBe('success')
    expect(source.seen).toEqual([check.endpoint, check.endpoint, check.endpoint])
  })

  it('runs the steps the answer to a signature appends', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 2 })
    const outcome = await runSteps({
      steps: [{ ...permit, items: [{ ...permit.items[0]!, check: undefined }] } as Step],
      wallet,
      fetchStatus: statuses('success').fetchStatus,
      postSignature: async () => ({ steps: [steps[1]!] }),
      pollIntervalMs: 1,
    })
    expect(calls).toEqual(['sign:eip712@2', 'switch:1', 'send:1', 'receipt:1'])
    expect(outcome.transactions.map((t) => t.stepId)).toEqual(['deposit'])
  })

  it('a declined signature posts nothing and follows nothing', async () => {
    const { wallet } = recordingWallet({ chainId: 2, reject: 'sign' })
    const source = statuses('success')
    let posted = false
    await expect(
      runSteps({
        steps: [permit],
        wallet,
        fetchStatus: source.fetchStatus,
        postSignature: async () => {
          posted = true
          return {}
        },
      }),
    ).rejects.toBeInstanceOf(UserRejectedError)
    expect(posted).toBe(false)
    expect(source.seen).toEqual([])
  })

  it('a signature the service refuses ends the run with its error, before any tracking', async () => {
    const { wallet } = recordingWallet({ chainId: 2 })
    const source = statuses('success')
    const refused = new ApiError({
      kind: 'http',
      status: 400,
      path: '/execute/permits',
      errorCode: 'SIGNATURE_EXPIRED',
      message: 'The signature has expired.',
    })
    await expect(
      runSteps({
        steps: [permit],
        wallet,
        fetchStatus: source.fetchStatus,
        postSignature: async () => {
          throw refused
        },
      }),
    ).rejects.toBe(refused)
    expect(source.seen).toEqual([])
  })

  it('signs EIP-191 messages wherever the wallet is', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 7 })
    const message: Step = {
      ...permit,
      items: [{ status: 'incomplete', data: { sign: { signatureKind: 'eip191', message: 'hello' } }, check }],
    }
    await runSteps({ steps: [message], wallet, fetchStatus: statuses('success').fetchStatus, pollIntervalMs: 1 })
    expect(calls).toEqual(['sign:eip191@7'])
  })
})

describe('waitForFinalStatus', () => {
  it('keeps going through failed checks, reports them, and recovers', async () => {
    let call = 0
    const reports: (string | undefined)[] = []
    const status = await waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 1,
      fetchStatus: async () => {
        call++
        if (call === 1) return { status: 'pending', inTxHashes: [], txHashes: [] }
        if (call <= 4) throw new Error('HTTP 500')
        return { status: 'success', inTxHashes: [], txHashes: ['0xfill'] }
      },
      onStatus: (s, e) => reports.push(e ? `error:${s?.status}` : s?.status),
    })
    expect(status.txHashes).toEqual(['0xfill'])
    expect(reports).toEqual(['pending', 'error:pending', 'error:pending', 'error:pending', 'success'])
  })

  it('waits out a failure that turns into a refund, and ends on a failure that holds', async () => {
    const answers = ['pending', 'failure', 'pending', 'failure', 'refund'] as const
    let i = 0
    const refund = await waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 1,
      failureGraceMs: 50,
      fetchStatus: async () => ({ status: answers[Math.min(i++, answers.length - 1)]!, inTxHashes: [], txHashes: [] }),
    })
    expect(refund.status).toBe('refund')

    const started = Date.now()
    const failure = await waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 5,
      failureGraceMs: 40,
      fetchStatus: async () => ({ status: 'failure', inTxHashes: [], txHashes: [], failReason: 'SLIPPAGE' }),
    })
    expect(failure.failReason).toBe('SLIPPAGE')
    expect(Date.now() - started).toBeGreaterThanOrEqual(40)
  })

  it('ends at once on a failure whose refund failed', async () => {
    const status = await waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 1,
      failureGraceMs: 60_000,
      fetchStatus: async () => ({
        status: 'failure',
        inTxHashes: [],
        txHashes: [],
        failReason: 'SLIPPAGE',
        refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
      }),
    })
    expect(status.refundFailReason).toBe('AMOUNT_TOO_LOW_TO_REFUND')
  })

  it('stops when aborted', async () => {
    const controller = new AbortController()
    const wait = waitForFinalStatus({
      endpoint: '/x',
      intervalMs: 5,
      signal: controller.signal,
      fetchStatus: async () => ({ status: 'waiting', inTxHashes: [], txHashes: [] }),
    })
    setTimeout(() => controller.abort(new Error('stop')), 20)
    await expect(wait).rejects.toThrow('stop')
  })
})

describe('waitForFinalStatus and answers that will not change', () => {
  it('stops with a sentence when the service does not know the request, instead of reconnecting forever', async () => {
    const notFound = new ApiError({
      kind: 'http',
      status: 404,
      errorCode: 'REQUEST_NOT_FOUND',
      message: 'The service does not know this transfer.',
      path: '/intents/status/v3',
    })
    let asked = 0
    const waiting = waitForFinalStatus({
      endpoint: '/intents/status/v3?requestId=0x1',
      intervalMs: 1,
      fetchStatus: async () => {
        asked++
        throw notFound
      },
    })
    await expect(waiting).rejects.toBeInstanceOf(TrackingStoppedError)
    await expect(waiting).rejects.toThrow(/does not know this transfer/)
    expect(asked).toBe(1)
  })

  it('keeps following through a status it does not know, and through 5xx answers', async () => {
    const answers: (() => StatusResponse)[] = [
      () => ({ status: 'unknown', unknownStatus: 'rerouting', inTxHashes: [], txHashes: [] }),
      () => {
        throw new ApiError({ kind: 'http', status: 503, message: 'busy', path: '/intents/status/v3' })
      },
      () => ({ status: 'success', inTxHashes: [], txHashes: [] }),
    ]
    const seen: string[] = []
    const final = await waitForFinalStatus({
      endpoint: '/intents/status/v3?requestId=0x1',
      intervalMs: 1,
      fetchStatus: async () => answers.shift()!(),
      onStatus: (s, error) => seen.push(error ? 'error' : (s?.status ?? '')),
    })
    expect(final.status).toBe('success')
    expect(seen).toEqual(['unknown', 'error', 'success'])
  })
})
