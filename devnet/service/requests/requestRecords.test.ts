import { encodeFunctionData, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { type RequestRecord, requestsResponseSchema } from '../../../src/api/schemas'
import { depositoryAbi } from '../../contracts/depositoryAbi'
import { devnetHarness } from '../../testing/devnetHarness'
import { quoteEthBridge } from '../../testing/ethBridge'

// Request records of real requests on the running devnet, read through GET /requests/v3.

const h = devnetHarness(inject('manifest'))
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const apiKey = h.manifest.apiKeys[0]!
const user = h.manifest.accounts[3]!

async function list(query: string, key: string | null = apiKey) {
  const answer = await h.request(`/requests/v3${query ? `?${query}` : ''}`, {
    headers: key === null ? {} : { 'x-api-key': key },
  })
  return answer
}

async function record(requestId: string): Promise<RequestRecord> {
  const answer = await list(`id=${requestId}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const [found] = requestsResponseSchema.parse(answer.body).requests
  expect(found, `request ${requestId} listed`).toBeDefined()
  return found!
}

async function quote(extra: Record<string, unknown>, headers: Record<string, string> = { 'x-api-key': apiKey }) {
  return quoteEthBridge(h, { user: user.address, amount: 10n ** 17n, headers, extra })
}

describe('GET /requests/v3 on the devnet', () => {
  it('needs a known x-api-key (401 JSON otherwise)', async () => {
    for (const key of [null, 'not-a-devnet-key', '']) {
      const answer = await list('', key)
      expect(answer.status).toBe(401)
      expect(answer.body).toMatchObject({ errorCode: 'UNAUTHORIZED', message: expect.any(String) })
    }
    const bad = await list('limit=51')
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ errorCode: 'INVALID_INPUT', message: expect.stringMatching(/limit/) })
  })

  it('a filled bridge: transactions as mined, fees quoted and actual, history, and the key that quoted it', async () => {
    const appFeeRecipient = privateKeyToAddress(generatePrivateKey())
    const { quote: q, requestId } = await quote({
      appFees: [{ recipient: appFeeRecipient, fee: '30' }],
      referrer: 'records-test',
    })
    const [depositHash] = await h.executeSteps(q.steps, user.privateKey as Hex)
    const status = await h.waitForStatus(requestId, (s) => s.status === 'success')
    const r = await record(requestId)

    expect(r).toMatchObject({
      id: requestId,
      status: 'success',
      user: user.address.toLowerCase(),
      sender: user.address.toLowerCase(),
      depositAddress: null,
      refundTo: null,
    })
    expect(r.data.inTxs).toHaveLength(1)
    const [deposit] = r.data.inTxs
    expect(deposit).toMatchObject({ txHash: depositHash, chainId: A, status: 'success', type: 'onchain' })
    const receipt = await h.client(A).getTransactionReceipt({ hash: depositHash! })
    const block = await h.client(A).getBlock({ blockNumber: receipt.blockNumber })
    expect(deposit!.block).toBe(Number(receipt.blockNumber))
    expect(deposit!.timestamp).toBe(Number(block.timestamp))
    expect(deposit!.fee).toBe((receipt.gasUsed * receipt.effectiveGasPrice).toString())
    expect(Number(deposit!.feeUsd)).toBeGreaterThan(0)
    expect(r.data.outTxs.map((t) => t.txHash)).toEqual(status.txHashes)
    expect(r.data.outTxs[0]).toMatchObject({ chainId: B, status: 'success' })

    expect(r.data.timeEstimate).toBe(q.details.timeEstimate)
    expect(r.data.appFees!.quoted).toEqual([
      expect.objectContaining({
        recipient: appFeeRecipient,
        bps: '30',
        amount: q.fees.app!.amount,
        amountFormatted: q.fees.app!.amountFormatted,
      }),
    ])
    expect(r.data.appFees!.actual[0]).toMatchObject({ amount: q.fees.app!.amount, amountUsd: q.fees.app!.amountUsd })
    expect(r.data.appFees!.currency).toMatchObject({ chainId: A, symbol: 'ETH', decimals: 18 })
    // Once settled, the app fee is on its recipient's balance (accrued, as the public service does; no payout).
    await expect.poll(async () => (await h.record(requestId)).request.settledAt, { timeout: 15_000 }).not.toBeNull()
    const accrued = (await h.request(`/app-fees/${appFeeRecipient}/balances`)).body
    expect(accrued).toMatchObject({ balances: [{ currency: { chainId: A }, amount: q.fees.app!.amount }] })
    expect((await record(requestId)).data.appFees!.actual).toEqual([
      expect.objectContaining({ amount: q.fees.app!.amount, amountUsd: q.fees.app!.amountUsd }),
    ])
    const quoted = r.data.feeSponsorship!.quoted!
    expect(Object.keys(quoted.components).sort()).toEqual(['app', 'execution', 'platform', 'rent', 'swap'])
    expect(quoted.components.execution!.total.amount).toBe(q.fees.relayerGas!.amount)
    expect(quoted.components.platform!.total.amount).toBe(q.fees.relayerService!.amount)
    expect(quoted).toMatchObject({ selectedComponents: [], capHit: false, sponsoredTotal: { amount: '0' } })
    expect(BigInt(quoted.userPaysTotal.amount)).toBe(BigInt(q.fees.relayer!.amount) + BigInt(q.fees.app!.amount))
    expect(r.data.feeSponsorship!.actual).toEqual(quoted)
    // The history is the admin API's (the description's record has none), and so are the operation and fill time.
    expect((await h.record(requestId)).history.map((s) => s.status)).toEqual([
      'waiting',
      'pending',
      'submitted',
      'success',
    ])
    expect(r.data).toMatchObject({ failReason: 'N/A', refundFailReason: null })
    for (const extra of ['statusHistory', 'fillTime', 'operation', 'tradeType', 'parentRequestId', 'details'])
      expect(r.data).not.toHaveProperty(extra)
    expect(r.requestType).toBe(({ bridge: 'Bridge', send: 'Send' } as Record<string, string>)[q.details.operation!])

    // Tied to the key that quoted it; authenticated data for that key only.
    const mine = requestsResponseSchema.parse(
      (await list(`apiKey=${apiKey}&id=${requestId}&includeAuthenticatedData=true`)).body,
    ).requests
    expect(mine.map((m) => m.id)).toEqual([requestId])
    expect(mine[0]!.data.referrer).toBe('records-test')
    // Found by every hash and wallet it has.
    for (const term of [depositHash!, status.txHashes[0]!, requestId, user.address]) {
      const found = requestsResponseSchema.parse((await list(`term=${term}&limit=50`)).body).requests
      expect(
        found.map((f) => f.id),
        `term ${term}`,
      ).toContain(requestId)
    }
  })

  it('a refund: the reason, the refund transaction, and nothing charged', async () => {
    const { quote: q, requestId } = await quote({}, {})
    const depository = h.contracts(A).depository!
    const hash = await h.wallet(user.privateKey as Hex, A).sendTransaction({
      to: depository,
      data: encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [requestId as Hex] }),
      value: BigInt(q.details.currencyIn!.amount) - 1n,
    })
    await h.client(A).waitForTransactionReceipt({ hash })
    const status = await h.waitForStatus(requestId, (s) => s.status === 'refund')
    const r = await record(requestId)
    expect(r.data).toMatchObject({ failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL', refundFailReason: null })
    expect(r.data.inTxs.map((t) => t.txHash)).toEqual([hash])
    expect(r.data.outTxs).toEqual([
      expect.objectContaining({ txHash: status.txHashes[0], chainId: A, status: 'success', type: 'onchain' }),
    ])
    expect(r.data.feeSponsorship!.actual!.userPaysTotal.amount).toBe('0')
    expect((await h.record(requestId)).history.map((s) => s.status)).toEqual(['waiting', 'failure', 'refund'])
    // Not quoted with a key: not among the key's requests.
    expect(requestsResponseSchema.parse((await list(`apiKey=${apiKey}&id=${requestId}`)).body).requests).toEqual([])
    expect(
      requestsResponseSchema.parse((await list(`refundTxHash=${status.txHashes[0]}`)).body).requests.map((x) => x.id),
    ).toEqual([requestId])
    expect(
      requestsResponseSchema
        .parse((await list(`failReason=DEPOSITED_AMOUNT_TOO_LOW_TO_FILL&user=${user.address}&limit=50`)).body)
        .requests.map((x) => x.id),
    ).toContain(requestId)
  })
})
