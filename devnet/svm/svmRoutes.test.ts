import { address, generateKeyPairSigner, type KeyPairSigner } from '@solana/kit'
import { parseEther, parseUnits, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import type { PublicSvmInstruction } from '../../src/api/svmInstruction'
import { devnetHarness } from '../testing/devnetHarness'
import { pollUntil } from '../testing/pollUntil'
import { svmTestWallet } from '../testing/svmTestWallet'
import { svmTransferKit } from '../testing/svmTransferKit'
import { transferKit } from '../testing/transferKit'
import { SOL_ADDRESS, SOLANA_CHAIN_ID } from './SvmChain'
import { SPL_MEMO_PROGRAM_ADDRESS } from './svmInstructions'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const solana = h.manifest.solana!
const sol = svmTestWallet(solana)
const [A] = h.manifest.chains.map((c) => c.id) as [number]
const USDC_A = h.manifest.chains[0]!.currencies.find((c) => c.symbol === 'USDC')!.address
const freshEvm = () => privateKeyToAddress(generatePrivateKey())

const svm = svmTransferKit(h)
const fundedSolanaWallet = (funds: { sol: bigint; usdc?: bigint }) => svm.fundedWallet(funds)
const usdcBalance = (owner: string) => svm.usdcBalance(owner)
const depositOnSolana = (quote: { steps: unknown[] }, signer: KeyPairSigner) => svm.deposit(quote, signer)

describe.concurrent('routes to and from the local Solana chain', () => {
  // The EVM chains run ahead of the wall clock once any test warps them (POST /devnet/time), as in a full run: a
  // quote's deadline must count from their time, or every deposit there (and fill) is past it.
  beforeAll(async () => {
    await kit.admin('/devnet/time', { seconds: 900 })
  })

  it('SOL on Solana -> ETH on A: the memo ties the deposit to its request, the EVM recipient gets the quoted ETH', async () => {
    const signer = await fundedSolanaWallet({ sol: parseUnits('5', 9) })
    const recipient = freshEvm()
    const quoted = await kit.quote({
      user: signer.address,
      recipient,
      originChainId: SOLANA_CHAIN_ID,
      destinationChainId: A,
      originCurrency: SOL_ADDRESS,
      destinationCurrency: zeroAddress,
      amount: parseUnits('2', 9).toString(),
      tradeType: 'EXACT_INPUT',
    })
    const step = quoted.quote.steps[0]!
    expect(step.kind).toBe('transaction')
    const data = step.items[0]!.data as unknown as {
      instructions: PublicSvmInstruction[]
      addressLookupTableAddresses: []
    }
    expect(data.addressLookupTableAddresses).toEqual([])
    expect(data.instructions.map((i) => i.programId)).toEqual([
      '11111111111111111111111111111111',
      SPL_MEMO_PROGRAM_ADDRESS,
    ])
    const before = await sol.balance(signer.address)
    const signature = await depositOnSolana(quoted.quote, signer)
    const status = await kit.final(quoted.requestId)
    expect(status).toMatchObject({ status: 'success', inTxHashes: [signature] })
    expect(await h.balance(A, zeroAddress, recipient)).toBe(BigInt(quoted.quote.details.currencyOut!.amount))
    // The deposit and one signature's fee left the sender (the solver's own balance moves with other tests' too).
    expect(await sol.balance(signer.address)).toBe(before - parseUnits('2', 9) - 5_000n)
  })

  it('ETH on A -> SOL to a fresh Solana address: the recipient gets exactly the quoted lamports, the fill a base58 hash', async () => {
    const wallet = await kit.wallet()
    const recipient = (await generateKeyPairSigner()).address
    const quoted = await kit.quote({
      user: wallet.address,
      recipient,
      originChainId: A,
      destinationChainId: SOLANA_CHAIN_ID,
      originCurrency: zeroAddress,
      destinationCurrency: SOL_ADDRESS,
      amount: parseEther('0.05').toString(),
      tradeType: 'EXACT_INPUT',
    })
    await kit.execute(quoted.quote, wallet)
    const status = await kit.final(quoted.requestId)
    expect(status.status).toBe('success')
    expect(status.txHashes?.[0]).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await sol.balance(recipient)).toBe(BigInt(quoted.quote.details.currencyOut!.amount))
  })

  it('USDC on A -> USDC on Solana to an owner without a token account: its rent is in the quote, the account is made', async () => {
    const wallet = await kit.wallet({ usdc: parseUnits('100', 6) })
    const recipient = (await generateKeyPairSigner()).address
    const body = {
      user: wallet.address,
      recipient,
      originChainId: A,
      destinationChainId: SOLANA_CHAIN_ID,
      originCurrency: USDC_A,
      destinationCurrency: solana.usdcMint,
      amount: parseUnits('20', 6).toString(),
      tradeType: 'EXACT_INPUT',
    }
    const quoted = await kit.quote(body)
    // The same route to an owner who has a token account costs less by the rent (in USDC at SOL's price).
    const holder = await fundedSolanaWallet({ sol: parseUnits('0.01', 9), usdc: 1n })
    const toHolder = await kit.quote({ ...body, recipient: holder.address })
    expect(BigInt(quoted.quote.fees.relayerGas!.amount)).toBeGreaterThan(BigInt(toHolder.quote.fees.relayerGas!.amount))
    await kit.execute(quoted.quote, wallet)
    expect((await kit.final(quoted.requestId)).status).toBe('success')
    expect(await usdcBalance(recipient)).toBe(BigInt(quoted.quote.details.currencyOut!.amount))
  })

  it('USDC on Solana -> USDC on A: a TransferChecked into the solver token account, filled on A', async () => {
    const signer = await fundedSolanaWallet({ sol: parseUnits('0.1', 9), usdc: parseUnits('50', 6) })
    const recipient = freshEvm()
    const quoted = await kit.quote({
      user: signer.address,
      recipient,
      originChainId: SOLANA_CHAIN_ID,
      destinationChainId: A,
      originCurrency: solana.usdcMint,
      destinationCurrency: USDC_A,
      amount: parseUnits('25', 6).toString(),
      tradeType: 'EXACT_INPUT',
    })
    await depositOnSolana(quoted.quote, signer)
    expect((await kit.final(quoted.requestId)).status).toBe('success')
    expect(await usdcBalance(signer.address)).toBe(parseUnits('25', 6))
    expect(await h.balance(A, USDC_A, recipient)).toBe(BigInt(quoted.quote.details.currencyOut!.amount))
  })

  it('a deposit on Solana whose fill fails is refunded there, by a base58 transaction, with the reason', async () => {
    const signer = await fundedSolanaWallet({ sol: parseUnits('3', 9) })
    const quoted = await kit.quote({
      user: signer.address,
      recipient: freshEvm(),
      originChainId: SOLANA_CHAIN_ID,
      destinationChainId: A,
      originCurrency: SOL_ADDRESS,
      destinationCurrency: zeroAddress,
      amount: parseUnits('1', 9).toString(),
      tradeType: 'EXACT_INPUT',
    })
    await kit.admin('/devnet/faults', { requestId: quoted.requestId, failReason: 'SOLVER_CAPACITY_EXCEEDED' })
    await depositOnSolana(quoted.quote, signer)
    const afterDeposit = await sol.balance(signer.address)
    const status = await kit.final(quoted.requestId)
    expect(status).toMatchObject({ status: 'refund', failReason: 'SOLVER_CAPACITY_EXCEEDED' })
    const refund = status.txHashes?.[0]
    expect(refund).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(await sol.balance(signer.address)).toBe(afterDeposit + parseUnits('1', 9))
  })

  it('a payment to the solver with no memo names no request: it is refunded to its sender as an orphan', async () => {
    const signer = await fundedSolanaWallet({ sol: parseUnits('2', 9) })
    const { getTransferSolInstruction } = await import('@solana-program/system')
    const signature = await sol.send(signer, [
      getTransferSolInstruction({ source: signer, destination: address(solana.solver), amount: parseUnits('0.5', 9) }),
    ])
    const afterPayment = await sol.balance(signer.address)
    await pollUntil(async () => (await sol.balance(signer.address)) === afterPayment + parseUnits('0.5', 9), {
      timeoutMs: 30_000,
      describe: () => `the orphan payment ${signature} was not refunded`,
    })
  })

  it('SOL below the rent-exempt minimum to a new account cannot be paid: the request fails with INSUFFICIENT_FUNDS_FOR_RENT', async () => {
    const wallet = await kit.wallet({ usdc: parseUnits('10', 6) })
    const recipient = (await generateKeyPairSigner()).address
    const quoted = await kit.quote({
      user: wallet.address,
      recipient,
      originChainId: A,
      destinationChainId: SOLANA_CHAIN_ID,
      originCurrency: USDC_A,
      destinationCurrency: SOL_ADDRESS,
      amount: parseUnits('0.1', 6).toString(),
      tradeType: 'EXACT_INPUT',
    })
    // 0.1 USDC buys well under the 890,880 lamports a new account must hold.
    expect(BigInt(quoted.quote.details.currencyOut!.amount)).toBeLessThan(890_880n)
    await kit.execute(quoted.quote, wallet)
    // Then refunded on A, or (as here, 0.1 USDC being worth less than the refund's gas) kept with that reason.
    const status = await h.waitForStatus(
      quoted.requestId,
      (s) =>
        s.status === 'refund' ||
        (s.status === 'failure' && s.refundFailReason !== undefined && s.refundFailReason !== 'N/A'),
      30_000,
    )
    expect(status.failReason, JSON.stringify(status.details)).toBe('INSUFFICIENT_FUNDS_FOR_RENT')
    expect(await sol.balance(recipient)).toBe(0n)
  })

  it('refuses what it cannot do by name: an EVM recipient on Solana, no recipient across VMs, calls', async () => {
    const wallet = await kit.wallet()
    const base = {
      user: wallet.address,
      originChainId: A,
      destinationChainId: SOLANA_CHAIN_ID,
      originCurrency: zeroAddress,
      destinationCurrency: SOL_ADDRESS,
      amount: parseEther('0.01').toString(),
      tradeType: 'EXACT_INPUT',
    }
    const evmRecipient = await kit.call('/quote/v2', { ...base, recipient: freshEvm() })
    expect(evmRecipient.status).toBe(400)
    expect(JSON.stringify(evmRecipient.body)).toContain('Solana address')
    const none = await kit.call('/quote/v2', base)
    expect(none.status).toBe(400)
    expect(JSON.stringify(none.body)).toContain('recipient is required')
    const calls = await kit.call('/quote/v2', {
      ...base,
      recipient: (await generateKeyPairSigner()).address,
      txs: [{ to: freshEvm(), value: '0', data: '0x' }],
    })
    expect(calls.status).toBe(400)
  })
})
