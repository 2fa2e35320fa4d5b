import { describe, expect, it } from 'vitest'
import { siteProxyUrl } from './siteProxyUrl'

describe('siteProxyUrl', () => {
  it('puts the path under the proxy', () => {
    expect(siteProxyUrl('local', '/api')).toBe('/api/local')
    expect(siteProxyUrl('events', 'https://site.example/api')).toBe('https://site.example/api/events')
  })

  it('is the proxy itself without a path', () => {
    expect(siteProxyUrl(undefined, '/api')).toBe('/api')
  })

  it('is nothing in a static build (an empty proxy URL), whatever the path', () => {
    expect(siteProxyUrl('local', '')).toBeUndefined()
    expect(siteProxyUrl('events', '')).toBeUndefined()
    expect(siteProxyUrl(undefined, '')).toBeUndefined()
  })

  it('defaults to the build’s proxy (/api unless configured)', () => {
    expect(siteProxyUrl('mainnet')).toBe('/api/mainnet')
  })
})
