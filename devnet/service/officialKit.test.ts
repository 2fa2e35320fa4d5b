import type { Hex } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import { errorBodySchema } from '../../src/api/schemas'
import { devnetHarness } from '../testing/devnetHarness'
import { ethBridgeBody, quoteEthBridge } from '../testing/ethBridge'
import { transferKit } from '../testing/transferKit'

// Issue 20: the official swap widget (@relayprotocol/relay-kit-ui with its SDK) pointed at the devnet, as a browser
// runs it: from another origin, with the SDK's version headers, and the endpoints it calls beyond Ferry's.
const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const ORIGIN = 'http://kit.example'
const SDK_HEADERS = { 'relay-sdk-version': '2.0.0', 'relay-kit-ui-version': '3.0.0' }

type RequestsV2 = DescribedResponse<'/requests/v2', 'get'>
type Trending = DescribedResponse<'/currencies/trending', 'get'>

function expectError(answer: { status: number; body: unknown }, status: number, errorCode: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(errorBodySchema.parse(answer.body).errorCode).toBe(errorCode)
}

const preflight = (path: string, method: string, headers: string) =>
  fetch(`${h.manifest.serviceUrl}${path}`, {
    method: 'OPTIONS',
    headers: { origin: ORIGIN, 'access-control-request-method': method, 'access-control-request-headers': headers },
  })

const allowedHeaders = (response: Response) =>
  (response.headers.get('access-control-allow-headers') ?? '').split(',').map((name) => name.trim().toLowerCase())

const indexTransaction = (body: unknown) =>
  h.request('/transactions/index', {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...SDK_HEADERS },
    body: JSON.stringify(body),
  })

const requestsV2 = async (query: string) => {
  const answer = await h.request(`/requests/v2?${query}`, { headers: { origin: ORIGIN } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body as RequestsV2
}

describe('the official swap widget against the devnet', () => {
  it('passes the CORS preflight with the SDK headers on the service paths; the admin preflight is as it was', async () => {
    for (const [path, method] of [
      ['/quote/v2', 'POST'],
      ['/intents/status/v3', 'GET'],
      ['/transactions/index', 'POST'],
      ['/requests/v2', 'GET'],
    ] as const) {
      const answer = await preflight(path, method, 'content-type,relay-sdk-version,relay-kit-ui-version')
      expect(answer.status, path).toBe(204)
      expect(answer.headers.get('access-control-allow-origin'), path).toBe('*')
      expect(allowedHeaders(answer), path).toEqual(
        expect.arrayContaining(['content-type', 'x-api-key', 'relay-sdk-version', 'relay-kit-ui-version']),
      )
    }
    const admin = await preflight('/devnet/faults', 'POST', 'content-type,relay-sdk-version')
    expect(allowedHeaders(admin)).toEqual(['content-type', 'x-api-key'])
  })

  it('quotes with the SDK headers from a page, indexes the deposit it is told about, and lists the request in v2', async () => {
    const wallet = await kit.wallet()
    const recipient = privateKeyToAddress(generatePrivateKey())
    const answer = await fetch(`${h.manifest.serviceUrl}/quote/v2`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json', ...SDK_HEADERS },
      body: JSON.stringify(ethBridgeBody(h, { user: wallet.address, recipient, amount: 10n ** 16n })),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    const quote = (await answer.json()) as DescribedResponse<'/quote/v2', 'post'>
    const requestId = quote.protocol?.v2?.orderId as Hex
    expect(requestId).toMatch(/^0x[0-9a-f]{64}$/)

    const [depositHash] = await h.executeSteps(quote.steps as Parameters<typeof h.executeSteps>[0], wallet.privateKey)
    // As the SDK sends it: chainId as a string, its referrer beside.
    const indexed = await indexTransaction({ txHash: depositHash, chainId: String(A), referrer: 'relay.link' })
    expect(indexed.status, JSON.stringify(indexed.body)).toBe(200)
    const { message } = indexed.body as DescribedResponse<'/transactions/index', 'post'>
    expect(message).toContain(requestId)
    // Recorded by the time the answer came, whatever the block scan had reached.
    expect((await h.record(requestId)).deposits).toEqual([expect.objectContaining({ txHash: depositHash })])
    const status = await kit.final(requestId)
    expect(status.status).toBe('success')

    const byId = await requestsV2(`id=${requestId}`)
    expect(byId.requests).toHaveLength(1)
    const [request] = byId.requests!
    expect(request).toMatchObject({ id: requestId, status: 'success', user: wallet.address.toLowerCase() })
    expect(request!.recipient?.toLowerCase()).toBe(recipient.toLowerCase())
    expect(request!.data?.inTxs).toEqual([
      expect.objectContaining({ hash: depositHash, chainId: A, status: 'success' }),
    ])
    expect(request!.data?.outTxs?.map((t) => t.hash)).toEqual(status.txHashes)
    expect(request!.data?.metadata?.currencyIn?.currency?.symbol).toBe('ETH')
    expect(request!.data?.metadata?.currencyOut?.currency?.chainId).toBe(B)
    expect(request!.data?.failReason).toBe('N/A')
    expect(request!.data).not.toHaveProperty('refundFailReason')
    expect(Date.parse(request!.createdAt!)).not.toBeNaN()

    // The success screen of a deposit-address request asks by user and a transaction hash, the fill's included.
    for (const hash of [depositHash, status.txHashes[0]]) {
      const byHash = await requestsV2(`user=${wallet.address}&hash=${hash}`)
      expect(byHash.requests?.map((r) => r.id)).toEqual([requestId])
    }
    const byRecipient = await requestsV2(`user=${recipient}&hash=${depositHash}`)
    expect(byRecipient.requests?.map((r) => r.id)).toEqual([requestId])
    expect((await requestsV2(`user=${recipient}&hash=0x${'ab'.repeat(32)}`)).requests).toEqual([])
  })

  it('indexes a payment to a deposit address, and v2 names the address and its type', async () => {
    const wallet = await kit.wallet()
    const quoted = await kit.quote({
      user: wallet.address,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: (10n ** 16n).toString(),
      tradeType: 'EXACT_INPUT',
      useDepositAddress: true,
    })
    const depositAddress = quoted.quote.steps[0]?.depositAddress
    expect(depositAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
    const [payment] = await kit.execute(quoted.quote, wallet)
    const answer = await indexTransaction({ txHash: payment!.transactionHash, chainId: String(A) })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const { message } = answer.body as DescribedResponse<'/transactions/index', 'post'>
    expect(message?.toLowerCase()).toContain(`deposit address ${depositAddress!.toLowerCase()}`)
    expect((await kit.final(quoted.requestId)).status).toBe('success')

    const [request] = (await requestsV2(`depositAddress=${depositAddress}`)).requests ?? []
    expect(request).toMatchObject({
      id: quoted.requestId,
      status: 'success',
      depositAddress: { address: depositAddress!.toLowerCase(), depositAddressType: 'open' },
    })
  })

  it('answers /transactions/index for a transaction without a deposit, and refuses what it cannot index', async () => {
    const wallet = await kit.wallet()
    const plain = await kit.send(wallet, A, { to: privateKeyToAddress(generatePrivateKey()), value: 1n })
    const answer = await indexTransaction({ txHash: plain.transactionHash, chainId: A })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect((answer.body as DescribedResponse<'/transactions/index', 'post'>).message).toMatch(/no deposit/)

    expectError(await indexTransaction({ txHash: `0x${'cd'.repeat(32)}`, chainId: String(A) }), 404, 'NOT_FOUND')
    expectError(await indexTransaction({ txHash: plain.transactionHash, chainId: '1' }), 400, 'UNSUPPORTED_CHAIN')
    expectError(await indexTransaction({ txHash: 'nope', chainId: String(A) }), 400, 'INVALID_INPUT')
    expectError(await indexTransaction({ chainId: String(A) }), 400, 'INVALID_INPUT')
  })

  it('pages /requests/v2 with continuation and refuses a sort v2 does not have', async () => {
    // Transfers are listed, quotes are not: both are deposited, and a third quote, never deposited, is left out.
    const wallet = await kit.wallet()
    const user = wallet.address
    const bridge = async () => {
      const quoted = await kit.quote({
        user,
        originChainId: A,
        destinationChainId: B,
        originCurrency: 'eth',
        destinationCurrency: 'eth',
        amount: (10n ** 16n).toString(),
        tradeType: 'EXACT_INPUT',
      })
      await kit.execute(quoted.quote, wallet)
      return quoted
    }
    const older = await bridge()
    const newer = await bridge()
    await quoteEthBridge(h, { user, amount: 10n ** 16n })
    // Listed once the devnet has seen the deposit.
    await expect.poll(async () => (await requestsV2(`user=${user}`)).requests?.length, { timeout: 30_000 }).toBe(2)
    const first = await requestsV2(`user=${user}&limit=1`)
    expect(first.requests).toEqual([expect.objectContaining({ id: newer.requestId })])
    expect(first.continuation).toEqual(expect.any(String))
    const second = await requestsV2(`user=${user}&limit=1&continuation=${first.continuation}`)
    expect(second.requests?.map((r) => r.id)).toEqual([older.requestId])
    expect(second.continuation).toBeUndefined()
    expectError(await h.request('/requests/v2?sortBy=amountUsd'), 400, 'INVALID_INPUT')
  })

  it('lists trending currencies from the catalogue, per chain or all', async () => {
    const answer = await h.request(`/currencies/trending?chainId=${A}&referrer=relay.link`, {
      headers: { origin: ORIGIN },
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const onA = answer.body as Trending
    expect(onA.length).toBeGreaterThan(0)
    for (const currency of onA) {
      expect(currency).toMatchObject({ chainId: A, vmType: 'evm', decimals: expect.any(Number) })
      expect(currency.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect(currency.metadata?.verified).toBe(true)
    }
    expect(onA.map((c) => c.symbol)).toEqual(expect.arrayContaining(['ETH', 'USDC']))
    const all = (await h.request('/currencies/trending')).body as Trending
    // Every running chain's: the EVM chains' and the local Solana chain's.
    expect(new Set(all.map((c) => c.chainId))).toEqual(
      new Set([...h.manifest.chains.map((c) => c.id), h.manifest.solana!.chainId]),
    )
    expect((await h.request('/currencies/trending?limit=1')).body).toHaveLength(1)
    expectError(await h.request('/currencies/trending?chainId=abc'), 400, 'INVALID_INPUT')
  })

  it('serves each chain icon where the widget asks for a square one, and under the asset host paths', async () => {
    const chains = ((await h.request('/chains')).body as DescribedResponse<'/chains', 'get'>).chains ?? []
    const svgAt = async (url: string) => {
      const response = await fetch(url, { headers: { origin: ORIGIN } })
      expect(response.status, url).toBe(200)
      expect(response.headers.get('content-type'), url).toBe('image/svg+xml')
      return response.text()
    }
    const iconUrl = chains.find((c) => c.id === A)?.iconUrl
    expect(iconUrl).toContain('/icons/')
    // relay-kit-ui's ChainIcon: the chain's icon with `/icons/` turned into `/icons/square/`.
    const square = await svgAt(iconUrl!.replace('/icons/', '/icons/square/'))
    expect(square).toBe(await svgAt(iconUrl!))
    for (const path of [`/icons/square/${A}/light.png`, `/icons/square/${A}/dark.png`, `/icons/${A}/light.png`])
      expect(await svgAt(`${h.manifest.serviceUrl}${path}`)).toBe(square)
    expectError(await h.request('/icons/square/999999/light.png'), 404, 'NOT_FOUND')
    expectError(await h.request(`/icons/square/${A}/huge.png`), 404, 'NOT_FOUND')
  })
})
