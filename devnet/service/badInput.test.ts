import { describe, expect, inject, it } from 'vitest'
import { errorBodySchema } from '../../src/api/schemas'
import { devnetHarness, type HttpAnswer } from '../testing/devnetHarness'
import { validQuoteBody } from '../testing/hostileInput'

const h = devnetHarness(inject('manifest'))
const ZERO = '0x0000000000000000000000000000000000000000'
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const valid = validQuoteBody(h)
const without = (key: keyof typeof valid) => Object.fromEntries(Object.entries(valid).filter(([k]) => k !== key))

function expectError(answer: HttpAnswer, status: number, errorCode: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  const body = errorBodySchema.parse(answer.body)
  expect(body.errorCode).toBe(errorCode)
  expect(body.message?.length).toBeGreaterThan(0)
}

describe('POST /quote/v2 rejects bad input with a JSON error, never a 500', () => {
  const cases: [string, unknown, string][] = [
    ['missing user', without('user'), 'INVALID_INPUT'],
    ['missing amount', without('amount'), 'INVALID_INPUT'],
    ['missing tradeType', without('tradeType'), 'INVALID_INPUT'],
    ['missing originCurrency', without('originCurrency'), 'INVALID_INPUT'],
    ['zero amount', { ...valid, amount: '0' }, 'INVALID_INPUT'],
    ['decimal amount', { ...valid, amount: '1.5' }, 'INVALID_INPUT'],
    ['negative amount', { ...valid, amount: '-1' }, 'INVALID_INPUT'],
    ['non-numeric amount', { ...valid, amount: 'abc' }, 'INVALID_INPUT'],
    ['empty amount', { ...valid, amount: '' }, 'INVALID_INPUT'],
    ['numeric (not string) amount', { ...valid, amount: 1000 }, 'INVALID_INPUT'],
    ['amount beyond uint256', { ...valid, amount: (2n ** 256n).toString() }, 'INVALID_INPUT'],
    ['malformed user', { ...valid, user: '0x1234' }, 'INVALID_INPUT'],
    ['malformed recipient', { ...valid, recipient: 'vitalik.eth' }, 'INVALID_INPUT'],
    ['chain id as a string', { ...valid, originChainId: String(A) }, 'INVALID_INPUT'],
    ['unknown trade type', { ...valid, tradeType: 'EXACT_VIBES' }, 'INVALID_INPUT'],
    ['unknown origin chain', { ...valid, originChainId: 1 }, 'UNSUPPORTED_CHAIN'],
    ['unknown destination chain', { ...valid, destinationChainId: 999_999 }, 'UNSUPPORTED_CHAIN'],
    ['unknown currency symbol', { ...valid, originCurrency: 'doge' }, 'UNSUPPORTED_CURRENCY'],
    [
      'unknown currency address',
      { ...valid, destinationCurrency: '0x1111111111111111111111111111111111111111' },
      'UNSUPPORTED_CURRENCY',
    ],
    ['malformed currency address', { ...valid, originCurrency: '0xabc' }, 'INVALID_INPUT'],
    ['same origin and destination chain', { ...valid, destinationChainId: A }, 'UNSUPPORTED_ROUTE'],
    [
      'same currency, same chain, same recipient (nothing to do)',
      { ...valid, originCurrency: 'usdc', destinationCurrency: 'usdc', destinationChainId: A },
      'UNSUPPORTED_ROUTE',
    ],
    [
      'a swap beyond the pool',
      { ...valid, destinationCurrency: 'usdc', amount: (100_000n * 10n ** 18n).toString() },
      'INSUFFICIENT_LIQUIDITY',
    ],
    [
      'an exact output the pool cannot pay',
      {
        ...valid,
        originCurrency: 'usdc',
        destinationCurrency: 'weth',
        tradeType: 'EXACT_OUTPUT',
        amount: (20_000n * 10n ** 18n).toString(),
      },
      'INSUFFICIENT_LIQUIDITY',
    ],
    [
      'a bridge above the solver inventory',
      {
        ...valid,
        originCurrency: 'usdc',
        destinationCurrency: 'usdc',
        tradeType: 'EXACT_OUTPUT',
        amount: (50_000_000n * 10n ** 6n).toString(),
      },
      'INSUFFICIENT_LIQUIDITY',
    ],
    [
      'app fees of 100%',
      {
        ...valid,
        appFees: [
          { recipient: valid.user, fee: '6000' },
          { recipient: valid.user, fee: '4000' },
        ],
      },
      'INVALID_INPUT',
    ],
    ['malformed app fee recipient', { ...valid, appFees: [{ recipient: '0x12', fee: '10' }] }, 'INVALID_INPUT'],
    ['malformed calldata', { ...valid, txs: [{ to: valid.user, value: '0', data: '0xabc' }] }, 'INVALID_INPUT'],
    ['calldata without 0x', { ...valid, txs: [{ to: valid.user, value: '0', data: 'deadbeef' }] }, 'INVALID_INPUT'],
    ['malformed call target', { ...valid, txs: [{ to: '0x1234', value: '0', data: '0x' }] }, 'INVALID_INPUT'],
    ['call to the zero address', { ...valid, txs: [{ to: ZERO, value: '0', data: '0x' }] }, 'INVALID_INPUT'],
    ['call value not an integer', { ...valid, txs: [{ to: valid.user, value: '0.5', data: '0x' }] }, 'INVALID_INPUT'],
    [
      'calls with EXPECTED_OUTPUT',
      { ...valid, tradeType: 'EXPECTED_OUTPUT', txs: [{ to: valid.user, value: '0', data: '0x' }] },
      'INVALID_INPUT',
    ],
    [
      'EXACT_OUTPUT call: amount is not the sum of txs values',
      { ...valid, tradeType: 'EXACT_OUTPUT', txs: [{ to: valid.user, value: '999', data: '0x' }] },
      'INVALID_INPUT',
    ],
    [
      'EXACT_INPUT call sending more ETH than it delivers',
      { ...valid, txs: [{ to: valid.user, value: valid.amount, data: '0x' }] },
      'INVALID_INPUT',
    ],
    [
      'token call carrying native value',
      {
        ...valid,
        originCurrency: 'usdc',
        destinationCurrency: 'usdc',
        amount: '5000000',
        txs: [{ to: valid.user, value: '1', data: '0x' }],
      },
      'INVALID_INPUT',
    ],
    [
      "call spending someone else's allowance",
      {
        ...valid,
        txs: [
          {
            to: h.currency(B, 'USDC'),
            value: '0',
            data: `0x23b872dd${'0'.repeat(24)}${h.manifest.solver.address.slice(2).toLowerCase()}${'0'.repeat(24)}${valid.user.slice(2).toLowerCase()}${'0'.repeat(63)}1`,
          },
        ],
      },
      'INVALID_INPUT',
    ],
    [
      'more than 16 calls',
      { ...valid, txs: Array.from({ length: 17 }, () => ({ to: valid.user, value: '0', data: '0x' })) },
      'INVALID_INPUT',
    ],
    ['txs not an array', { ...valid, txs: { to: valid.user } }, 'INVALID_INPUT'],
    ['slippage over 100%', { ...valid, slippageTolerance: '20000' }, 'INVALID_SLIPPAGE_TOLERANCE'],
    ['a JSON array', [valid], 'INVALID_INPUT'],
    ['JSON null', null, 'INVALID_INPUT'],
  ]
  it.each(cases)('%s', async (_name, body, errorCode) => {
    expectError(await h.quote(body), 400, errorCode)
  })

  it.each([
    ['invalid JSON', '{"user": '],
    ['an empty body', ''],
    ['plain text', 'hello'],
  ])('%s', async (_name, text) => {
    expectError(await h.quote(text), 400, 'INVALID_INPUT')
  })
})

describe('GET /intents/status/v3', () => {
  it('needs a requestId', async () => {
    expectError(await h.request('/intents/status/v3'), 400, 'INVALID_INPUT')
    expectError(await h.request('/intents/status/v3?requestId='), 400, 'INVALID_INPUT')
  })

  it('rejects a malformed requestId', async () => {
    expectError(await h.request('/intents/status/v3?requestId=0x1234'), 400, 'INVALID_INPUT')
    expectError(await h.request('/intents/status?requestId=nope'), 400, 'INVALID_INPUT')
  })

  it('answers 404 REQUEST_NOT_FOUND for an unknown request, on both paths', async () => {
    const id = `0x${'ab'.repeat(32)}`
    expectError(await h.request(`/intents/status/v3?requestId=${id}`), 404, 'REQUEST_NOT_FOUND')
    expectError(await h.request(`/intents/status?requestId=${id}`), 404, 'REQUEST_NOT_FOUND')
  })
})

describe('other routes', () => {
  it('answers unknown routes with a JSON 404', async () => {
    expectError(await h.request('/nope'), 404, 'NOT_FOUND')
    expectError(await h.request('/quote/v2'), 404, 'NOT_FOUND')
  })

  it('serves the manifest and open CORS', async () => {
    const response = await fetch(`${h.manifest.serviceUrl}/devnet/manifest`, {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    // Everything but the API keys, which are webhook secrets (issue #15, finding 3): manifest.json keeps them.
    const { apiKeys: _secret, ...served } = h.manifest
    expect(await response.json()).toEqual(served)
    const preflight = await fetch(`${h.manifest.serviceUrl}/quote/v2`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-api-key',
      },
    })
    expect(preflight.status).toBeLessThan(300)
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-api-key/)
  })
})

describe('POST /quote/v2 never answers 500, whatever the mix of fields', () => {
  it('a seeded sweep of odd but well-formed requests answers 200 or a 4xx JSON error', async () => {
    let seed = 12345
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed / 2 ** 31
    }
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!
    const chains = [...h.manifest.chains.map((c) => c.id), 1, 0]
    const currencies = [
      'eth',
      'WETH',
      'usdc',
      ZERO,
      h.currency(A, 'USDC'),
      h.currency(B, 'WETH'),
      'dai',
      '0x1111111111111111111111111111111111111111',
    ]
    const amounts = [
      '1',
      '999',
      '1000000',
      '1000000000000000000',
      (10n ** 30n).toString(),
      (2n ** 256n - 1n).toString(),
    ]
    const user = valid.user
    const callTargets = [user, h.contracts(B).vault!, h.contracts(B).router!, h.contracts(B).depository!, ZERO]
    const seen = new Map<string, number>()
    for (let i = 0; i < 120; i++) {
      const body: Record<string, unknown> = {
        user,
        originChainId: pick(chains),
        destinationChainId: pick(chains),
        originCurrency: pick(currencies),
        destinationCurrency: pick(currencies),
        amount: pick(amounts),
        tradeType: pick(['EXACT_INPUT', 'EXPECTED_OUTPUT', 'EXACT_OUTPUT']),
      }
      if (random() < 0.3)
        body.recipient = pick([user, h.contracts(A).vault!, '0x000000000000000000000000000000000000dEaD'])
      if (random() < 0.2) body.slippageTolerance = pick(['0', '50', '10000', '99999'])
      if (random() < 0.2) body.appFees = [{ recipient: user, fee: pick(['0', '1', '500', '9999']) }]
      if (random() < 0.3)
        body.txs = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          to: pick(callTargets),
          value: pick(['0', '1', body.amount as string]),
          data: pick(['0x', '0x12345678', '0xdeadbeef00']),
        }))
      const answer = await h.quote(body)
      expect(answer.status, `${JSON.stringify(body)} -> ${JSON.stringify(answer.body)}`).toBeLessThan(500)
      const code = answer.status === 200 ? '200' : errorBodySchema.parse(answer.body).errorCode!
      seen.set(code, (seen.get(code) ?? 0) + 1)
    }
    // The sweep reaches both quotes and several kinds of refusal.
    expect(seen.get('200')).toBeGreaterThan(0)
    expect(seen.size).toBeGreaterThan(3)
  })
})
