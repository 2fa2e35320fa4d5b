import { describe, expect, it } from 'vitest'
import { quoteResponseSchema, type Step } from '../../api/schemas/quote'
import { UserRejectedError, WalletNotConnectedError } from '../../lib/walletErrors'
import type { SvmStepSigner } from '../../solana/svmStepSigner'
import { runSteps, type StepProgress } from './runSteps'
import { recordingWallet, statuses } from './runSteps.fixtures'

const SOLANA = 792703809
const SIGNATURE = '4'.repeat(88)
const RPC = 'http://127.0.0.1:1/solana'

/** A Solana deposit step as the service sends it (public shape, parsed by the quote schema as the widget does). */
const solanaSteps: Step[] = quoteResponseSchema.parse({
  steps: [
    {
      id: 'deposit',
      action: 'Confirm transaction in your wallet',
      description: 'Depositing funds to the relayer',
      kind: 'transaction',
      requestId: '0x1',
      items: [
        {
          status: 'incomplete',
          data: {
            instructions: [
              {
                keys: [
                  { pubkey: 'BpCHiq8RJTzKXQxVKdvvXYSudwkK8RKJBLeuhsZ8y4vC', isSigner: true, isWritable: true },
                  { pubkey: '3Ewx6LLoxPoUzkqtAu95PJZr8iH7eXRXgQuRpPtTRSNu', isSigner: false, isWritable: true },
                ],
                programId: '11111111111111111111111111111111',
                data: '0x0200000000ca9a3b00000000',
                extra: 'kept',
              },
            ],
            addressLookupTableAddresses: [],
          },
          check: { endpoint: '/intents/status/v3?requestId=0x1', method: 'GET' },
        },
      ],
    },
  ],
  fees: {},
  details: {},
}).steps

function signer(options: { reject?: boolean } = {}) {
  const asked: Parameters<SvmStepSigner['sendInstructions']>[0][] = []
  const svm: SvmStepSigner = {
    address: 'BpCHiq8RJTzKXQxVKdvvXYSudwkK8RKJBLeuhsZ8y4vC',
    sendInstructions: async (args) => {
      asked.push(args)
      if (options.reject) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      args.onSent?.(SIGNATURE)
      return SIGNATURE
    },
  }
  return { svm: async () => svm, asked }
}

describe('runSteps with a Solana item', () => {
  it('has the Solana signer send it on the origin RPC, records the signature, then follows the check', async () => {
    const { wallet, calls } = recordingWallet({ chainId: 1 })
    const { svm, asked } = signer()
    const progress: StepProgress[] = []
    const outcome = await runSteps({
      steps: solanaSteps,
      wallet,
      svm,
      svmChain: { chainId: SOLANA, rpcUrl: RPC },
      fetchStatus: statuses('pending', 'success').fetchStatus,
      pollIntervalMs: 1,
      onProgress: (p) => progress.push(p),
    })
    expect(calls).toEqual([])
    expect(asked).toMatchObject([{ rpcUrl: RPC, addressLookupTableAddresses: [] }])
    expect(asked[0]?.instructions[0]).toMatchObject({
      programId: '11111111111111111111111111111111',
      data: '0x0200000000ca9a3b00000000',
    })
    expect(outcome.transactions).toEqual([{ chainId: SOLANA, hash: SIGNATURE, stepId: 'deposit' }])
    expect(outcome.status.status).toBe('success')
    expect(progress.map((p) => p.phase).slice(0, 2)).toEqual(['awaiting-signature', 'confirming'])
  })

  it('throws UserRejectedError when the person declines in the Solana wallet', async () => {
    const { svm } = signer({ reject: true })
    await expect(
      runSteps({
        steps: solanaSteps,
        wallet: recordingWallet({ chainId: 1 }).wallet,
        svm,
        svmChain: { chainId: SOLANA, rpcUrl: RPC },
        fetchStatus: statuses('success').fetchStatus,
      }),
    ).rejects.toBeInstanceOf(UserRejectedError)
  })

  it('asks for a Solana wallet when none was given', async () => {
    const running = runSteps({
      steps: solanaSteps,
      wallet: recordingWallet({ chainId: 1 }).wallet,
      fetchStatus: statuses('success').fetchStatus,
    })
    await expect(running).rejects.toBeInstanceOf(WalletNotConnectedError)
    await expect(running).rejects.toThrow('Connect a Solana wallet first.')
  })
})
