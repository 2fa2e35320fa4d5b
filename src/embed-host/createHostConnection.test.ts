import { describe, expect, it, vi } from 'vitest'
import { createHostConnection, type Eip1193Like, toRpcError } from './createHostConnection'
import { envelope, type GuestToHost } from './protocol'

const WIDGET = 'https://ferry.example'
const guest = <K extends keyof GuestToHost>(type: K, payload: GuestToHost[K]) => envelope<GuestToHost, K>(type, payload)

function setup(args: { wallet?: Eip1193Like; unnamed?: boolean; oldestWidgetVersion?: number } = {}) {
  const frame = { postMessage: vi.fn() }
  const connection = createHostConnection({
    oldestWidgetVersion: args.oldestWidgetVersion,
    widgetOrigin: WIDGET,
    target: () => frame,
    config: { amount: '1', theme: { mode: 'dark' } },
    wallet: args.wallet,
    walletInfo: args.wallet && !args.unnamed ? { name: 'Shop wallet' } : undefined,
  })
  const deliver = (data: unknown, origin = WIDGET, source: unknown = frame) =>
    connection.handleMessage({ data, origin, source })
  const posted = () =>
    frame.postMessage.mock.calls.map(([message, target]) => ({
      ...(message as { type: string; payload: unknown }),
      target: target as string,
    }))
  return { frame, connection, deliver, posted }
}

describe('host connection', () => {
  it('answers ready with init (configuration and wallet on offer), to the widget origin only', () => {
    const { deliver, posted } = setup({ wallet: { request: async () => null } })
    expect(deliver(guest('ready', { version: 1 }))).toBe(true)
    expect(posted()).toEqual([
      {
        protocol: 'ferry-embed',
        version: 1,
        type: 'init',
        payload: { config: { amount: '1', theme: { mode: 'dark' } }, wallet: { name: 'Shop wallet' } },
        target: WIDGET,
      },
    ])
  })

  it('offers a wallet the host did not name without an English name: the widget names it in its own language', () => {
    const { deliver, posted } = setup({ wallet: { request: async () => null }, unnamed: true })
    deliver(guest('ready', { version: 1 }))
    expect(posted()[0]?.payload).toEqual({ config: { amount: '1', theme: { mode: 'dark' } }, wallet: { name: '' } })
  })

  it('ignores messages from another origin, another window, or off the protocol', () => {
    const { deliver, connection } = setup()
    const seen = vi.fn()
    connection.on('status', seen)
    const status = guest('status', { requestId: '0x1', status: 'pending' })
    expect(deliver(status, 'https://evil.example')).toBe(false)
    expect(deliver(status, WIDGET, { postMessage() {} })).toBe(false)
    expect(deliver({ type: 'status' })).toBe(false)
    expect(seen).not.toHaveBeenCalled()
    expect(deliver(status)).toBe(true)
    expect(seen).toHaveBeenCalledWith({ requestId: '0x1', status: 'pending' })
  })

  it("forwards wallet calls to the host's provider and keeps its error codes; without a wallet answers 4900", async () => {
    const request = vi.fn(async ({ method }: { method: string }) => {
      if (method === 'eth_sendTransaction')
        throw Object.assign(new Error('User rejected the request.'), { code: 4001, data: { why: 'no' } })
      return ['0xabc']
    })
    const { deliver, posted } = setup({ wallet: { request } })
    deliver(guest('rpc.request', { id: 'a', method: 'eth_requestAccounts' }))
    deliver(guest('rpc.request', { id: 'b', method: 'eth_sendTransaction', params: [{}] }))
    await vi.waitFor(() => expect(posted()).toHaveLength(2))
    expect(request).toHaveBeenCalledWith({ method: 'eth_requestAccounts' })
    expect(posted().map((p) => p.payload)).toEqual([
      { id: 'a', result: ['0xabc'] },
      { id: 'b', error: { code: 4001, message: 'User rejected the request.', data: { why: 'no' } } },
    ])

    const bare = setup()
    bare.deliver(guest('rpc.request', { id: 'c', method: 'eth_accounts' }))
    await vi.waitFor(() =>
      expect(bare.posted()[0]?.payload).toEqual({
        id: 'c',
        error: { code: 4900, message: 'The host page did not hand Ferry a wallet' },
      }),
    )
    expect(toRpcError('boom')).toEqual({ code: -32603, message: 'boom' })
  })

  it("passes the wallet's events on, and stops on close", () => {
    const handlers = new Map<string, (data: unknown) => void>()
    const wallet: Eip1193Like = {
      request: async () => null,
      on: (e, l) => handlers.set(e, l),
      removeListener: (e) => handlers.delete(e),
    }
    const { posted, connection } = setup({ wallet })
    handlers.get('accountsChanged')!(['0x2'])
    expect(posted()[0]).toMatchObject({ type: 'wallet.event', payload: { event: 'accountsChanged', data: ['0x2'] } })
    connection.close()
    expect(handlers.size).toBe(0)
  })

  it('update merges into the configuration the next init sends; setRecipient and listeners come and go', () => {
    const { connection, posted, deliver } = setup()
    connection.update({ theme: { accent: '#112233' } })
    connection.setRecipient('0x000000000000000000000000000000000000dEaD')
    expect(connection.config()).toEqual({ amount: '1', theme: { mode: 'dark', accent: '#112233' } })
    expect(posted().map((p) => p.type)).toEqual(['update', 'setRecipient'])
    const completed = vi.fn()
    const off = connection.on('completed', completed)
    off()
    deliver(guest('completed', { requestId: '0x1', txHashes: [] }))
    expect(completed).not.toHaveBeenCalled()
  })

  describe('versions', () => {
    it('a newer widget (a later protocol version) works with this package: it is greeted and its events heard', () => {
      const { connection, deliver, posted } = setup()
      const errors = vi.fn()
      const completed = vi.fn()
      connection.on('error', errors)
      connection.on('completed', completed)
      deliver({ ...guest('ready', { version: 2 }), version: 2 })
      deliver({ ...guest('completed', { requestId: '0x1', txHashes: [] }), version: 2 })
      expect(posted().map((m) => m.type)).toEqual(['init'])
      expect(completed).toHaveBeenCalledWith({ requestId: '0x1', txHashes: [] })
      expect(errors).not.toHaveBeenCalled()
    })

    it('a widget older than this package takes: error protocol-version, saying what to update', () => {
      const { connection, deliver, posted } = setup({ oldestWidgetVersion: 2 })
      const errors = vi.fn()
      connection.on('error', errors)
      deliver(guest('ready', { version: 1 }))
      expect(errors).toHaveBeenCalledWith({
        code: 'protocol-version',
        message: expect.stringContaining(
          "speaks embed protocol 1; this page's ferry-widget needs 2 or newer: update the widget's deployment",
        ),
      })
      expect(posted().map((m) => m.type)).toEqual(['init'])
    })
  })
})
