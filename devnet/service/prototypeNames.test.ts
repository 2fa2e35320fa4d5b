import { describe, expect, inject, it } from 'vitest'
import { devnetHarness } from '../testing/devnetHarness'
import { DEVNET_API_KEY, expectInvalid, getWithKey } from '../testing/hostileInput'

// Issue #15, finding 8: hostile input is a named 400, never a 500 or a stored value that breaks later.
const h = devnetHarness(inject('manifest'))
const _API_KEY = DEVNET_API_KEY

const get = (path: string) => getWithKey(h, path)

describe('finding 8: parameter names from Object.prototype are unknown names', () => {
  const names = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__']
  it.each(names)('GET /requests/v3?%s=x is ignored like any unknown parameter', async (name) => {
    const answer = await get(`/requests/v3?${name}=x`)
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
  })
  it.each(names)('"%s" inside filters is refused like any unknown filter field', async (name) => {
    expectInvalid(await get(`/requests/v3?filters=${encodeURIComponent(`[{"${name}":"x"}]`)}`), name)
    expectInvalid(await get(`/requests/v3?filters=${encodeURIComponent(`[{"not:${name}":"x"}]`)}`), `not:${name}`)
  })
})
