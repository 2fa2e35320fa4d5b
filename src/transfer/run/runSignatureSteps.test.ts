import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import type { Step } from '../../api/schemas/quote'
import { UnsupportedStepError, UserRejectedError } from '../../lib/walletErrors'
import { runSignatureSteps, type SignatureProgress } from './runSignatureSteps'
import { recordingWallet, steps as transactionSteps } from './runSteps.fixtures'

const claim: Step = {
  id: 'claim',
  action: 'Confirm claim',
  description: '',
  kind: 'signature',
  items: [
    {
      status: 'incomplete',
      data: {
        sign: {
          signatureKind: 'eip712',
          domain: {
            name: 'Fees',
            version: '1',
            chainId: 2,
            verifyingContract: '0x00000000000000000000000000000000000000cc',
          },
          types: { AppFeeClaim: [{ name: 'amount', type: 'uint256' }] },
          primaryType: 'AppFeeClaim',
          value: { amount: '5' },
        },
        post: { endpoint: '/execute/app-fee-claims', method: 'POST', body: { claimId: '0xc1' } },
      },
    },
  ],
}

describe('runSignatureSteps', () => {
  it('signs on the domain chain and posts, with no check to follow', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 1 })
    const posts: unknown[] = []
    const progress: SignatureProgress[] = []
    await runSignatureSteps({
      steps: [claim],
      wallet,
      postSignature: async (post) => {
        posts.push(post)
        return { steps: [] }
      },
      onProgress: (p) => progress.push(p),
    })
    expect(calls).toEqual(['switch:2', 'sign:eip712@2'])
    expect(posts).toEqual([
      { post: { endpoint: '/execute/app-fee-claims', method: 'POST', body: { claimId: '0xc1' } }, signature: '0x5151' },
    ])
    expect(progress.map((p) => p.phase)).toEqual(['switching-chain', 'awaiting-message-signature', 'posting-signature'])
  })

  it('a declined signature posts nothing', async () => {
    const { wallet } = recordingWallet({ chainId: 2, reject: 'sign' })
    let posted = false
    const run = runSignatureSteps({
      steps: [claim],
      wallet,
      postSignature: async () => {
        posted = true
        return {}
      },
    })
    await expect(run).rejects.toBeInstanceOf(UserRejectedError)
    expect(posted).toBe(false)
  })

  it('refuses a transaction step before signing anything', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 2 })
    const run = runSignatureSteps({ steps: [claim, ...transactionSteps], wallet, postSignature: async () => ({}) })
    await expect(run).rejects.toBeInstanceOf(UnsupportedStepError)
    expect(calls).toEqual([])
  })

  it("ends with the service's refusal of the signature", async () => {
    const { wallet } = recordingWallet({ chainId: 2 })
    const refusal = new ApiError({
      kind: 'http',
      path: '/execute/app-fee-claims',
      status: 409,
      message: 'Already claimed',
    })
    const run = runSignatureSteps({
      steps: [claim],
      wallet,
      postSignature: async () => {
        throw refusal
      },
    })
    await expect(run).rejects.toBe(refusal)
  })
})
