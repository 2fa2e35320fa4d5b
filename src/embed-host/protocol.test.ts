import { describe, expect, it } from 'vitest'
import {
  createOriginPin,
  envelope,
  FERRY_EVENTS,
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
      // Names every object has are not message types.
      { protocol: 'ferry-embed', version: 1, type: 'constructor', payload: {} },
      { protocol: 'ferry-embed', version: 1, type: '__proto__', payload: {} },
      { protocol: 'ferry-embed', version: 1, type: 'toString', payload: {} },
    ]) {
      expect(parseGuestMessage(junk)).toBeUndefined()
    }
    expect(parseHostMessage(envelope<HostToGuest, 'init'>('init', { config: {} }))).toBeDefined()
    expect(parseHostMessage(m)).toBeUndefined()
  })

  it("lists every event a host hears: the widget's messages but the wallet bridge's, and the script's timeout", () => {
    expect([...FERRY_EVENTS].sort()).toEqual(
      [
        'completed',
        'error',
        'execution.started',
        'failed',
        'quote',
        'ready',
        'refunded',
        'resize',
        'status',
        'timeout',
      ].sort(),
    )
    // Each of them but the script's own is a message the host accepts from the widget.
    for (const type of FERRY_EVENTS.filter((name) => name !== 'timeout'))
      expect(parseGuestMessage({ protocol: 'ferry-embed', version: 1, type, payload: {} })).toBeDefined()
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
