import { describe, expect, it } from 'vitest'
import { reachesSiteServer } from './reachesSiteServer'

const ORIGIN = 'https://ferry.example'

describe('reachesSiteServer (the keyed screening goes only through the site server)', () => {
  it('is true where the widget reaches the service through the build’s proxy for the network', () => {
    expect(reachesSiteServer({ id: 'mainnet', apiUrl: '/api/mainnet' }, '/api', ORIGIN)).toBe(true)
    // An embed told the same proxy by its full address (and a trailing slash).
    expect(reachesSiteServer({ id: 'mainnet', apiUrl: 'https://ferry.example/api/mainnet/' }, '/api', ORIGIN)).toBe(
      true,
    )
  })

  it('is false in a static build: no proxy, the service itself', () => {
    expect(reachesSiteServer({ id: 'testnet', apiUrl: 'https://api.testnets.relay.link' }, '', ORIGIN)).toBe(false)
  })

  it('is false for an embed whose apiUrl is elsewhere than the proxy (no key Ferry knows of there)', () => {
    // The service at another spelling of its address, or any other host: the old rule (apiUrl differs from the
    // network's service URL) took these for the site server and asked the keyed endpoint without a key.
    expect(reachesSiteServer({ id: 'mainnet', apiUrl: 'https://relay-mirror.example' }, '/api', ORIGIN)).toBe(false)
    expect(reachesSiteServer({ id: 'mainnet', apiUrl: 'https://api.relay.link/v1' }, '/api', ORIGIN)).toBe(false)
    // Another network's proxy is not this network's.
    expect(reachesSiteServer({ id: 'mainnet', apiUrl: '/api/testnet' }, '/api', ORIGIN)).toBe(false)
  })

  it('reads the build’s proxy by default (/api unless configured)', () => {
    expect(reachesSiteServer({ id: 'local', apiUrl: '/api/local' })).toBe(true)
  })
})
