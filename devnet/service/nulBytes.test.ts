import { describe, inject, it } from 'vitest'
import { devnetHarness } from '../testing/devnetHarness'
import { DEVNET_API_KEY, expectInvalid, getWithKey } from '../testing/hostileInput'

// Issue #15, finding 9: hostile input is a named 400, never a 500 or a stored value that breaks later.
const h = devnetHarness(inject('manifest'))
const API_KEY = DEVNET_API_KEY

const get = (path: string) => getWithKey(h, path)

describe('finding 9: NUL bytes in text parameters', () => {
  it.each([
    ['user', '/requests/v3?user=%00'],
    ['term', '/requests/v3?term=a%00b'],
    ['apiKey', '/requests/v3?apiKey=a%00b'],
    ['filters[0].user', `/requests/v3?filters=${encodeURIComponent('[{"user":"a\\u0000b"}]')}`],
    ['requestId', `/devnet/webhooks/${API_KEY}/deliveries?requestId=%00`],
  ])('refuses a NUL in %s', async (name, path) => {
    expectInvalid(await get(path), name)
  })
})
