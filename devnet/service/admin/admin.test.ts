import { parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { errorBodySchema, FAIL_REASONS } from '../../../src/api/schemas'
import { devnetHarness } from '../../testing/devnetHarness'
import { transferKit } from '../../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B, C] = h.manifest.chains.map((c) => c.id) as [number, number, number]
/** How long the devnet may take to show what a test waits for on a loaded machine. */
const SIGNAL_TIMEOUT_MS = 20_000
/** The held fill: long enough that the hold is seen on a loaded machine (the test checks at least 1 s). */
const FILL_DELAY_MS = 2_000
/** The timed outage: long enough that the first request after setting it lands inside it on a loaded machine. */
const OUTAGE_SECONDS = 2

function expectError(answer: { status: number; body: unknown }, status: number, errorCode: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(errorBodySchema.parse(answer.body).errorCode).toBe(errorCode)
}

describe('admin API', () => {
  it('faucet: sets the ETH balance, mints USDC, hands out WETH, on one chain or all', async () => {
    const address = privateKeyToAddress(generatePrivateKey())
    const all = await kit.admin<{ balances: { chainId: number; eth: string; weth: string; usdc: string }[] }>(
      '/devnet/faucet',
      {
        address,
        ethBalance: parseEther('3').toString(),
        usdc: '1500000',
        weth: parseEther('0.5').toString(),
      },
    )
    expect(all.balances.map((b) => b.chainId)).toEqual([A, B, C])
    for (const chainId of [A, B, C]) {
      expect(await h.balance(chainId, zeroAddress, address)).toBe(parseEther('3'))
      expect(await h.balance(chainId, h.currency(chainId, 'USDC'), address)).toBe(1_500_000n)
      expect(await h.balance(chainId, h.currency(chainId, 'WETH'), address)).toBe(parseEther('0.5'))
    }
    const one = await kit.admin<{ balances: { chainId: number; usdc: string }[] }>('/devnet/faucet', {
      address,
      chainId: B,
      usdc: '1',
    })
    expect(one.balances).toEqual([expect.objectContaining({ chainId: B, usdc: '1500001' })])
    expectError(await kit.call('/devnet/faucet', { address: '0x12' }), 400, 'INVALID_INPUT')
    expectError(await kit.call('/devnet/faucet', { address, usdc: '1.5' }), 400, 'INVALID_INPUT')
    expectError(await kit.call('/devnet/faucet', { address, chainId: 1 }), 400, 'UNSUPPORTED_CHAIN')
  })

  it('pool: moves the price by trading, and quotes follow it', async () => {
    const quoteRate = async () =>
      Number(
        (
          await kit.quote({
            user: h.manifest.accounts[0]!.address,
            originChainId: A,
            destinationChainId: B,
            originCurrency: 'eth',
            destinationCurrency: 'usdc',
            amount: parseEther('1').toString(),
            tradeType: 'EXACT_INPUT',
          })
        ).quote.details.rate,
      )
    const { pools } = await kit.admin<{ pools: { chainId: number; price: string; reserveWeth: string }[] }>(
      '/devnet/pools',
      undefined,
      'GET',
    )
    const original = pools.find((p) => p.chainId === B)!.price
    expect(Number(original)).toBeGreaterThan(2_500)
    try {
      const moved = await kit.admin<{
        pools: { chainId: number; before: { price: string }; after: { price: string } }[]
      }>('/devnet/pool', { chainId: B, price: '3600' })
      expect(moved.pools).toHaveLength(1)
      expect(Number(moved.pools[0]!.after.price)).toBeCloseTo(3600, 1)
      const rate = await quoteRate()
      expect(rate).toBeGreaterThan(3500)
      expect(rate).toBeLessThan(3600)
    } finally {
      await kit.admin('/devnet/pool', { chainId: B, price: original })
    }
    expectError(await kit.call('/devnet/pool', { chainId: B, price: '0' }), 400, 'INVALID_INPUT')
    expectError(await kit.call('/devnet/pool', { chainId: B, price: 'cheap' }), 400, 'INVALID_INPUT')
  })

  it('prices: moves the USD table (WETH follows ETH) and the quotes value in it', async () => {
    expect(await kit.admin('/devnet/prices', undefined, 'GET')).toEqual({
      usd: {
        eth: '3000',
        weth: '3000',
        usdc: '1',
        sol: '150',
        fbtc: '60000',
        flong: '2.5',
        meme: '0.001',
        plain: '1',
        fusdt: '1',
      },
    })
    try {
      expect(await kit.admin('/devnet/prices', { eth: '3500.25' })).toEqual({
        usd: {
          eth: '3500.25',
          weth: '3500.25',
          usdc: '1',
          sol: '150',
          fbtc: '60000',
          flong: '2.5',
          meme: '0.001',
          plain: '1',
          fusdt: '1',
        },
      })
      const { quote } = await kit.quote({
        user: h.manifest.accounts[0]!.address,
        originChainId: A,
        destinationChainId: C,
        originCurrency: 'eth',
        destinationCurrency: 'eth',
        amount: parseEther('2').toString(),
        tradeType: 'EXACT_INPUT',
      })
      expect(quote.details.currencyIn?.amountUsd).toBe('7000.5')
    } finally {
      await kit.admin('/devnet/prices', { eth: '3000', usdc: '1' })
    }
    expectError(await kit.call('/devnet/prices', {}), 400, 'INVALID_INPUT')
  })

  it('time: advances every chain and mines a block', async () => {
    const before = await Promise.all([A, B, C].map(async (id) => Number((await h.client(id).getBlock()).timestamp)))
    const { chains } = await kit.admin<{ chains: { chainId: number; timestamp: number }[] }>('/devnet/time', {
      seconds: 120,
    })
    for (const [i, c] of chains.entries()) expect(c.timestamp).toBeGreaterThanOrEqual(before[i]! + 120)
    expectError(await kit.call('/devnet/time', { seconds: -5 }), 400, 'INVALID_INPUT')
  })

  it('solver: a fill delay holds every fill in pending', async () => {
    expect(await kit.admin('/devnet/solver', undefined, 'GET')).toEqual({
      fillDelayMs: 0,
      requestDelays: {},
      capacityUsd: '2000000',
      holding: [],
      closedRoutes: [],
      unhealthyChains: [],
      overlookDepositsFrom: [],
    })
    const wallet = await kit.wallet({ chainId: A })
    const quoted = await kit.quote({
      user: wallet.address,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: parseEther('0.01').toString(),
      tradeType: 'EXACT_INPUT',
    })
    await kit.admin('/devnet/solver', { fillDelayMs: FILL_DELAY_MS })
    try {
      await kit.execute(quoted.quote, wallet)
      const pendingSince = Date.now()
      await h.waitForStatus(quoted.requestId, (s) => s.status === 'pending')
      // Held once the solver has picked it up and re-validated it, a moment after `pending`.
      await expect
        .poll(async () => (await kit.admin<{ holding: string[] }>('/devnet/solver', undefined, 'GET')).holding, {
          timeout: SIGNAL_TIMEOUT_MS,
        })
        .toEqual([quoted.requestId])
      expect((await h.status(quoted.requestId)).status).toBe('pending')
      await h.waitForStatus(quoted.requestId, (s) => s.status === 'success')
      expect(Date.now() - pendingSince).toBeGreaterThanOrEqual(1_000)
    } finally {
      await kit.admin('/devnet/solver', { fillDelayMs: 0 })
    }
    expectError(await kit.call('/devnet/solver', { requestId: quoted.requestId }), 400, 'INVALID_INPUT')
    expectError(await kit.call('/devnet/solver', { fillDelayMs: -1 }), 400, 'INVALID_INPUT')
  })

  it('solver: a request held for ten minutes goes at once when its delay is set to 0', async () => {
    const wallet = await kit.wallet({ chainId: A })
    const quoted = await kit.quote({
      user: wallet.address,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: parseEther('0.01').toString(),
      tradeType: 'EXACT_INPUT',
    })
    await kit.admin('/devnet/solver', { requestId: quoted.requestId, fillDelayMs: 600_000 })
    await kit.execute(quoted.quote, wallet)
    await expect
      .poll(async () => (await kit.admin<{ holding: string[] }>('/devnet/solver', undefined, 'GET')).holding, {
        timeout: SIGNAL_TIMEOUT_MS,
      })
      .toEqual([quoted.requestId])
    expect((await h.status(quoted.requestId)).status).toBe('pending')
    await kit.admin('/devnet/solver', { requestId: quoted.requestId, fillDelayMs: 0 })
    await h.waitForStatus(quoted.requestId, (s) => s.status === 'success')
    expect((await kit.admin<{ requestDelays: object }>('/devnet/solver', undefined, 'GET')).requestDelays).toEqual({})
  })

  it('outage: the named paths answer 500 JSON for the time given, admin paths never', async () => {
    const { requestId } = await kit.quote({
      user: h.manifest.accounts[0]!.address,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: '1000000000000000',
      tradeType: 'EXACT_INPUT',
    })
    const statusPath = `/intents/status/v3?requestId=${requestId}`
    const outage = await kit.admin<{ until: number }>('/devnet/outage', {
      seconds: OUTAGE_SECONDS,
      paths: ['/intents/status/v3'],
    })
    expect(outage).toMatchObject({ active: true, paths: ['/intents/status/v3'] })
    const down = await h.request(statusPath)
    expect(down.status).toBe(500)
    expect(errorBodySchema.parse(down.body)).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE' })
    expect((await h.request('/devnet/manifest')).status).toBe(200)
    expect((await h.request('/chains')).status).toBe(200)
    // It ends by itself: back once the time given is over, and not before.
    await expect.poll(async () => (await h.request(statusPath)).status, { timeout: SIGNAL_TIMEOUT_MS }).toBe(200)
    expect(Date.now()).toBeGreaterThanOrEqual(outage.until)
    await kit.admin('/devnet/outage', { seconds: 30 })
    expect((await h.request('/chains')).status).toBe(500)
    expect((await h.quote({})).status).toBe(500)
    expect(await kit.admin('/devnet/outage', { seconds: 0 })).toMatchObject({ active: false })
    expect((await h.request(statusPath)).status).toBe(200)
    expectError(await kit.call('/devnet/outage', { seconds: 5, paths: ['intents'] }), 400, 'INVALID_INPUT')
  })

  it('faults: every reason of section 7.1 is accepted, N/A and unknown ones are not', async () => {
    for (const failReason of FAIL_REASONS.filter((r) => r !== 'N/A')) {
      await kit.admin('/devnet/faults', { failReason, requestId: `0x${'0'.repeat(63)}1` })
    }
    expect((await kit.admin<{ faults: unknown[] }>('/devnet/faults', undefined, 'GET')).faults).toHaveLength(
      FAIL_REASONS.length - 1,
    )
    expect(await kit.admin('/devnet/faults', undefined, 'DELETE')).toEqual({ cleared: FAIL_REASONS.length - 1 })
    expectError(await kit.call('/devnet/faults', { failReason: 'N/A' }), 400, 'INVALID_INPUT')
    expectError(await kit.call('/devnet/faults', { failReason: 'NOT_A_REASON' }), 400, 'INVALID_INPUT')
    expectError(await kit.call('/devnet/faults', {}), 400, 'INVALID_INPUT')
    expectError(await kit.call('/devnet/faults', { refundFailReason: 'N/A' }), 400, 'INVALID_INPUT')
    expectError(await kit.call('/devnet/faults', { failReason: 'SLIPPAGE', requestId: '0x12' }), 400, 'INVALID_INPUT')
  })
})

describe('GET /chains and POST /currencies/v2', () => {
  it('lists the chains in the public shape', async () => {
    const answer = await h.request('/chains')
    expect(answer.status).toBe(200)
    const { chains } = answer.body as { chains: Record<string, unknown>[] }
    // The three running chains, the local Solana chain, then the listed-only maintenance chain.
    expect(chains.map((c) => c.id)).toEqual([A, B, C, h.manifest.solana!.chainId, 31340])
    expect(chains[0]).toMatchObject({
      id: A,
      name: 'ferry-devnet-a',
      displayName: 'Ferry Devnet A',
      httpRpcUrl: h.manifest.chains[0]!.rpcUrl,
      depositEnabled: true,
      disabled: false,
      vmType: 'evm',
      currency: { id: 'eth', symbol: 'ETH', address: zeroAddress, decimals: 18 },
      erc20Currencies: [
        expect.objectContaining({ symbol: 'WETH' }),
        expect.objectContaining({ symbol: 'USDC', decimals: 6 }),
        expect.objectContaining({ symbol: 'FBTC', decimals: 8 }),
        expect.objectContaining({ symbol: 'FLONG', decimals: 18 }),
        expect.objectContaining({ symbol: 'MEME', decimals: 18 }),
        expect.objectContaining({ symbol: 'PLAIN', decimals: 18 }),
        expect.objectContaining({ symbol: 'FUSDT', decimals: 6 }),
      ],
    })
  })

  it('searches currencies by chain, term and address', async () => {
    const post = (body: unknown) =>
      h.request('/currencies/v2', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await post({})).body).toHaveLength(20)
    const all = (await post({ limit: 100 })).body as {
      chainId: number
      symbol: string
      address: string
      vmType: string
      metadata: { isNative: boolean; verified: boolean }
    }[]
    // ETH, WETH, USDC, FBTC, FLONG, MEME, PLAIN, FUSDT on each of the three chains, then SOL and USDC on Solana.
    expect(all).toHaveLength(26)
    expect(all[0]).toMatchObject({
      chainId: A,
      symbol: 'ETH',
      decimals: 18,
      vmType: 'evm',
      metadata: { isNative: true, verified: true, logoURI: expect.stringMatching(/^http/) },
    })
    expect(
      ((await post({ chainIds: [C], term: 'usd' })).body as unknown[]).map((c) => (c as { symbol: string }).symbol),
    ).toEqual(['USDC', 'FUSDT'])
    expect(((await post({ term: 'wrapped' })).body as unknown[]).length).toBe(3)
    expect((await post({ address: h.currency(B, 'USDC'), chainIds: [B] })).body).toEqual([
      expect.objectContaining({ chainId: B, symbol: 'USDC' }),
    ])
    expect((await post({ limit: 2 })).body).toHaveLength(2)
    expect(((await post({ verified: false })).body as { symbol: string }[]).map((c) => c.symbol)).toEqual([
      'MEME',
      'FUSDT',
      'MEME',
      'FUSDT',
      'MEME',
      'FUSDT',
    ])
    expectError(await post({ chainIds: 'all' }), 400, 'INVALID_INPUT')
    expectError(await post({ limit: 0 }), 400, 'INVALID_INPUT')
  })
})
