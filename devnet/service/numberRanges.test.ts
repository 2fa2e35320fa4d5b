import { maxUint256 } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import { errorBodySchema } from '../../src/api/schemas'
import { devnetHarness } from '../testing/devnetHarness'
import { DEVNET_API_KEY, expectInvalid, getWithKey, validQuoteBody } from '../testing/hostileInput'
import { MAX_BPS, MAX_PERMIT_EXPIRY_SECONDS, MAX_TTL_SECONDS } from './quote/checkQuoteNumbers'
import { MAX_TOPUP_USD_MICROS } from './quote/gasTopup'
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

describe('issue 21: every number of a quote within what its field holds', () => {
  const TWO_256 = (2n ** 256n).toString()
  const usdc = { ...valid, originCurrency: 'usdc', destinationCurrency: 'usdc', amount: '5000000' }
  const call = (value: string) => ({ to: valid.user, value, data: '0x' })

  it.each([
    ['amount', { ...valid, amount: TWO_256 }],
    ['txs[0].value', { ...valid, txs: [call(TWO_256)] }],
    ['txs[1].value', { ...valid, txs: [call('0'), call(TWO_256)] }],
    ['appFees[0].fee', { ...valid, appFees: [{ recipient: valid.user, fee: TWO_256 }] }],
    [
      'appFees[1].fee',
      {
        ...valid,
        appFees: [
          { recipient: valid.user, fee: '0' },
          { recipient: valid.user, fee: '10001' },
        ],
      },
    ],
    ['topupGasAmount', { ...usdc, topupGasAmount: TWO_256 }],
    ['maxSubsidizationAmount', { ...valid, subsidizeFees: true, maxSubsidizationAmount: TWO_256 }],
    ['permitExpiry', { ...usdc, usePermit: true, permitExpiry: MAX_PERMIT_EXPIRY_SECONDS + 1 }],
    ['permitExpiry', { ...usdc, usePermit: true, permitExpiry: Number.MAX_SAFE_INTEGER }],
    ['ttl', { ...valid, ttl: MAX_TTL_SECONDS + 1 }],
    ['ttl', { ...valid, ttl: Number.MAX_SAFE_INTEGER }],
  ])('POST /quote/v2 refuses %s out of range', async (name, body) => {
    expectInvalid(await h.quote(body), name)
  })

  it('refuses a slippageTolerance of 2^256 with its own code, naming it', async () => {
    const answer = await h.quote({ ...valid, slippageTolerance: TWO_256 })
    expect(answer.status).toBe(400)
    const body = errorBodySchema.parse(answer.body)
    expect(body.errorCode).toBe('INVALID_SLIPPAGE_TOLERANCE')
    expect(body.message).toContain('slippageTolerance')
  })

  it('POST /price refuses them too', async () => {
    expectInvalid(await h.request('/price', post({ ...valid, txs: [call(TWO_256)] })), 'txs[0].value')
  })

  it('still takes each at its largest', async () => {
    const largest: Record<string, unknown>[] = [
      { ...valid, ttl: MAX_TTL_SECONDS, slippageTolerance: MAX_BPS.toString() },
      { ...usdc, usePermit: true, permitExpiry: MAX_PERMIT_EXPIRY_SECONDS },
      { ...valid, subsidizeFees: true, maxSubsidizationAmount: maxUint256.toString() },
      { ...usdc, amount: '200000000', topupGas: true, topupGasAmount: MAX_TOPUP_USD_MICROS.toString() },
    ]
    for (const body of largest) {
      const answer = await h.quote(body)
      expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(200)
    }
    // A call value of 2^256 - 1 fits the fill's encoding: the quote's own rules refuse it, not a 500.
    const answer = await h.quote({ ...valid, txs: [call(maxUint256.toString())] })
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400)
  })
})

const post = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})
