import { afterEach, describe, expect, inject, it } from 'vitest'
import { chainLiquidityResponseSchema, errorBodySchema, routeConfigResponseSchema } from '../../src/api/schemas'
import { devnetHarness, type HttpAnswer } from '../testing/devnetHarness'
import { transferKit } from '../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [a, b] = h.manifest.chains
const usdcOf = (chain: typeof a) => chain!.currencies.find((c) => c.symbol === 'USDC')!
const config = (query: Record<string, string>) => h.request(`/config/v2?${new URLSearchParams(query)}`)

function expectError(answer: HttpAnswer, status: number, errorCode: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(errorBodySchema.parse(answer.body).errorCode).toBe(errorCode)
}

describe('capacity: GET /config/v2 and GET /chains/liquidity', () => {
  afterEach(async () => {
    await kit.admin('/devnet/solver', { capacityUsd: '2000000', closedRoutes: [] })
  })

  it('config/v2: the solver capacity is the least of its balance and its USD capacity; the user max the least of theirs and it', async () => {
    const user = await kit.wallet({ usdc: 5_000_000_000n, chainId: a!.id })
    const route = { originChainId: String(a!.id), destinationChainId: String(b!.id), currency: 'usdc' }
    const open = routeConfigResponseSchema.parse((await config({ ...route, user: user.address })).body)
    expect(open.enabled).toBe(true)
    // USDC at $1: the default capacity ($2M) is above what the solver holds, so its balance bounds it.
    const liquidity = chainLiquidityResponseSchema.parse((await h.request(`/chains/liquidity?chainId=${b!.id}`)).body)
    const held = liquidity.liquidity.find((x) => x.address.toLowerCase() === usdcOf(b).address.toLowerCase())
    expect(held?.balance).toBeGreaterThan(0n)
    expect(open.solver?.capacityPerRequest).toBe(
      held!.balance < 2_000_000_000_000n ? held!.balance : 2_000_000_000_000n,
    )
    expect(open.user?.maxBridgeAmount).toBe(5_000_000_000n)

    await kit.admin('/devnet/solver', { capacityUsd: '1234.5' })
    const capped = routeConfigResponseSchema.parse((await config({ ...route, user: user.address })).body)
    expect(capped.solver?.capacityPerRequest).toBe(1_234_500_000n)
    expect(capped.user?.maxBridgeAmount).toBe(1_234_500_000n)
    // A quote just above it is refused, one at it is not: the config says what a quote checks.
    const body = { user: user.address, originChainId: a!.id, destinationChainId: b!.id, tradeType: 'EXACT_INPUT' }
    const currencies = { originCurrency: usdcOf(a).address, destinationCurrency: usdcOf(b).address }
    expect((await h.quote({ ...body, ...currencies, amount: '1234500000' })).status).toBe(200)
    expectError(await h.quote({ ...body, ...currencies, amount: '1234600000' }), 400, 'INSUFFICIENT_LIQUIDITY')
  })

  it('a route the admin closes is enabled: false, and its quote is refused before any pricing', async () => {
    const route = { originChainId: String(a!.id), destinationChainId: String(b!.id) }
    await kit.admin('/devnet/solver', { closedRoutes: [{ originChainId: a!.id, destinationChainId: b!.id }] })
    expect(routeConfigResponseSchema.parse((await config(route)).body).enabled).toBe(false)
    // The other way is still open.
    const back = { originChainId: route.destinationChainId, destinationChainId: route.originChainId }
    expect(routeConfigResponseSchema.parse((await config(back)).body).enabled).toBe(true)
    const user = await kit.wallet({ chainId: a!.id })
    const eth = '0x0000000000000000000000000000000000000000'
    const quote = { user: user.address, originChainId: a!.id, destinationChainId: b!.id, tradeType: 'EXACT_INPUT' }
    expectError(
      await h.quote({ ...quote, originCurrency: eth, destinationCurrency: eth, amount: '1000000000000000' }),
      400,
      'UNSUPPORTED_ROUTE',
    )
  })

  it('a chain listed but not run is enabled: false with no liquidity; bad queries are named 400s', async () => {
    const maintenance = '31340'
    const listed = await config({ originChainId: String(a!.id), destinationChainId: maintenance })
    expect(routeConfigResponseSchema.parse(listed.body).enabled).toBe(false)
    expect((await h.request(`/chains/liquidity?chainId=${maintenance}`)).body).toEqual({ liquidity: [] })
    expectError(await config({ originChainId: String(a!.id) }), 400, 'INVALID_INPUT')
    expectError(await config({ originChainId: '1', destinationChainId: String(b!.id) }), 400, 'UNSUPPORTED_CHAIN')
    expectError(
      await config({ ...{ originChainId: String(a!.id), destinationChainId: String(b!.id) }, user: 'x' }),
      400,
      'INVALID_INPUT',
    )
    expectError(await h.request('/chains/liquidity?chainId=abc'), 400, 'INVALID_INPUT')
    expectError(await h.request('/chains/liquidity?chainId=1'), 400, 'UNSUPPORTED_CHAIN')
  })

  it('chains/liquidity lists every devnet currency of the chain in the described shape, moving with the solver', async () => {
    const answer = await h.request(`/chains/liquidity?chainId=${a!.id}`)
    expect(answer.status).toBe(200)
    const entries = (answer.body as { liquidity: Record<string, unknown>[] }).liquidity
    expect(entries.map((e) => e.symbol)).toEqual(expect.arrayContaining(['ETH', 'USDC', 'WETH']))
    for (const e of entries) {
      expect(e).toEqual({
        chainId: a!.id,
        currencyId: expect.any(String),
        symbol: expect.any(String),
        address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/),
        decimals: expect.any(Number),
        balance: expect.stringMatching(/^\d+$/),
        amountUsd: expect.stringMatching(/^\d+\.\d\d$/),
      })
    }
  })
})

describe('GET /chains/health', () => {
  afterEach(async () => {
    await kit.admin('/devnet/solver', { unhealthyChains: [] })
  })

  it('a running chain is healthy until the admin calls it lagging; a listed-only one is not; bad ids are 400s', async () => {
    const health = async (query: string) => (await h.request(`/chains/health${query}`)).body
    expect(await health(`?chainId=${a!.id}`)).toEqual({ healthy: true })
    expect(await health('')).toEqual({ healthy: true })
    await kit.admin('/devnet/solver', { unhealthyChains: [b!.id] })
    expect(await health(`?chainId=${b!.id}`)).toEqual({ healthy: false })
    expect(await health(`?chainId=${a!.id}`)).toEqual({ healthy: true })
    expect(await health('')).toEqual({ healthy: false })
    expect(await health('?chainId=31340')).toEqual({ healthy: false })
    expectError(await h.request('/chains/health?chainId=x'), 400, 'INVALID_INPUT')
    expectError(await h.request('/chains/health?chainId=1'), 400, 'UNSUPPORTED_CHAIN')
  })
})
