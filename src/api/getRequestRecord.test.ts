import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DescribedResponse } from './description/describedTypes'
import { getRequestRecord } from './getRequestRecord'
import { recordAmounts } from './recordAmounts'

const ID = `0x${'a'.repeat(64)}`
const USER = '0x00000000000000000000000000000000000000a0'
const TO = '0x00000000000000000000000000000000000000b0'
const eth = (chainId: number, amount: string) => ({
  currency: {
    chainId,
    address: '0x0000000000000000000000000000000000000000',
    symbol: 'ETH',
    name: 'Ether',
    decimals: 18,
  },
  amount,
  amountFormatted: '0.5',
})

/** `/requests/v2` as the description types it: amounts in `data.metadata`, transactions with `hash`, no key needed. */
const v2: DescribedResponse<'/requests/v2', 'get'> = {
  requests: [
    {
      id: ID,
      status: 'success',
      user: USER,
      recipient: TO,
      data: {
        inTxs: [{ hash: '0xd1', chainId: 11155111, status: 'success' }],
        outTxs: [{ hash: '0xf1', chainId: 84532, status: 'success' }],
        metadata: {
          sender: USER,
          recipient: TO,
          currencyIn: eth(11155111, '500000000000000000'),
          currencyOut: eth(84532, '499000000000000000'),
        },
      },
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  ],
}

let server: Server
let url: string
const asked: { path: string; key: string | undefined }[] = []
beforeAll(async () => {
  server = createServer((req, res) => {
    asked.push({ path: req.url ?? '', key: req.headers['x-api-key'] as string | undefined })
    // A site server without a key for this network: v3 refused as it refuses it, v2 passed on.
    if (req.url?.startsWith('/site/requests/v3')) {
      res
        .writeHead(403, { 'content-type': 'application/json' })
        .end('{"message":"/requests/v3 needs an API key","errorCode":"API_KEY_REQUIRED"}')
      return
    }
    if (req.url?.startsWith('/requests/v3')) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"x-api-key required"}')
      return
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(v2))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('getRequestRecord without a site server', () => {
  it('reads the key-less /requests/v2 record: currencies, amounts, sender and recipient', async () => {
    const record = await getRequestRecord({
      proxyBaseUrl: undefined,
      serviceUrl: url,
      requestId: ID.toUpperCase().replace('0X', '0x'),
    })
    expect(asked.map((a) => a.path)).toEqual([`/requests/v2?id=${ID.toUpperCase().replace('0X', '0x')}`])
    expect(record).toMatchObject({ id: ID, user: USER, recipient: TO, sender: USER, status: 'success' })
    const { currencyIn, currencyOut } = recordAmounts(record!)
    expect(currencyIn).toMatchObject({ amount: '500000000000000000', currency: { chainId: 11155111, symbol: 'ETH' } })
    expect(currencyOut).toMatchObject({ amount: '499000000000000000', currency: { chainId: 84532 } })
  })

  it('an id the service does not list is null', async () => {
    expect(
      await getRequestRecord({ proxyBaseUrl: undefined, serviceUrl: url, requestId: `0x${'b'.repeat(64)}` }),
    ).toBeNull()
  })
})

describe('getRequestRecord through a site server without a key for the network', () => {
  it('reads the key-less /requests/v2 record through the site server when it refuses /requests/v3 for want of a key', async () => {
    asked.length = 0
    const record = await getRequestRecord({
      proxyBaseUrl: `${url}/site`,
      serviceUrl: 'http://unused.invalid',
      requestId: ID,
    })
    expect(asked.map((a) => a.path)).toEqual([
      expect.stringMatching(/^\/site\/requests\/v3\?/),
      `/site/requests/v2?id=${ID}`,
    ])
    expect(record).toMatchObject({ id: ID, recipient: TO, sender: USER })
  })
})
