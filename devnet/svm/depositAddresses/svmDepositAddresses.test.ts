import type { KeyPairSigner } from '@solana/kit'
import { parseUnits, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { depositAddressInfoSchema, isTransactionStep } from '../../../src/api/schemas'
import { devnetHarness } from '../../testing/devnetHarness'
import { svmTransferKit } from '../../testing/svmTransferKit'
import { type Quoted, transferKit } from '../../testing/transferKit'
import { SOL_ADDRESS, SOLANA_CHAIN_ID } from '../SvmChain'
import { paymentInstructions, type SvmAsset } from '../svmInstructions'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const svm = svmTransferKit(h)
const { solana, sol } = svm
const [A] = h.manifest.chains.map((c) => c.id) as [number]
const USDC_A = h.manifest.chains[0]!.currencies.find((c) => c.symbol === 'USDC')!.address
const freshEvm = () => privateKeyToAddress(generatePrivateKey())
const usdc = (owner: string) => svm.usdcBalance(owner)
const USDC: SvmAsset = { kind: 'spl', mint: solana.usdcMint, decimals: 6 }

/** The quote's single step: a payment to a fresh base58 address. */
function depositAddressOf(quoted: Quoted): string {
  expect(quoted.quote.steps).toHaveLength(1)
  const step = quoted.quote.steps[0]!
  if (!isTransactionStep(step)) throw new Error('not a transaction step')
  expect(step.id).toBe('deposit')
  expect(step.depositAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
  return step.depositAddress!
}

/** Pays `to` from `payer` as an exchange would: a plain transfer from its own keypair, no memo. */
async function pay(payer: KeyPairSigner, to: string, asset: SvmAsset, amount: bigint): Promise<string> {
  return sol.send(payer, await paymentInstructions({ from: payer, to, asset, amount }))
}

const fromSolana = (extra: Record<string, unknown>) =>
  kit.quote({
    user: zeroAddress,
    originChainId: SOLANA_CHAIN_ID,
    destinationChainId: A,
    tradeType: 'EXACT_INPUT',
    useDepositAddress: true,
    ...extra,
  })

describe.concurrent('deposit addresses on the local Solana chain', () => {
  it('SOL paid from another keypair to an open address is filled in ETH on A, attributed to the payer', async () => {
    const exchange = await svm.fundedWallet({ sol: parseUnits('5', 9) })
    const recipient = freshEvm()
    const quoted = await fromSolana({
      recipient,
      originCurrency: SOL_ADDRESS,
      destinationCurrency: zeroAddress,
      amount: parseUnits('1', 9).toString(),
    })
    const address = depositAddressOf(quoted)
    const info = await h.request(`/deposit-addresses/v1?address=${address}`)
    expect(depositAddressInfoSchema.parse(info.body)).toMatchObject({
      depositAddress: address,
      type: 'open',
      requestId: quoted.requestId,
      chainId: SOLANA_CHAIN_ID,
      currency: SOL_ADDRESS,
    })
    const signature = await pay(exchange, address, { kind: 'sol' }, parseUnits('1', 9))
    const status = await kit.final(quoted.requestId)
    expect(status).toMatchObject({ status: 'success', inTxHashes: [signature] })
    expect(status.depositAddress).toMatchObject({ address, type: 'open', depositor: exchange.address })
    expect(await h.balance(A, zeroAddress, recipient)).toBe(quoted.amountOut)
    expect(await sol.balance(address)).toBe(0n)
  })

  it('USDC paid to a strict address is filled in USDC on A; the address keeps nothing', async () => {
    const exchange = await svm.fundedWallet({ sol: parseUnits('0.1', 9), usdc: parseUnits('40', 6) })
    const recipient = freshEvm()
    const refundTo = (await svm.fundedWallet({ sol: 0n })).address
    const quoted = await fromSolana({
      recipient,
      originCurrency: solana.usdcMint,
      destinationCurrency: USDC_A,
      amount: parseUnits('30', 6).toString(),
      strict: true,
      refundTo,
    })
    const address = depositAddressOf(quoted)
    const signature = await pay(exchange, address, USDC, quoted.amountIn)
    const status = await kit.final(quoted.requestId)
    expect(status).toMatchObject({ status: 'success', inTxHashes: [signature] })
    expect(status.depositAddress).toMatchObject({ address, type: 'strict', depositor: exchange.address })
    expect(await h.balance(A, USDC_A, recipient)).toBe(quoted.amountOut)
    expect(await usdc(address)).toBe(0n)
  })

  it('too much USDC on a strict address is filled as quoted and settled; the excess is kept on Solana, not refunded', async ({
    expect,
  }) => {
    const exchange = await svm.fundedWallet({ sol: parseUnits('0.1', 9), usdc: parseUnits('40', 6) })
    const recipient = freshEvm()
    const refundTo = (await svm.fundedWallet({ sol: parseUnits('0.01', 9), usdc: 1n })).address
    const quoted = await fromSolana({
      recipient,
      originCurrency: solana.usdcMint,
      destinationCurrency: USDC_A,
      amount: parseUnits('30', 6).toString(),
      strict: true,
      refundTo,
    })
    await pay(exchange, depositAddressOf(quoted), USDC, quoted.amountIn + parseUnits('2', 6))
    expect(await kit.final(quoted.requestId)).toMatchObject({ status: 'success' })
    expect(await h.balance(A, USDC_A, recipient)).toBe(quoted.amountOut)
    // The Solana payout path keeps an excess (solver/payoutPaths.ts): settled with no refund leg.
    await expect
      .poll(async () => (await h.record(quoted.requestId)).request.settledAt, { timeout: 60_000 })
      .not.toBeNull()
    expect((await h.record(quoted.requestId)).payouts).toEqual([])
    expect(await usdc(refundTo)).toBe(1n)
  })

  it('the wrong currency on a strict address is refunded to refundTo on Solana', async () => {
    const exchange = await svm.fundedWallet({ sol: parseUnits('3', 9) })
    const refundTo = (await svm.fundedWallet({ sol: 0n })).address
    const quoted = await fromSolana({
      recipient: freshEvm(),
      originCurrency: solana.usdcMint,
      destinationCurrency: USDC_A,
      amount: parseUnits('30', 6).toString(),
      strict: true,
      refundTo,
    })
    await pay(exchange, depositAddressOf(quoted), { kind: 'sol' }, parseUnits('1', 9))
    const status = await kit.final(quoted.requestId)
    expect(status).toMatchObject({ status: 'refund', failReason: 'INCORRECT_DEPOSIT_CURRENCY' })
    expect(await sol.balance(refundTo)).toBe(parseUnits('1', 9))
  })

  it('too little on a strict address is refunded to refundTo on Solana', async () => {
    const exchange = await svm.fundedWallet({ sol: parseUnits('0.1', 9), usdc: parseUnits('40', 6) })
    const refundTo = (await svm.fundedWallet({ sol: parseUnits('0.01', 9), usdc: 1n })).address
    const quoted = await fromSolana({
      recipient: freshEvm(),
      originCurrency: solana.usdcMint,
      destinationCurrency: USDC_A,
      amount: parseUnits('30', 6).toString(),
      strict: true,
      refundTo,
    })
    await pay(exchange, depositAddressOf(quoted), USDC, parseUnits('10', 6))
    const status = await kit.final(quoted.requestId)
    expect(status).toMatchObject({ status: 'refund', failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL' })
    expect(await usdc(refundTo)).toBe(1n + parseUnits('10', 6))
  })

  it('refuses a deposit address on an EVM origin to Solana, by name', async () => {
    const answer = await kit.call('/quote/v2', {
      user: zeroAddress,
      recipient: (await svm.fundedWallet({ sol: 0n })).address,
      originChainId: A,
      destinationChainId: SOLANA_CHAIN_ID,
      originCurrency: zeroAddress,
      destinationCurrency: SOL_ADDRESS,
      amount: parseUnits('0.01', 18).toString(),
      tradeType: 'EXACT_INPUT',
      useDepositAddress: true,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errorCode: 'UNSUPPORTED_ROUTE', errorData: { field: 'useDepositAddress' } })
  })
})
