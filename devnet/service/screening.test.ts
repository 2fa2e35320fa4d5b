import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { errorBodySchema, sanctionedResponseSchema, walletsScreenResponseSchema } from '../../src/api/schemas'
import { devnetHarness, type HttpAnswer } from '../testing/devnetHarness'
import { transferKit } from '../testing/transferKit'
import { MAX_SCREENED_WALLETS } from './screeningRoutes'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const apiKey = h.manifest.apiKeys[0]!
const flagged = privateKeyToAddress(generatePrivateKey())
const clear = privateKeyToAddress(generatePrivateKey())

function expectError(answer: HttpAnswer, status: number, errorCode: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  const body = errorBodySchema.parse(answer.body)
  expect(body.errorCode).toBe(errorCode)
  expect(body.message?.length).toBeGreaterThan(0)
}

const screen = (body: unknown, key: string | null = apiKey) =>
  h.request('/wallets/screen', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(key === null ? {} : { 'x-api-key': key }) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

describe('screening', () => {
  afterAll(async () => {
    await kit.admin('/devnet/screening', { addresses: [] }, 'PUT')
  })

  it('flags exactly the addresses the admin list names, in any casing, on both endpoints', async () => {
    const set = await kit.admin<{ addresses: string[] }>('/devnet/screening', { addresses: [flagged] }, 'PUT')
    expect(set.addresses).toEqual([flagged.toLowerCase()])
    expect(await kit.admin('/devnet/screening', undefined, 'GET')).toEqual(set)

    const sanctioned = async (address: string) => {
      const answer = await h.request(`/sanctioned/${address}`)
      expect(answer.status).toBe(200)
      return sanctionedResponseSchema.parse(answer.body).sanctioned
    }
    expect(await sanctioned(flagged)).toBe(true)
    expect(await sanctioned(flagged.toLowerCase())).toBe(true)
    expect(await sanctioned(clear)).toBe(false)

    const answer = await screen({ wallets: [{ address: flagged, chainId: '31338' }, { address: clear }] })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(walletsScreenResponseSchema.parse(answer.body).wallets).toEqual([
      { address: flagged, chainId: '31338', isBlocked: true },
      { address: clear, isBlocked: false },
    ])

    await kit.admin('/devnet/screening', { addresses: [] }, 'PUT')
    expect(await sanctioned(flagged)).toBe(false)
  })

  it('answers bad input with 400 { message, errorCode }, and /wallets/screen without a known key with 401', async () => {
    expectError(await h.request('/sanctioned/vitalik.eth'), 400, 'INVALID_INPUT')
    expectError(await h.request('/sanctioned/0x1234'), 400, 'INVALID_INPUT')
    expectError(await screen({ wallets: [{ address: clear }] }, null), 401, 'UNAUTHORIZED')
    expectError(await screen({ wallets: [{ address: clear }] }, 'not-a-key'), 401, 'UNAUTHORIZED')
    expectError(await screen('{"wallets":'), 400, 'INVALID_INPUT')
    expectError(await screen({}), 400, 'INVALID_INPUT')
    expectError(await screen({ wallets: [] }), 400, 'INVALID_INPUT')
    expectError(await screen({ wallets: [{ address: '0x12' }] }), 400, 'INVALID_INPUT')
    expectError(await screen({ wallets: [{ address: clear, chainId: 31338 }] }), 400, 'INVALID_INPUT')
    const many = Array.from({ length: MAX_SCREENED_WALLETS + 1 }, () => ({ address: clear }))
    expectError(await screen({ wallets: many }), 400, 'INVALID_INPUT')

    expectError(await kit.call('/devnet/screening', { addresses: ['0x12'] }, 'PUT'), 400, 'INVALID_INPUT')
    expectError(await kit.call('/devnet/screening', {}, 'PUT'), 400, 'INVALID_INPUT')
    expectError(await kit.call('/devnet/screening', { addresses: [], extra: 1 }, 'PUT'), 400, 'INVALID_INPUT')
    // The list is the admin API's: a web page may not set it.
    const fromPage = await h.request('/devnet/screening', {
      method: 'PUT',
      headers: { origin: 'http://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ addresses: [clear] }),
    })
    expectError(fromPage, 403, 'FORBIDDEN')
  })
})
