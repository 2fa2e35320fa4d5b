import { afterEach, describe, expect, inject, it } from 'vitest'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import { devnetHarness } from '../testing/devnetHarness'
import { transferKit } from '../testing/transferKit'

// Issue 41, "I paid, why does nothing happen?": a deposit the service missed (the admin has the block scans pass over
// a sender's deposits) is found when a client points at it, by its transaction or by its deposit address.
const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]

const post = (path: string, body: unknown) =>
  h.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

const overlook = async (senders: string[]) => {
  const answer = await post('/devnet/solver', { overlookDepositsFrom: senders })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  expect((answer.body as { overlookDepositsFrom: string[] }).overlookDepositsFrom).toEqual(
    senders.map((s) => s.toLowerCase()),
  )
}

const ethBridge = { originChainId: A, destinationChainId: B, originCurrency: 'eth', destinationCurrency: 'eth' }

describe('a deposit the service missed', () => {
  afterEach(() => overlook([]))

  it('stays waiting past the block scan, and POST /transactions/index finds it and the transfer fills', async () => {
    const wallet = await kit.wallet()
    await overlook([wallet.address])
    const quoted = await kit.quote({
      ...ethBridge,
      user: wallet.address,
      amount: (10n ** 16n).toString(),
      tradeType: 'EXACT_INPUT',
    })
    const receipts = await kit.execute(quoted.quote, wallet)
    const deposit = receipts.at(-1)!
    await h.waitForSolverPass(A)
    expect((await h.status(quoted.requestId)).status).toBe('waiting')
    expect((await h.record(quoted.requestId)).deposits).toEqual([])

    const answer = await post('/transactions/index', { txHash: deposit.transactionHash, chainId: String(A) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect((answer.body as DescribedResponse<'/transactions/index', 'post'>).message).toContain(quoted.requestId)
    expect((await kit.final(quoted.requestId)).status).toBe('success')
  })

  it('stays waiting on a deposit address, and POST /transactions/deposit-address/reindex finds the payment', async () => {
    const wallet = await kit.wallet()
    await overlook([wallet.address])
    const quoted = await kit.quote({
      ...ethBridge,
      user: wallet.address,
      amount: (10n ** 16n).toString(),
      tradeType: 'EXACT_INPUT',
      useDepositAddress: true,
    })
    const depositAddress = quoted.quote.steps[0]?.depositAddress as string
    await kit.execute(quoted.quote, wallet)
    await h.waitForSolverPass(A)
    expect((await h.status(quoted.requestId)).status).toBe('waiting')

    const answer = await post('/transactions/deposit-address/reindex', { chainId: A, depositAddress })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const body = answer.body as DescribedResponse<'/transactions/deposit-address/reindex', 'post'>
    expect(body.message).toMatch(/Found 1 new/)
    expect((await kit.final(quoted.requestId)).status).toBe('success')
  })

  it('says what it cannot find: no such transaction on that chain, or a transaction without a deposit', async () => {
    const wallet = await kit.wallet()
    const plain = await kit.send(wallet, A, { to: wallet.address, value: 1n })
    const onOtherChain = await post('/transactions/index', { txHash: plain.transactionHash, chainId: String(B) })
    expect(onOtherChain.status).toBe(404)
    const noDeposit = await post('/transactions/index', { txHash: plain.transactionHash, chainId: String(A) })
    expect(noDeposit.status).toBe(200)
    expect((noDeposit.body as { message: string }).message).toMatch(/has no deposit/)
  })
})
