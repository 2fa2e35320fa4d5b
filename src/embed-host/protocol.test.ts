import { describe, expect, it } from 'vitest'
import {
  createOriginPin,
  envelope,
  type GuestToHost,
  type HostToGuest,
  parseGuestMessage,
  parseHostMessage,
} from './protocol'

describe('embed protocol', () => {
  it('round-trips typed envelopes and ignores anything else on the channel', () => {
    const m = envelope<GuestToHost, 'status'>('status', { requestId: '0x1', status: 'pending' })
    expect(parseGuestMessage(JSON.parse(JSON.stringify(m)))).toEqual(m)
    for (const junk of [
      null,
      'ready',
      42,
      {},
      { protocol: 'other', version: 1, type: 'ready', payload: {} },
      { protocol: 'ferry-embed', version: 1, type: 'unknown', payload: {} },
      { protocol: 'ferry-embed', version: 1, type: 'ready' },
    ]) {
      expect(parseGuestMessage(junk)).toBeUndefined()
    }
    expect(parseHostMessage(envelope<HostToGuest, 'init'>('init', { config: {} }))).toBeDefined()
    expect(parseHostMessage(m)).toBeUndefined()
  })

  it('pins the configured origin and ignores every other one', () => {
    const pin = createOriginPin('https://host.example/path')
    expect(pin.target()).toBe('https://host.example')
    expect(pin.accept('https://host.example', 'update')).toBe(true)
    expect(pin.accept('https://evil.example', 'init')).toBe(false)
  })

  it('without configuration, pins the origin of the first init and refuses everything before it', () => {
    const pin = createOriginPin()
    expect(pin.target()).toBeUndefined()
    expect(pin.accept('https://host.example', 'update')).toBe(false)
    expect(pin.accept('https://host.example', 'init')).toBe(true)
    expect(pin.target()).toBe('https://host.example')
    expect(pin.accept('https://third.example', 'init')).toBe(false)
  })

  it('never pins an opaque or wildcard origin', () => {
    const pin = createOriginPin('*')
    expect(pin.target()).toBeUndefined()
    expect(pin.accept('null', 'init')).toBe(false)
    expect(pin.accept('file:///x', 'init')).toBe(false)
  })
})
