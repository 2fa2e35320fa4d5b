import { encodeFunctionData, type Hex, parseSignature } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { isSignatureStep, type RequestRecord } from '../../src/api/schemas'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { tokenAbi } from '../contracts/tokenAbi'
import { devnetHarness } from '../testing/devnetHarness'
import { type Quoted, transferKit, type Wallet } from '../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const USDC_FUNDS = 1_000_000_000n
const API_KEY = h.manifest.apiKeys?.[0] ?? 'ferry-devnet-key'

/** A USDC A -> B bridge quoted with usePermit for `wallet`. */
async function gaslessQuote(wallet: Wallet, extra: Record<string, unknown> = {}): Promise<Quoted> {
  return kit.quote({
    user: wallet.address,
    originChainId: A,
    destinationChainId: B,
    originCurrency: 'usdc',
    destinationCurrency: 'usdc',
    amount: '250000000',
    tradeType: 'EXACT_INPUT',
    usePermit: true,
    ...extra,
  })
}

const history = async (id: string) => (await h.record(id)).history.map((e) => e.status)

describe('gasless deposits by signature (usePermit)', () => {
  it('a fresh account with only USDC and 0 ETH bridges with one signature: depositing -> pending -> submitted -> success', async () => {
    const wallet = await kit.wallet({ chainId: A, eth: 0n, usdc: USDC_FUNDS })
    expect(await h.balance(A, '0x0000000000000000000000000000000000000000', wallet.address)).toBe(0n)
    const solver = h.manifest.solver.address as Hex
    const solverEthBefore = await h.client(A).getBalance({ address: solver })
    const quoted = await gaslessQuote(wallet)

    // One step: a signature, no transaction; the person pays no gas and the relayer fee carries the deposit's.
    expect(quoted.quote.steps).toHaveLength(1)
    const step = quoted.quote.steps[0]!
    expect(isSignatureStep(step)).toBe(true)
    expect(step).toMatchObject({ id: 'authorize', kind: 'signature', requestId: quoted.requestId })
    const item = kit.permitItem(quoted.quote)
    expect(item.check?.endpoint).toBe(`/intents/status/v3?requestId=${quoted.requestId}`)
    expect(item.data.post).toEqual({
      endpoint: '/execute/permits',
      method: 'POST',
      body: { kind: 'eip3009', requestId: quoted.requestId, api: 'bridge' },
    })
    const sign = item.data.sign!
    if (sign.signatureKind !== 'eip712') throw new Error('eip712 expected')
    expect(sign.primaryType).toBe('ReceiveWithAuthorization')
    expect(sign.domain).toEqual({
      name: 'USD Coin',
      version: '2',
      chainId: A,
      verifyingContract: h.currency(A, 'USDC'),
    })
    const block = await h.client(A).getBlock()
    expect(sign.value).toMatchObject({
      from: wallet.address,
      to: h.contracts(A).depository,
      value: quoted.amountIn.toString(),
      validAfter: '0',
      nonce: quoted.requestId,
    })
    const validBefore = Number(sign.value.validBefore)
    expect(validBefore).toBeGreaterThanOrEqual(Number(block.timestamp) + 599)
    expect(validBefore).toBeLessThanOrEqual(Math.max(Date.now() / 1000, Number(block.timestamp)) + 601)
    expect(quoted.quote.fees.gas?.amount).toBe('0')
    // The same quote without usePermit: the person's approve + deposit cost gas; here the solver's deposit is in relayerGas.
    const plain = await kit.quote({ ...quotedBody(wallet), usePermit: false })
    expect(BigInt(plain.quote.fees.gas!.amount!)).toBeGreaterThan(0n)
    expect(BigInt(quoted.quote.fees.relayerGas!.amount!)).toBeGreaterThan(BigInt(plain.quote.fees.relayerGas!.amount!))

    const signature = await kit.signPermit(item, wallet.privateKey)
    const answer = await kit.postPermit(item, signature)
    expect(answer).toEqual({ status: 200, body: { steps: [] } })
    const final = await kit.final(quoted.requestId)
    expect(final.status).toBe('success')
    expect(await history(quoted.requestId)).toEqual(['waiting', 'depositing', 'pending', 'submitted', 'success'])

    expect(await h.balance(B, h.currency(B, 'USDC'), wallet.address)).toBe(quoted.amountOut)
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(USDC_FUNDS - quoted.amountIn)
    expect(await h.balance(A, '0x0000000000000000000000000000000000000000', wallet.address)).toBe(0n)
    expect(await h.client(A).getTransactionCount({ address: wallet.address })).toBe(0)

    // The deposit is the solver's transaction; its gas is on the record and within what the quote charged for it.
    const { transactions, deposits } = await h.record(quoted.requestId)
    const depositTx = transactions.find((t) => t.kind === 'deposit')!
    expect(depositTx.status).toBe('success')
    const receipt = await h.client(A).getTransactionReceipt({ hash: depositTx.txHash as Hex })
    expect(receipt.from.toLowerCase()).toBe(solver.toLowerCase())
    expect(receipt.gasUsed).toBeLessThan(120_000n)
    expect(deposits).toMatchObject([{ depositor: wallet.address.toLowerCase(), amount: quoted.amountIn.toString() }])
    const solverEthAfter = await h.client(A).getBalance({ address: solver })
    expect(solverEthBefore - solverEthAfter).toBeGreaterThanOrEqual(receipt.gasUsed * receipt.effectiveGasPrice)

    // The record carries the gasless_execution feature; the status went through depositing.
    const listed = await listByFeature('gasless_execution')
    expect(listed.map((r) => r.id)).toContain(quoted.requestId.toLowerCase())
  }, 60_000)

  it('usePermit on a currency without permits is a 400 naming why; GET /chains marks only USDC', async () => {
    const wallet = await kit.wallet({ chainId: A })
    const answer = await h.quote({
      ...quotedBody(wallet),
      originCurrency: 'weth',
      destinationCurrency: 'weth',
      amount: '10000000000000000',
      usePermit: true,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errorCode: 'UNSUPPORTED_CURRENCY' })
    expect((answer.body as { message: string }).message).toMatch(/usePermit.*WETH/)
    const eth = await h.quote({
      ...quotedBody(wallet),
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: '10000000000000000',
      usePermit: true,
    })
    expect(eth.status).toBe(400)
    const chains = (await h.request('/chains')).body as {
      chains: { id: number; erc20Currencies?: { symbol: string; supportsPermit: boolean }[] }[]
    }
    const a = chains.chains.find((c) => c.id === A)!
    expect(a.erc20Currencies!.filter((c) => c.supportsPermit).map((c) => c.symbol)).toEqual(['USDC'])
  })

  it('a signature by someone else: 400 INVALID_SIGNATURE and the request fails with it, nothing moves', async () => {
    const wallet = await kit.wallet({ chainId: A, eth: 0n, usdc: USDC_FUNDS })
    const quoted = await gaslessQuote(wallet)
    const item = kit.permitItem(quoted.quote)
    const signature = await kit.signPermit(item, generatePrivateKey())
    const answer = await kit.postPermit(item, signature)
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errorCode: 'INVALID_SIGNATURE' })
    const status = await h.status(quoted.requestId)
    expect(status).toMatchObject({ status: 'failure', failReason: 'INVALID_SIGNATURE' })
    // Posting the right one now: the request is closed.
    const late = await kit.postPermit(item, await kit.signPermit(item, wallet.privateKey))
    expect(late).toMatchObject({ status: 409, body: { errorCode: 'INVALID_SIGNATURE' } })
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(USDC_FUNDS)
    expect((await h.record(quoted.requestId)).deposits).toEqual([])

    // Malformed posts: no signature, a short one, a wrong body, an unknown request.
    expect((await kit.postPermit(item, '0x1234')).status).toBe(400)
    const other = await gaslessQuote(wallet)
    const otherItem = kit.permitItem(other.quote)
    const good = await kit.signPermit(otherItem, wallet.privateKey)
    const wrongApi = await h.request(`/execute/permits?signature=${good}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'eip3009', requestId: other.requestId, api: 'swap' }),
    })
    expect(wrongApi).toMatchObject({ status: 400, body: { errorCode: 'INVALID_INPUT' } })
    const unknown = await h.request(`/execute/permits?signature=${good}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'eip3009', requestId: `0x${'ab'.repeat(32)}`, api: 'bridge' }),
    })
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'REQUEST_NOT_FOUND' } })
    expect((await h.status(other.requestId)).status).toBe('waiting')
  })

  it('an authorization that expired before the solver submits it: the chain refuses it, failure SIGNATURE_EXPIRED, nothing to refund', async () => {
    const wallet = await kit.wallet({ chainId: A, eth: 0n, usdc: USDC_FUNDS })
    const quoted = await gaslessQuote(wallet, { permitExpiry: 60 })
    const item = kit.permitItem(quoted.quote)
    const sign = item.data.sign!
    if (sign.signatureKind !== 'eip712') throw new Error('eip712 expected')
    const block = await h.client(A).getBlock()
    expect(Number(sign.value.validBefore)).toBeLessThanOrEqual(
      Math.max(Date.now() / 1000, Number(block.timestamp)) + 61,
    )
    const signature = await kit.signPermit(item, wallet.privateKey)
    await kit.admin('/devnet/time', { seconds: 120 })
    expect((await kit.postPermit(item, signature)).status).toBe(200)
    const status = await h.waitForStatus(quoted.requestId, (s) => s.status === 'failure')
    expect(status.failReason).toBe('SIGNATURE_EXPIRED')
    expect(status.details).toMatchObject({ revert: { name: 'AuthorizationExpired' } })
    expect(await history(quoted.requestId)).toEqual(['waiting', 'depositing', 'failure'])
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(USDC_FUNDS)
    const { deposits, transactions, request } = await h.record(quoted.requestId)
    expect(deposits).toEqual([])
    expect(transactions).toEqual([])
    expect(request.refundFailReason).toBe('N/A')
    // Posting it again says why.
    expect(await kit.postPermit(item, signature)).toMatchObject({
      status: 409,
      body: { errorCode: 'SIGNATURE_EXPIRED' },
    })
  })

  it('the balance spent between signing and execution: failure GASLESS_PERMIT_BALANCE_TOO_LOW', async () => {
    const wallet = await kit.wallet({ chainId: A, eth: 10n ** 18n, usdc: USDC_FUNDS })
    const quoted = await gaslessQuote(wallet)
    const item = kit.permitItem(quoted.quote)
    const signature = await kit.signPermit(item, wallet.privateKey)
    const elsewhere = privateKeyToAddress(generatePrivateKey())
    const left = USDC_FUNDS - quoted.amountIn + 1n
    await kit.send(wallet, A, {
      to: h.currency(A, 'USDC'),
      data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [elsewhere, left] }),
    })
    expect((await kit.postPermit(item, signature)).status).toBe(200)
    const status = await h.waitForStatus(quoted.requestId, (s) => s.status === 'failure')
    expect(status.failReason).toBe('GASLESS_PERMIT_BALANCE_TOO_LOW')
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(quoted.amountIn - 1n)
    expect((await h.record(quoted.requestId)).deposits).toEqual([])
  })

  it('a replay is refused: a second post (409 ORDER_ALREADY_FILLED) and the same authorization on chain (AuthorizationAlreadyUsed)', async () => {
    const wallet = await kit.wallet({ chainId: A, eth: 0n, usdc: USDC_FUNDS })
    const quoted = await gaslessQuote(wallet)
    const item = kit.permitItem(quoted.quote)
    const signature = await kit.signPermit(item, wallet.privateKey)
    expect((await kit.postPermit(item, signature)).status).toBe(200)
    expect(await kit.postPermit(item, signature)).toMatchObject({
      status: 409,
      body: { errorCode: 'ORDER_ALREADY_FILLED' },
    })
    expect((await kit.final(quoted.requestId)).status).toBe('success')
    expect(await kit.postPermit(item, signature)).toMatchObject({
      status: 409,
      body: { errorCode: 'ORDER_ALREADY_FILLED' },
    })

    // Anyone submitting the used authorization again: the token refuses it, nothing moves.
    const stranger = await kit.wallet({ chainId: A })
    const sign = item.data.sign!
    if (sign.signatureKind !== 'eip712') throw new Error('eip712 expected')
    const { r, s, v } = parseSignature(signature)
    await expect(
      h.client(A).simulateContract({
        account: stranger.address,
        address: h.contracts(A).depository!,
        abi: [...depositoryAbi, ...tokenAbi],
        functionName: 'depositErc20WithAuthorization',
        args: [
          h.currency(A, 'USDC'),
          wallet.address,
          quoted.amountIn,
          0n,
          BigInt(sign.value.validBefore as string),
          quoted.requestId,
          Number(v),
          r,
          s,
        ],
      }),
    ).rejects.toThrow(/AuthorizationAlreadyUsed/)
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(USDC_FUNDS - quoted.amountIn)
    expect((await h.record(quoted.requestId)).deposits).toHaveLength(1)
  }, 60_000)

  it('an authorization redeemed on chain by someone else before the post: the request fills from that deposit; the post is 409', async () => {
    const wallet = await kit.wallet({ chainId: A, eth: 0n, usdc: USDC_FUNDS })
    const quoted = await gaslessQuote(wallet)
    const item = kit.permitItem(quoted.quote)
    const sign = item.data.sign!
    if (sign.signatureKind !== 'eip712') throw new Error('eip712 expected')
    const signature = await kit.signPermit(item, wallet.privateKey)
    const { r, s, v } = parseSignature(signature)
    const stranger = await kit.wallet({ chainId: A })
    await kit.send(stranger, A, {
      to: h.contracts(A).depository!,
      data: encodeFunctionData({
        abi: depositoryAbi,
        functionName: 'depositErc20WithAuthorization',
        args: [
          h.currency(A, 'USDC'),
          wallet.address,
          quoted.amountIn,
          0n,
          BigInt(sign.value.validBefore as string),
          quoted.requestId,
          Number(v),
          r,
          s,
        ],
      }),
    })
    expect((await kit.final(quoted.requestId)).status).toBe('success')
    expect(await kit.postPermit(item, signature)).toMatchObject({
      status: 409,
      body: { errorCode: 'ORDER_ALREADY_FILLED' },
    })
    expect(await h.balance(B, h.currency(B, 'USDC'), wallet.address)).toBe(quoted.amountOut)
    // It never was a gasless execution of the service.
    expect(await history(quoted.requestId)).toEqual(['waiting', 'pending', 'submitted', 'success'])
  })

  it('a gasless swap has gasless_execution and gasless_swap; the listing finds exactly the requests that went through depositing', async () => {
    const wallet = await kit.wallet({ chainId: A, eth: 0n, usdc: USDC_FUNDS })
    const quoted = await kit.quote({
      ...quotedBody(wallet),
      destinationCurrency: 'eth',
      amount: '300000000',
      usePermit: true,
    })
    const item = kit.permitItem(quoted.quote)
    expect(item.data.post?.body).toMatchObject({ api: 'swap' })
    expect((await kit.postPermit(item, await kit.signPermit(item, wallet.privateKey))).status).toBe(200)
    expect((await kit.final(quoted.requestId)).status).toBe('success')
    expect(await h.balance(B, '0x0000000000000000000000000000000000000000', wallet.address)).toBeGreaterThanOrEqual(
      quoted.minOut,
    )
    const plain = await kit.quote({ ...quotedBody(wallet) })

    const gasless = await listByFeature('gasless_execution')
    expect(gasless.map((r) => r.id)).toContain(quoted.requestId.toLowerCase())
    expect(gasless.map((r) => r.id)).not.toContain(plain.requestId.toLowerCase())
    for (const record of gasless) expect(await history(record.id)).toContain('depositing')
    const swaps = await listByFeature('gasless_swap')
    expect(swaps.map((r) => r.id)).toContain(quoted.requestId.toLowerCase())
    for (const record of swaps) expect(record.requestType).toMatch(/swap/i)
    expect(swaps.every((r) => gasless.some((g) => g.id === r.id))).toBe(true)
  }, 60_000)
})

describe('ttl', () => {
  it('no deposit within ttl: failure TTL_EXPIRED; a deposit arriving after it is refunded with TTL_EXPIRED', async () => {
    const wallet = await kit.wallet({ chainId: A, usdc: USDC_FUNDS })
    const quoted = await kit.quote({ ...quotedBody(wallet), ttl: 1 })
    const status = await h.waitForStatus(quoted.requestId, (s) => s.status === 'failure', 10_000)
    expect(status).toMatchObject({ failReason: 'TTL_EXPIRED', refundFailReason: 'N/A' })
    expect(await history(quoted.requestId)).toEqual(['waiting', 'failure'])
    // The deposit comes late anyway: it is refunded, with the request's own reason.
    await kit.execute(quoted.quote, wallet)
    const final = await kit.final(quoted.requestId)
    expect(final).toMatchObject({ status: 'refund', failReason: 'TTL_EXPIRED' })
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(USDC_FUNDS)
    expect((await h.record(quoted.requestId)).deposits).toHaveLength(1)
  })

  it('a deposit not filled within ttl (the fill held): refunded with TTL_EXPIRED', async () => {
    const wallet = await kit.wallet({ chainId: A, usdc: USDC_FUNDS })
    const quoted = await kit.quote({ ...quotedBody(wallet), ttl: 3 })
    await kit.admin('/devnet/solver', { requestId: quoted.requestId, fillDelayMs: 4_000 })
    await kit.execute(quoted.quote, wallet)
    const final = await kit.final(quoted.requestId)
    expect(final).toMatchObject({ status: 'refund', failReason: 'TTL_EXPIRED' })
    expect(await history(quoted.requestId)).toEqual(['waiting', 'pending', 'failure', 'refund'])
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(USDC_FUNDS)
    expect(await h.balance(B, h.currency(B, 'USDC'), wallet.address)).toBe(0n)
  })

  it('a ttl long enough changes nothing', async () => {
    const wallet = await kit.wallet({ chainId: A, usdc: USDC_FUNDS })
    const quoted = await kit.quote({ ...quotedBody(wallet), ttl: 600 })
    await kit.execute(quoted.quote, wallet)
    expect((await kit.final(quoted.requestId)).status).toBe('success')
  })
})

function quotedBody(wallet: Wallet): Record<string, unknown> {
  return {
    user: wallet.address,
    originChainId: A,
    destinationChainId: B,
    originCurrency: 'usdc',
    destinationCurrency: 'usdc',
    amount: '250000000',
    tradeType: 'EXACT_INPUT',
  }
}

async function listByFeature(feature: string): Promise<RequestRecord[]> {
  const answer = await h.request(`/requests/v3?features=${feature}&limit=50`, { headers: { 'x-api-key': API_KEY } })
  expect(answer.status).toBe(200)
  return (answer.body as { requests: RequestRecord[] }).requests
}
