import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DescribedResponse } from './description/describedTypes'
import { screenAddress } from './screenAddress'

const FLAGGED = '0x00000000000000000000000000000000000000f1'
const CLEAR = '0x00000000000000000000000000000000000000c1'

// A service per base path: /both answers both endpoints, /keyless refuses the keyed one as the proxy does without a
// key, /none offers neither, /down answers 500, /odd answers shapes Ferry cannot read.
type Answer = { status: number; body: unknown }
type Sanctioned = DescribedResponse<'/sanctioned/{address}', 'get'>
/** The description types `wallets` as `unknown[]`; each entry as the public service fills it. */
type Screened = DescribedResponse<'/wallets/screen', 'post'>
/** Every path asked, with its method (a browser build must never ask the keyed endpoint). */
const asked: string[] = []
function answer(base: string, path: string, body: string, key: string | undefined): Answer {
  const wallets = (JSON.parse(body || '{}') as { wallets?: { address: string }[] }).wallets ?? []
  const isFlagged = (address: string) => address.toLowerCase() === FLAGGED
  if (base === 'down') return { status: 500, body: { message: 'boom' } }
  if (base === 'none') return { status: 404, body: { message: 'Not found' } }
  if (path.startsWith('/sanctioned/')) {
    if (base === 'odd') return { status: 200, body: { sanctioned: 'yes' } }
    return { status: 200, body: { sanctioned: isFlagged(path.slice('/sanctioned/'.length)) } satisfies Sanctioned }
  }
  // The description requires `x-api-key` on POST /wallets/screen: without one, its 401.
  if (!key) return { status: 401, body: { message: 'Missing API key' } }
  if (base === 'keyless') return { status: 403, body: { message: 'needs a key', errorCode: 'API_KEY_REQUIRED' } }
  if (base === 'odd') return { status: 200, body: { wallets: ['x', null, { isBlocked: 'true' }] } }
  if (base === 'blocked-only')
    return { status: 200, body: { wallets: wallets.map((w) => ({ address: w.address, isBlocked: true })) } }
  return {
    status: 200,
    body: { wallets: wallets.map((w) => ({ ...w, isBlocked: isFlagged(w.address) })) } satisfies Screened,
  }
}

let server: Server
let url: string
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const [, base, ...rest] = (req.url ?? '').split('/')
      asked.push(`${req.method} /${rest.join('/')}`)
      // Through the site server (the base paths but /static), the proxy adds the key.
      const key = base === 'static' ? undefined : 'integrator-key'
      const a = answer(base ?? '', `/${rest.join('/')}`, body, key)
      res.writeHead(a.status, { 'content-type': 'application/json' }).end(JSON.stringify(a.body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const screen = (base: string, address: `0x${string}`, viaSiteServer = true) =>
  screenAddress({ baseUrl: `${url}/${base}`, address, chainId: 8453, viaSiteServer })

describe('screenAddress', () => {
  it('flags what either endpoint flags, and clears what they answer without a flag', async () => {
    expect(await screen('both', FLAGGED)).toBe('flagged')
    expect(await screen('both', CLEAR)).toBe('clear')
    expect(await screen('blocked-only', CLEAR)).toBe('flagged')
  })

  it('without the key (403 through the proxy) the keyless endpoint still answers', async () => {
    expect(await screen('keyless', FLAGGED)).toBe('flagged')
    expect(await screen('keyless', CLEAR)).toBe('clear')
  })

  it('fails open: no endpoint, an outage, or answers it cannot read are no answer, never a flag', async () => {
    expect(await screen('none', FLAGGED)).toBe('unavailable')
    expect(await screen('down', FLAGGED)).toBe('unavailable')
    expect(await screen('odd', FLAGGED)).toBe('clear')
    expect(
      await screenAddress({ baseUrl: 'http://127.0.0.1:9', address: FLAGGED, chainId: 1, viaSiteServer: true }),
    ).toBe('unavailable')
  })

  it('from a browser straight to the service: only the key-less GET /sanctioned/{address}, never POST /wallets/screen', async () => {
    asked.length = 0
    expect(await screen('static', FLAGGED, false)).toBe('flagged')
    expect(await screen('static', CLEAR, false)).toBe('clear')
    expect(asked).toEqual([`GET /sanctioned/${FLAGGED}`, `GET /sanctioned/${CLEAR}`])
  })
})
