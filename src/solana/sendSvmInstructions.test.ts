import {
  AccountRole,
  type Address,
  address,
  decompileTransactionMessage,
  generateKeyPairSigner,
  getBase16Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  getTransactionEncoder,
  type KeyPairSigner,
  lamports,
  partiallySignTransaction,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { LiteSVM } from 'litesvm'
import { describe, expect, it } from 'vitest'
import type { PublicSvmInstruction } from '../api/svmInstruction'
import { UserRejectedError } from '../lib/walletErrors'
import { compileSvmTransaction } from './compileSvmTransaction'
import { createLitesvmRpc, type LitesvmRpcMode } from './litesvmRpc.fixtures'
import { type SvmWalletSigning, sendSvmInstructions } from './sendSvmInstructions'

// SPL Memo (v3), which the devnet's quotes use to name the request.
const MEMO_PROGRAM = 'MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr'
const SOL = 1_000_000_000n

/** A step item's instructions as the service gives them: a SOL transfer, then a memo naming the request. */
function stepInstructions(from: Address, to: Address, amount: bigint): PublicSvmInstruction[] {
  const transfer = getTransferSolInstruction({ source: { address: from } as KeyPairSigner, destination: to, amount })
  const memo = new TextEncoder().encode('0x1234')
  return [
    {
      programId: transfer.programAddress,
      keys: transfer.accounts.map((a) => ({
        pubkey: a.address,
        isSigner: a.role >= AccountRole.READONLY_SIGNER,
        isWritable: a.role === AccountRole.WRITABLE || a.role === AccountRole.WRITABLE_SIGNER,
      })),
      data: `0x${getBase16Decoder().decode(transfer.data)}`,
    },
    { programId: MEMO_PROGRAM, keys: [], data: getBase16Decoder().decode(memo) },
  ]
}

/** A wallet signing with `signer`, as `solana:signTransaction` does (wire bytes in, signed wire bytes out). */
function signingWallet(signer: KeyPairSigner): SvmWalletSigning {
  return {
    kind: 'sign',
    signTransaction: async (wire) => {
      const signed = await partiallySignTransaction([signer.keyPair], getTransactionDecoder().decode(wire))
      return new Uint8Array(getTransactionEncoder().encode(signed))
    },
  }
}

async function setup(mode: LitesvmRpcMode = 'normal') {
  const svm = new LiteSVM()
  const person = await generateKeyPairSigner()
  const solver = await generateKeyPairSigner()
  svm.airdrop(person.address, lamports(10n * SOL))
  return { svm, person, solver, ...createLitesvmRpc(svm, { mode }) }
}

describe('compileSvmTransaction', () => {
  it('compiles the public instructions into a v0 message paid by the person, with the blockhash', async () => {
    const person = await generateKeyPairSigner()
    const solver = await generateKeyPairSigner()
    const blockhash = 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N'
    const wire = compileSvmTransaction({
      feePayer: person.address,
      instructions: stepInstructions(person.address, solver.address, 5n),
      lifetime: { blockhash, lastValidBlockHeight: 99n },
    })
    const transaction = getTransactionDecoder().decode(wire)
    expect(Object.keys(transaction.signatures)).toEqual([person.address])
    const compiled = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
    expect(compiled.version).toBe(0)
    const message = decompileTransactionMessage(compiled)
    expect(message.feePayer.address).toBe(person.address)
    expect(message.lifetimeConstraint).toMatchObject({ blockhash })
    expect(message.instructions).toHaveLength(2)
    const [transfer, memo] = message.instructions
    expect(transfer?.programAddress).toBe(address('11111111111111111111111111111111'))
    expect(transfer?.accounts).toEqual([
      { address: person.address, role: AccountRole.WRITABLE_SIGNER },
      { address: solver.address, role: AccountRole.WRITABLE },
    ])
    // System Program transfer: instruction 2, then the lamports (u64, little-endian).
    expect([...(transfer?.data ?? [])]).toEqual([2, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0])
    expect(memo?.programAddress).toBe(MEMO_PROGRAM)
    expect(new TextDecoder().decode(memo?.data)).toBe('0x1234')
  })
})

describe('sendSvmInstructions', () => {
  it('has the wallet sign, sends, confirms, and the SOL moves', async () => {
    const { svm, person, solver, rpc } = await setup()
    const sent: string[] = []
    const signature = await sendSvmInstructions({
      rpc,
      feePayer: person.address,
      wallet: signingWallet(person),
      instructions: stepInstructions(person.address, solver.address, SOL),
      addressLookupTableAddresses: [],
      onSent: (s) => sent.push(s),
      pollMs: 1,
    })
    expect(sent).toEqual([signature])
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(svm.getBalance(solver.address)).toBe(SOL)
  })

  it('takes a wallet that only signs and sends itself', async () => {
    const { svm, person, solver, rpc, methods } = await setup()
    const signer = signingWallet(person)
    const wallet: SvmWalletSigning = {
      kind: 'sign-and-send',
      signAndSendTransaction: async (wire) => {
        const signed = await (signer.kind === 'sign' ? signer.signTransaction(wire) : wire)
        const transaction = getTransactionDecoder().decode(signed)
        svm.sendTransaction(transaction)
        return Object.values(transaction.signatures)[0]!
      },
    }
    const signature = await sendSvmInstructions({
      rpc,
      feePayer: person.address,
      wallet,
      instructions: stepInstructions(person.address, solver.address, SOL),
      addressLookupTableAddresses: [],
      pollMs: 1,
    })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    // The wallet sent it, not Ferry; Ferry confirmed it.
    expect(methods).not.toContain('sendTransaction')
    expect(methods).toContain('getSignatureStatuses')
    expect(svm.getBalance(solver.address)).toBe(SOL)
  })

  it('turns the person declining into UserRejectedError, and sends nothing', async () => {
    const { svm, person, solver, rpc, methods } = await setup()
    const wallet: SvmWalletSigning = {
      kind: 'sign',
      signTransaction: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
    }
    await expect(
      sendSvmInstructions({
        rpc,
        feePayer: person.address,
        wallet,
        instructions: stepInstructions(person.address, solver.address, SOL),
        addressLookupTableAddresses: [],
      }),
    ).rejects.toBeInstanceOf(UserRejectedError)
    expect(methods).not.toContain('sendTransaction')
    expect(svm.getBalance(solver.address)).toBeNull()
  })

  it.each([
    ['refused', 'normal', 100n * SOL],
    ['failed', 'lands-failed', 100n * SOL],
    ['expired', 'never-lands', SOL],
  ] as const)('says the transaction %s in words', async (reason, mode, amount) => {
    const { person, solver, rpc } = await setup(mode)
    const sending = sendSvmInstructions({
      rpc,
      feePayer: person.address,
      wallet: signingWallet(person),
      instructions: stepInstructions(person.address, solver.address, amount),
      addressLookupTableAddresses: [],
      pollMs: 1,
    })
    await expect(sending).rejects.toMatchObject({ name: 'SvmTransactionError', reason })
    await expect(sending).rejects.toThrow(/Solana/)
  })
})
