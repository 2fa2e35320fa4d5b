import { describe, expect, inject, it } from 'vitest'
import { devnetHarness } from '../testing/devnetHarness'
import { DEVNET_API_KEY, expectInvalid, getWithKey, validQuoteBody } from '../testing/hostileInput'
import { MAX_BLOCK_NUMBER, MAX_TIMESTAMP_SECONDS } from './requests/parseRequestsQuery'

// Issue #15, finding 10: hostile input is a named 400, never a 500 or a stored value that breaks later.
const h = devnetHarness(inject('manifest'))
const API_KEY = DEVNET_API_KEY
const [A, _B] = h.manifest.chains.map((c) => c.id) as [number, number]
const valid = validQuoteBody(h)

const get = (path: string) => getWithKey(h, path)
const continuationOf = (value: string) =>
  Buffer.from(JSON.stringify([1, 'createdAt', 'desc', value, `0x${'ab'.repeat(32)}`])).toString('base64url')

describe('finding 10: numbers past what the store holds', () => {
  it.each([
    ['startTimestamp', '/requests/v3?startTimestamp=1e20'],
    ['endTimestamp', '/requests/v3?endTimestamp=99999999999999999999'],
    ['startBlock', '/requests/v3?startBlock=1e20'],
    ['endBlock', '/requests/v3?endBlock=99999999999999999999'],
    ['continuation', `/requests/v3?continuation=${continuationOf((2n ** 63n).toString())}`],
    ['after', `/devnet/webhooks/${API_KEY}/deliveries?after=1e20`],
    ['limit', `/devnet/webhooks/${API_KEY}/deliveries?limit=1e20`],
  ])('refuses %s out of range', async (name, path) => {
    expectInvalid(await get(path), name)
  })

  it('still takes the largest timestamp and block the store holds', async () => {
    const answer = await get(
      `/requests/v3?startTimestamp=0&endTimestamp=${MAX_TIMESTAMP_SECONDS}&endBlock=${MAX_BLOCK_NUMBER}`,
    )
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
  })

  it.each(['ethBalance', 'usdc', 'weth'])('POST /devnet/faucet refuses %s of 2^256', async (field) => {
    const answer = await h.request('/devnet/faucet', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ address: valid.user, chainId: A, [field]: (2n ** 256n).toString() }),
    })
    expectInvalid(answer, field)
  })
})
