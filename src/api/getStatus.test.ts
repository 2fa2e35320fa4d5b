import { describe, expect, it } from 'vitest'
import { statusEndpoint, toV3CheckEndpoint } from './getStatus'

describe('toV3CheckEndpoint', () => {
  it('rewrites the legacy unversioned path to v3', () => {
    expect(toV3CheckEndpoint('/intents/status?requestId=0xabc')).toBe('/intents/status/v3?requestId=0xabc')
    expect(toV3CheckEndpoint('intents/status?requestId=0xabc')).toBe('intents/status/v3?requestId=0xabc')
    expect(toV3CheckEndpoint('/intents/status/v2?requestId=0x1')).toBe('/intents/status/v3?requestId=0x1')
  })
  it('leaves v3 paths alone', () => {
    expect(toV3CheckEndpoint('/intents/status/v3?requestId=0xabc')).toBe('/intents/status/v3?requestId=0xabc')
    expect(toV3CheckEndpoint(statusEndpoint('0x12'))).toBe('/intents/status/v3?requestId=0x12')
  })
})
