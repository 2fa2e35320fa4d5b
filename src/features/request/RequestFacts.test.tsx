import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DescribedResponse } from '../../api/description/describedTypes'
import { getRequestRecord } from '../../api/getRequestRecord'
import { tolerantLog } from '../../api/schemas/tolerant'
import { RequestFacts } from './RequestFacts'

/**
 * Issue 36 item 3: the request page's "how much and to whom" on a testnet or mainnet build, from the record as the
 * public description has it: `/requests/v3?id=` through the site server (amounts in `data.route`), or the key-less
 * `/requests/v2?id=` from the service (amounts in `data.metadata`), each listing an entry Ferry cannot read first.
 */
const ID = `0x${'c'.repeat(64)}`
const USER = '0x00000000000000000000000000000000000000a1'
const TO = '0x00000000000000000000000000000000000000b1'
const usdc = (chainId: number, amount: string) => ({
  currency: { chainId, address: `0x${'5'.repeat(40)}`, symbol: 'USDC', name: 'USD Coin', decimals: 6 },
  amount,
  amountFormatted: String(Number(amount) / 1e6),
})
const unreadable = { status: 'success' as const, data: { inTxs: [] } }

const v3: DescribedResponse<'/requests/v3', 'get'> = {
  requests: [
    unreadable,
    {
      id: ID,
      status: 'success',
      user: USER,
      recipient: TO,
      requestType: 'Bridge',
      data: {
        inTxs: [{ txHash: '0xd1', chainId: 11155111 }],
        outTxs: [{ txHash: '0xf1', chainId: 84532 }],
        route: {
          quoted: {
            origin: { inputCurrency: usdc(11155111, '25000000') },
            destination: { outputCurrency: usdc(84532, '24900000') },
          },
          actual: { destination: { outputCurrency: usdc(84532, '24950000') } },
        },
      },
    },
  ],
}
const v2: DescribedResponse<'/requests/v2', 'get'> = {
  requests: [
    unreadable,
    {
      id: ID,
      status: 'success',
      user: USER,
      recipient: TO,
      data: {
        inTxs: [{ hash: '0xd1', chainId: 11155111 }],
        metadata: {
          sender: USER,
          recipient: TO,
          currencyIn: usdc(11155111, '25000000'),
          currencyOut: usdc(84532, '24900000'),
        },
      },
    },
  ],
}

let server: Server
let url: string
beforeAll(async () => {
  server = createServer((req, res) => {
    const body = req.url?.startsWith('/proxy/requests/v3') ? v3 : req.url?.startsWith('/requests/v2') ? v2 : undefined
    res
      .writeHead(body ? 200 : 401, { 'content-type': 'application/json' })
      .end(JSON.stringify(body ?? { message: 'key' }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const names: Record<number, string> = { 11155111: 'Sepolia', 84532: 'Base Sepolia' }
const facts = async (proxyBaseUrl: string | undefined) => {
  // The unreadable entry is left out with a warning, kept out of the test's output.
  const warn = tolerantLog.warn
  tolerantLog.warn = () => {}
  const record = await getRequestRecord({ proxyBaseUrl, serviceUrl: url, requestId: ID }).finally(() => {
    tolerantLog.warn = warn
  })
  expect(record).not.toBeNull()
  return renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <RequestFacts record={record!} chainName={(id) => names[id ?? 0] ?? '?'} />
    </I18nProvider>,
  )
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
}

describe('the request page facts over the public records', () => {
  it('through the site server (/requests/v3): what was sent and received, on which chains, from whom to whom', async () => {
    const text = await facts(`${url}/proxy`)
    expect(text).toContain('Sent 25 USDC on Sepolia')
    expect(text).toContain('Received 24.95 USDC on Base Sepolia')
    expect(text).toContain(`From ${USER}`)
    expect(text).toContain(`To ${TO}`)
  })

  it('without a site server (/requests/v2, no key): the same facts from its metadata', async () => {
    const text = await facts(undefined)
    expect(text).toContain('Sent 25 USDC on Sepolia')
    expect(text).toContain('Received 24.9 USDC on Base Sepolia')
    expect(text).toContain(`To ${TO}`)
  })
})
