import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import type { Step } from '../../api/schemas/quote'
import { UserRejectedError } from '../../lib/walletErrors'
import { runSteps, type StepProgress } from './runSteps'
import { recordingWallet, statuses, steps } from './runSteps.fixtures'

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
