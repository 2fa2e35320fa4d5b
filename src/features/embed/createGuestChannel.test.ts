import { describe, expect, it, vi } from 'vitest'
import { envelope, type HostToGuest } from '../../embed-host/protocol'
import { createGuestChannel, type GuestWindow } from './createGuestChannel'

/** A window whose parent records what is posted to it, and which delivers messages as a browser would. */
function fakeWindow() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const parent = { postMessage: vi.fn() }
  const win: GuestWindow = {
    parent,
    addEventListener: (_type, listener) => listeners.add(listener),
    removeEventListener: (_type, listener) => listeners.delete(listener),
  }
  const deliver = (data: unknown, origin: string, source: unknown = parent) => {
    for (const listener of listeners) listener({ data, origin, source } as MessageEvent)
  }
  return { win, parent, deliver, listeners }
}

const init = envelope<HostToGuest, 'init'>('init', { config: { amount: '1' } })

describe('guest channel', () => {
  it('with a configured origin, posts to it at once and hands on only its messages from the parent window', () => {
    const { win, parent, deliver } = fakeWindow()
    const channel = createGuestChannel({ window: win, parentOrigin: 'https://shop.example' })
    const seen = vi.fn()
    channel.subscribe(seen)
    channel.post('ready', { version: 1 })
    expect(parent.postMessage).toHaveBeenCalledWith(
      { protocol: 'ferry-embed', version: 1, type: 'ready', payload: { version: 1 } },
      'https://shop.example',
    )

    deliver(init, 'https://evil.example')
    deliver(init, 'https://shop.example', { postMessage() {} }) // right origin, another window
    deliver({ type: 'init' }, 'https://shop.example')
    expect(seen).not.toHaveBeenCalled()
    deliver(init, 'https://shop.example')
    expect(seen).toHaveBeenCalledWith(init)
  })

  it('without one, holds its posts until the first init pins the origin, then ignores every other origin', () => {
    const { win, parent, deliver } = fakeWindow()
    const channel = createGuestChannel({ window: win })
    channel.post('resize', { height: 400 })
    expect(parent.postMessage).not.toHaveBeenCalled()
    const seen = vi.fn()
    channel.subscribe(seen)
    deliver(envelope<HostToGuest, 'update'>('update', { config: {} }), 'https://shop.example')
    expect(seen).not.toHaveBeenCalled()
    deliver(init, 'https://shop.example')
    expect(channel.hostOrigin()).toBe('https://shop.example')
    expect(parent.postMessage).toHaveBeenCalledWith(expect.objectContaining({ type: 'resize' }), 'https://shop.example')
    deliver(envelope<HostToGuest, 'setRecipient'>('setRecipient', { address: '0x1' }), 'https://third.example')
    expect(seen).toHaveBeenCalledTimes(1)
    expect(parent.postMessage.mock.calls.every(([, target]) => target !== '*')).toBe(true)
  })

  it('stops listening when closed', () => {
    const { win, listeners } = fakeWindow()
    createGuestChannel({ window: win }).close()
    expect(listeners.size).toBe(0)
  })

  describe('versions', () => {
    const SHOP = 'https://shop.example'
    it('a newer page (a later protocol version) works: its messages are handed on, nothing is said', () => {
      const { win, parent, deliver } = fakeWindow()
      const channel = createGuestChannel({ window: win, parentOrigin: SHOP })
      const seen = vi.fn()
      channel.subscribe(seen)
      const newer = { ...init, version: 2 }
      deliver(newer, SHOP)
      expect(seen).toHaveBeenCalledWith(newer)
      expect(parent.postMessage).not.toHaveBeenCalled()
    })
  })
})
