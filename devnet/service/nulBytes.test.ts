import { describe, expect, inject, it } from 'vitest'
import { errorBodySchema } from '../../src/api/schemas'
import { devnetHarness, type HttpAnswer } from '../testing/devnetHarness'

// Issue #15, finding 9: hostile input is a named 400, never a 500 or a stored value that breaks later.
const h = devnetHarness(inject('manifest'))
const API_KEY = 'ferry-devnet-key'

function expectInvalid(answer: HttpAnswer, naming: string) {
  expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400)
  const body = errorBodySchema.parse(answer.body)
  expect(body.errorCode).toBe('INVALID_INPUT')
  expect(body.message).toContain(naming)
}
/** GET with the devnet's API key (the listing needs one). */
const get = (path: string) => h.request(path, { headers: { 'x-api-key': API_KEY } })

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
