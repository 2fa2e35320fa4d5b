import { type Address, generateKeyPairSigner, type KeyPairSigner, lamports, type Signature } from '@solana/kit'
import { describe, expect, inject, it } from 'vitest'
import { devnetHarness } from '../../testing/devnetHarness'
import { svmTransferKit } from '../../testing/svmTransferKit'
import { type SignedSvmPayment, SvmTransactionError, sendSignedSvm, signSvmPayment } from '../svmPayments'
import { type RecordedSvmPayment, sendRecordedSvmPayment, svmRawOf } from './sendRecordedSvmPayment'

const h = devnetHarness(inject('manifest'))
const svm = svmTransferKit(h)
const { rpc } = svm.sol
/** 0.001 SOL: above the rent-exempt minimum of a new account, so the first payment to a fresh address can land. */
const AMOUNT = 1_000_000n

/**
 * The solver's side of one payment as the store keeps it, and a process that may crash: `crashAfterRecord` makes the
 * `record` step store the payment and then die before the send, as a process killed between the two would.
 */
function paymentStore() {
  const statuses = new Map<string, 'success' | 'failure'>()
  let recorded: SignedSvmPayment | undefined
  let signed = 0
  return {
    statuses,
    get signed() {
      return signed
    },
    get recorded(): RecordedSvmPayment | undefined {
      return recorded && { txHash: recorded.signature, raw: svmRawOf(recorded) }
    },
    run(payer: KeyPairSigner, to: string, options: { crashAfterRecord?: boolean } = {}) {
      return sendRecordedSvmPayment({
        rpc,
        recorded: this.recorded,
        sign: () => {
          signed += 1
          return signSvmPayment({ rpc, payer, to, asset: { kind: 'sol' }, amount: AMOUNT })
        },
        record: async (payment) => {
          recorded = payment
          if (options.crashAfterRecord) throw new Error('crashed after recording, before sending')
          return true
        },
        setStatus: async (txHash, status) => {
          statuses.set(txHash, status)
        },
      })
    },
  }
}

async function paymentsTo(to: string): Promise<string[]> {
  return (await rpc.getSignaturesForAddress(to as Address).send()).map((s) => s.signature)
}

describe.sequential('a Solana payment recorded before it is sent, across a crash', () => {
  it('recorded but never sent: the next run sends that same transaction, and a run after that pays nothing more', async () => {
    const payer = await svm.fundedWallet({ sol: 10n ** 9n })
    const to = (await generateKeyPairSigner()).address
    const store = paymentStore()
    await expect(store.run(payer, to, { crashAfterRecord: true })).rejects.toThrow(/crashed/)
    expect(await svm.sol.balance(to)).toBe(0n)
    const signature = store.recorded!.txHash

    expect(await store.run(payer, to)).toEqual({ outcome: 'success', signature })
    // Once more, as after a crash before the outcome was stored: followed, not paid again.
    expect(await store.run(payer, to)).toEqual({ outcome: 'success', signature })
    expect(store.signed).toBe(1)
    expect(await svm.sol.balance(to)).toBe(AMOUNT)
    expect(await paymentsTo(to)).toEqual([signature])
    expect(store.statuses.get(signature)).toBe('success')
  })

  it('sent but not confirmed at the crash: the next run finds it landed and pays nothing more', async () => {
    const payer = await svm.fundedWallet({ sol: 10n ** 9n })
    const to = (await generateKeyPairSigner()).address
    const store = paymentStore()
    await expect(store.run(payer, to, { crashAfterRecord: true })).rejects.toThrow(/crashed/)
    // What the dead process had sent just before it died.
    await sendSignedSvm(rpc, JSON.parse(store.recorded!.raw!).wire)
    const signature = store.recorded!.txHash
    expect(await store.run(payer, to)).toEqual({ outcome: 'success', signature })
    expect(store.signed).toBe(1)
    expect(await svm.sol.balance(to)).toBe(AMOUNT)
    expect(await paymentsTo(to)).toEqual([signature])
  })

  it('recorded, never sent, and expired: signed anew once, and the old transaction can no longer land', async () => {
    const payer = await svm.fundedWallet({ sol: 10n ** 9n })
    const to = (await generateKeyPairSigner()).address
    const store = paymentStore()
    await expect(store.run(payer, to, { crashAfterRecord: true })).rejects.toThrow(/crashed/)
    const stale = store.recorded!
    const { lastValidBlockHeight } = JSON.parse(stale.raw!) as { lastValidBlockHeight: string }
    // The chain moves on past the blockhash's last valid height (BLOCKHASH_VALID_BLOCKS blocks): one block per airdrop.
    const filler = (await generateKeyPairSigner()).address
    while ((await rpc.getBlockHeight().send()) <= BigInt(lastValidBlockHeight))
      await rpc.requestAirdrop(filler as Address, lamports(1_000_000n)).send()

    const outcome = await store.run(payer, to)
    expect(outcome).toMatchObject({ outcome: 'success' })
    expect(outcome!.signature).not.toBe(stale.txHash)
    expect(store.signed).toBe(2)
    expect(store.statuses.get(stale.txHash)).toBe('failure')
    await expect(sendSignedSvm(rpc, JSON.parse(stale.raw!).wire)).rejects.toBeInstanceOf(SvmTransactionError)
    expect(await svm.sol.balance(to)).toBe(AMOUNT)
    expect(await paymentsTo(to)).toEqual([outcome!.signature])
    expect((await rpc.getSignatureStatuses([stale.txHash as Signature]).send()).value[0]).toBeNull()
  }, 60_000)
})
