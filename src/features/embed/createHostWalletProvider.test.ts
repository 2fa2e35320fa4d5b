import { afterEach, describe, expect, it, vi } from 'vitest'
import { type Envelope, envelope, type HostToGuest } from '../../embed-host/protocol'
import type { GuestChannel } from './createGuestChannel'
import { createHostWalletProvider, HostRpcError } from './createHostWalletProvider'

function fakeChannel() {
  const handlers = new Set<(m: Envelope<HostToGuest>) => void>()
  const posted: { type: string; payload: { id: string; method: string; params?: unknown } }[] = []
  const channel: GuestChannel = {
    post: (type, payload) => posted.push({ type, payload: payload as never }),
    subscribe: (h) => {
      handlers.add(h)
      return () => handlers.delete(h)
    },
    hostOrigin: () => 'https://shop.example',
    close: () => {},
  }
  const answer = <K extends keyof HostToGuest>(type: K, payload: HostToGuest[K]) => {
    for (const h of handlers) h(envelope<HostToGuest, K>(type, payload) as Envelope<HostToGuest>)
  }
  return { channel, posted, answer, handlers }
}

afterEach(() => vi.useRealTimers())

describe('host wallet provider', () => {
  it('sends each call to the host and resolves with its answer, matched by id', async () => {
    const { channel, posted, answer } = fakeChannel()
    let n = 0
    const provider = createHostWalletProvider({ channel, newId: () => `id-${n++}` })
    const accounts = provider.request({ method: 'eth_requestAccounts' })
    const chain = provider.request({ method: 'eth_chainId', params: [] })
    expect(posted).toEqual([
      { type: 'rpc.request', payload: { id: 'id-0', method: 'eth_requestAccounts' } },
      { type: 'rpc.request', payload: { id: 'id-1', method: 'eth_chainId', params: [] } },
    ])
    answer('rpc.response', { id: 'id-1', result: '0x7a69' })
    answer('rpc.response', { id: 'unknown', result: 'ignored' })
    answer('rpc.response', { id: 'id-0', result: ['0xabc'] })
    await expect(chain).resolves.toBe('0x7a69')
    await expect(accounts).resolves.toEqual(['0xabc'])
  })

  it("keeps the host wallet's error code, message and data (4001 stays a rejection)", async () => {
    const { channel, answer } = fakeChannel()
    const provider = createHostWalletProvider({ channel, newId: () => 'x' })
    const sent = provider.request({ method: 'eth_sendTransaction', params: [{}] })
    answer('rpc.response', {
      id: 'x',
      error: { code: 4001, message: 'User rejected the request.', data: { reason: 'denied' } },
    })
    const error = await sent.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HostRpcError)
    expect(error).toMatchObject({ code: 4001, message: 'User rejected the request.', data: { reason: 'denied' } })
  })

  it('fails with 4900 when the host does not answer in time: minutes for prompts, seconds for reads', async () => {
    vi.useFakeTimers()
    const { channel } = fakeChannel()
    const provider = createHostWalletProvider({ channel, timeouts: { interactiveMs: 300_000, readMs: 30_000 } })
    const read = provider.request({ method: 'eth_chainId' }).catch((e: unknown) => e)
    const prompt = provider.request({ method: 'eth_sendTransaction', params: [] }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await read).toMatchObject({
      code: 4900,
      message: "The host page's wallet did not answer eth_chainId within 30 s",
    })
    let settled = false
    void prompt.then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(200_000)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(100_000)
    expect(await prompt).toMatchObject({ code: 4900 })
  })

  it('passes the host wallet events to listeners until they leave, and fails pending calls on close', async () => {
    const { channel, answer, handlers } = fakeChannel()
    const provider = createHostWalletProvider({ channel })
    const onAccounts = vi.fn()
    provider.on('accountsChanged', onAccounts)
    answer('wallet.event', { event: 'accountsChanged', data: ['0x1'] })
    answer('wallet.event', { event: 'chainChanged', data: '0x1' })
    provider.removeListener('accountsChanged', onAccounts)
    answer('wallet.event', { event: 'accountsChanged', data: [] })
    expect(onAccounts.mock.calls).toEqual([[['0x1']]])
    const pending = provider.request({ method: 'eth_accounts' }).catch((e: unknown) => e)
    provider.close()
    expect(await pending).toMatchObject({ code: 4900 })
    expect(handlers.size).toBe(0)
  })
})
