import { type Address, parseUnits, zeroAddress } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import {
  currenciesResponseSchema,
  devnetCatalogueSizesSchema,
  errorBodySchema,
  type ListedCurrency,
  priceResponseSchema,
  tokenPriceResponseSchema,
} from '../../src/api/schemas'
import { poolAbi } from '../contracts/poolAbi'
import { devnetHarness } from '../testing/devnetHarness'
import { transferKit, type Wallet } from '../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B, C] = h.manifest.chains.map((c) => c.id) as [number, number, number]
const MAINTENANCE = 31340
/** The local Solana chain, listed after the running EVM chains. */
const SOLANA = h.manifest.solana!.chainId
const API_KEY = h.manifest.apiKeys[0]!

function expectError(answer: { status: number; body: unknown }, status: number, errorCode: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(errorBodySchema.parse(answer.body).errorCode).toBe(errorCode)
}

const currencies = async (body: Record<string, unknown>): Promise<ListedCurrency[]> => {
  const answer = await kit.call('/currencies/v2', body)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return currenciesResponseSchema.parse(answer.body)
}
const chains = async (query = '') => {
  const answer = await h.request(`/chains${query}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  // The answer as the description types it (not through Ferry's parser, which leaves out what it does not use).
  return (answer.body as DescribedResponse<'/chains', 'get'>).chains ?? []
}
const fetchSvg = async (url: string) => {
  const response = await fetch(url)
  expect(response.status, url).toBe(200)
  expect(response.headers.get('content-type')).toBe('image/svg+xml')
  return response.text()
}

/** Quotes for `wallet`, runs the steps, and waits for success; returns what the quote promised. */
async function fill(wallet: Wallet, body: Record<string, unknown>) {
  const quoted = await kit.quote({ user: wallet.address, tradeType: 'EXACT_INPUT', ...body })
  await kit.execute(quoted.quote, wallet)
  const status = await kit.final(quoted.requestId)
  expect(status, JSON.stringify(status)).toMatchObject({ status: 'success', failReason: 'N/A' })
  return quoted
}

describe('GET /chains', () => {
  it('lists every chain in the public shape, with its own logo, and a listed-only maintenance chain', async () => {
    const listed = await chains()
    expect(listed.map((c) => c.id)).toEqual([A, B, C, SOLANA, MAINTENANCE])
    const [a, , c, , d] = listed
    expect(a).toMatchObject({
      id: A,
      name: 'ferry-devnet-a',
      displayName: 'Ferry Devnet A',
      httpRpcUrl: h.manifest.chains[0]!.rpcUrl,
      wsRpcUrl: h.manifest.chains[0]!.rpcUrl.replace('http', 'ws'),
      explorerUrl: '',
      explorerName: '',
      explorerPaths: { transaction: '', address: '', token: '' },
      depositEnabled: true,
      disabled: false,
      partialDisableLimit: 0,
      blockProductionLagging: false,
      tokenSupport: 'Limited',
      currency: { id: 'eth', symbol: 'ETH', name: 'Ether', address: zeroAddress, decimals: 18, supportsBridging: true },
      vmType: 'evm',
      baseChainId: null,
      statusMessage: null,
      tags: ['devnet'],
      protocol: { v2: { chainId: 'ferry-devnet-a', depository: h.contracts(A).depository } },
      contracts: {
        multicaller: h.contracts(A).router,
        erc20Router: h.contracts(A).router,
        v3: { erc20Router: h.contracts(A).router },
      },
    })
    // Featured: the devnet's own verified tokens, each with its logo (the description's only token metadata there).
    expect(a!.featuredTokens!.map((t) => t.symbol)).toEqual(['ETH', 'WETH', 'USDC', 'FBTC', 'FLONG', 'PLAIN'])
    expect(a!.solverCurrencies!.map((t) => t.symbol)).toEqual([
      'ETH',
      'WETH',
      'USDC',
      'FBTC',
      'FLONG',
      'MEME',
      'PLAIN',
      'FUSDT',
    ])
    // An ERC20 entry has no `metadata` in the description (which tokens are unverified, `/currencies/v2` says).
    const erc20 = a!.erc20Currencies!
    expect(erc20.map((t) => [t.symbol, t.decimals, t.supportsPermit])).toEqual([
      ['WETH', 18, false],
      ['USDC', 6, true],
      ['FBTC', 8, false],
      ['FLONG', 18, false],
      ['MEME', 18, false],
      ['PLAIN', 18, false],
      ['FUSDT', 6, false],
    ])
    for (const token of erc20) expect(token).not.toHaveProperty('metadata')
    expect(a!.erc20Currencies!.find((t) => t.symbol === 'FLONG')?.name).toBe(
      'Ferry Extraordinarily Long Named Governance Token',
    )
    // Every featured currency has a logo the devnet serves, except PLAIN, which has none on purpose.
    for (const token of a!.featuredTokens!) {
      expect(token.metadata ?? {}).not.toHaveProperty('verified')
      if (token.symbol === 'PLAIN') expect(token).not.toHaveProperty('metadata')
      else expect(await fetchSvg(token.metadata!.logoURI!)).toContain('<svg')
    }
    // One running chain carries an informational message and stays usable (quoted below).
    expect(c!.statusMessage).toMatch(/\S/)
    expect(c).toMatchObject({ depositEnabled: true, disabled: false })
    expect(d).toMatchObject({
      id: MAINTENANCE,
      displayName: 'Ferry Devnet D (maintenance)',
      depositEnabled: false,
      disabled: false,
      statusMessage: 'Deposits paused for maintenance',
      vmType: 'evm',
      httpRpcUrl: '',
      // The public shape: null where the public service lists a chain without a depository.
      protocol: { v2: { depository: null, depositoryVault: null } },
      explorerQueryParams: null,
      solverAddresses: [],
    })
    // The solver of the running chains is listed as the public service lists its solvers.
    expect(a!.solverAddresses).toEqual([h.manifest.solver.address])
    expect(a!.explorerQueryParams).toBeNull()
    // Each chain its own logo and icon.
    const logos = await Promise.all(listed.flatMap((chain) => [fetchSvg(chain.logoUrl!), fetchSvg(chain.iconUrl!)]))
    expect(new Set(logos).size).toBe(logos.length)
  })

  it('includeChains narrows the list; a bad id is a 400', async () => {
    expect((await chains(`?includeChains=${C},${MAINTENANCE}`)).map((c) => c.id)).toEqual([C, MAINTENANCE])
    expect((await chains(`?includeChains=${B}`)).map((c) => c.id)).toEqual([B])
    expect(await chains('?includeChains=1')).toEqual([])
    expectError(await h.request('/chains?includeChains=a,b'), 400, 'INVALID_INPUT')
  })
})

describe('POST /currencies/v2', () => {
  const fbtcA = () => h.currency(A, 'FBTC')

  it('term finds by symbol, name and address (prefix or full), case-insensitively', async () => {
    expect((await currencies({ term: 'fbtc', chainIds: [A] })).map((c) => c.symbol)).toEqual(['FBTC'])
    expect((await currencies({ term: 'EXTRAORDINARILY' })).map((c) => [c.chainId, c.symbol])).toEqual([
      [A, 'FLONG'],
      [B, 'FLONG'],
      [C, 'FLONG'],
    ])
    const full = await currencies({ term: fbtcA().toLowerCase(), chainIds: [A] })
    expect(full).toEqual([expect.objectContaining({ symbol: 'FBTC', decimals: 8, address: fbtcA() })])
    const prefix = await currencies({ term: fbtcA().slice(0, 12).toUpperCase().replace('0X', '0x'), chainIds: [A] })
    expect(prefix.map((c) => c.symbol)).toContain('FBTC')
    // An exact symbol ranks before a symbol that merely contains the term.
    expect((await currencies({ term: 'eth', chainIds: [B] })).map((c) => c.symbol)).toEqual(['ETH', 'WETH'])
  })

  it('every body field of the notes', async () => {
    const meme = await currencies({ term: 'meme' })
    expect(meme).toHaveLength(3)
    expect(meme[0]).toEqual({
      chainId: A,
      address: h.currency(A, 'MEME'),
      symbol: 'MEME',
      name: 'Ferry Meme Coin',
      decimals: 18,
      vmType: 'evm',
      metadata: { logoURI: expect.stringMatching(/\/devnet\/icons\/meme\.svg$/), verified: false, isNative: false },
    })
    const plain = await currencies({ term: 'plain', chainIds: [B] })
    expect(plain).toEqual([
      {
        chainId: B,
        address: h.currency(B, 'PLAIN'),
        symbol: 'PLAIN',
        name: 'Ferry Plain Token',
        decimals: 18,
        vmType: 'evm',
        metadata: { verified: true, isNative: false },
      },
    ])
    // The default list: the devnet's own verified tokens (MEME is not verified), the Solana chain's SOL and USDC too.
    const defaults = await currencies({ defaultList: true, limit: 100 })
    expect(defaults).toHaveLength(20)
    expect(defaults.filter((c) => c.vmType === 'svm').map((c) => c.symbol)).toEqual(['SOL', 'USDC'])
    expect(defaults.some((c) => c.symbol === 'MEME')).toBe(false)
    expect((await currencies({ verified: false })).every((c) => c.symbol === 'MEME' || c.symbol === 'FUSDT')).toBe(true)
    expect((await currencies({ address: h.currency(C, 'USDC'), chainIds: [C] })).map((c) => c.symbol)).toEqual(['USDC'])
    expect((await currencies({ currencyId: 'fbtc' })).map((c) => c.chainId)).toEqual([A, B, C])
    expect(
      (await currencies({ tokens: [`${B}:${h.currency(B, 'FLONG')}`, `${A}:${zeroAddress}`] })).map((c) => [
        c.chainId,
        c.symbol,
      ]),
    ).toEqual([
      [B, 'FLONG'],
      [A, 'ETH'],
    ])
    // includeAllChains: the match on chain A, then the same currency on the other chains.
    expect((await currencies({ chainIds: [A], term: 'FBTC', includeAllChains: true })).map((c) => c.chainId)).toEqual([
      A,
      B,
      C,
    ])
    expect(await currencies({ limit: 3, useExternalSearch: true, depositAddressOnly: true })).toHaveLength(3)
    expect(await currencies({})).toHaveLength(20)
    expect(await currencies({ chainIds: [MAINTENANCE] })).toEqual([])
    expectError(await kit.call('/currencies/v2', { limit: 101 }), 400, 'INVALID_INPUT')
    expectError(await kit.call('/currencies/v2', { tokens: ['nope'] }), 400, 'INVALID_INPUT')
  })
})

describe('the new tokens move on chain', () => {
  it('FBTC, FLONG and PLAIN bridge between chains; balances move by the quoted amounts', async () => {
    const wallet = await kit.wallet()
    await kit.admin('/devnet/faucet', {
      address: wallet.address,
      fbtc: parseUnits('2', 8).toString(),
      flong: parseUnits('5000', 18).toString(),
      plain: parseUnits('300', 18).toString(),
    })
    const routes: [string, number, number, bigint][] = [
      ['FBTC', A, B, parseUnits('0.5', 8)],
      ['FLONG', B, C, parseUnits('1200', 18)],
      ['PLAIN', C, A, parseUnits('150', 18)],
    ]
    for (const [symbol, from, to, amount] of routes) {
      const tokenIn = h.currency(from, symbol)
      const tokenOut = h.currency(to, symbol)
      const [inBefore, outBefore] = await Promise.all([
        h.balance(from, tokenIn, wallet.address),
        h.balance(to, tokenOut, wallet.address),
      ])
      const quoted = await fill(wallet, {
        originChainId: from,
        destinationChainId: to,
        originCurrency: tokenIn,
        destinationCurrency: tokenOut,
        amount: amount.toString(),
      })
      expect(quoted.quote.details).toMatchObject({ operation: 'bridge', isFixedRate: true })
      expect(quoted.amountIn).toBe(amount)
      expect(await h.balance(from, tokenIn, wallet.address)).toBe(inBefore - amount)
      expect(await h.balance(to, tokenOut, wallet.address)).toBe(outBefore + quoted.amountOut)
      expect(quoted.amountOut).toBeGreaterThan((amount * 99n) / 100n)
    }
  })

  it('the unverified MEME swaps through its own pool, both ways, on one chain and across', async () => {
    const wallet = await kit.wallet({ usdc: 1_000_000_000n })
    const memePool = h.contracts(B).memePool as Address
    const reserves = () => h.client(B).readContract({ address: memePool, abi: poolAbi, functionName: 'getReserves' })
    const [memeBefore, usdcBefore] = await reserves()

    // USDC -> MEME on chain B: the pool pays MEME straight to the user.
    const memeB = h.currency(B, 'MEME')
    const heldBefore = await h.balance(B, memeB, wallet.address)
    const buy = await fill(wallet, {
      originChainId: B,
      destinationChainId: B,
      originCurrency: h.currency(B, 'USDC'),
      destinationCurrency: memeB,
      amount: '100000000',
    })
    expect(buy.quote.details).toMatchObject({ operation: 'swap', isFixedRate: false })
    expect(buy.quote.details.currencyOut?.currency?.metadata?.verified).toBe(false)
    // ~100 USDC at 0.001 USDC per MEME, less fees and impact.
    expect(buy.amountOut).toBeGreaterThan(parseUnits('90000', 18))
    expect(await h.balance(B, memeB, wallet.address)).toBe(heldBefore + buy.amountOut)
    const [memeAfter, usdcAfter] = await reserves()
    expect(memeAfter).toBe(memeBefore - buy.amountOut)
    expect(usdcAfter).toBeGreaterThan(usdcBefore)

    // MEME on B -> USDC on C: the solver sells MEME in C's pool for the user.
    const usdcC = h.currency(C, 'USDC')
    const usdcHeld = await h.balance(C, usdcC, wallet.address)
    const memeIn = parseUnits('50000', 18)
    const sell = await fill(wallet, {
      originChainId: B,
      destinationChainId: C,
      originCurrency: memeB,
      destinationCurrency: usdcC,
      amount: memeIn.toString(),
    })
    expect(sell.quote.details).toMatchObject({ operation: 'swap' })
    expect(await h.balance(B, memeB, wallet.address)).toBe(heldBefore + buy.amountOut - memeIn)
    expect(await h.balance(C, usdcC, wallet.address)).toBe(usdcHeld + sell.amountOut)
    expect(sell.amountOut).toBeGreaterThan(40_000_000n)
    expect(sell.amountOut).toBeGreaterThanOrEqual(sell.minOut)
  })

  it('pairs without a pool and listed-only chains answer clear 4xx errors; chain C (with a message) quotes', async () => {
    const user = h.manifest.accounts[0]!.address
    const base = { user, amount: '1000000', tradeType: 'EXACT_INPUT' }
    expectError(
      await h.quote({
        ...base,
        originChainId: A,
        destinationChainId: A,
        originCurrency: 'fbtc',
        destinationCurrency: 'usdc',
      }),
      400,
      'UNSUPPORTED_ROUTE',
    )
    expectError(
      await h.quote({
        ...base,
        originChainId: A,
        destinationChainId: B,
        originCurrency: 'eth',
        destinationCurrency: 'meme',
      }),
      400,
      'UNSUPPORTED_ROUTE',
    )
    const fromMaintenance = await h.quote({
      ...base,
      originChainId: MAINTENANCE,
      destinationChainId: A,
      originCurrency: zeroAddress,
      destinationCurrency: zeroAddress,
    })
    expectError(fromMaintenance, 400, 'CHAIN_DISABLED')
    expect(errorBodySchema.parse(fromMaintenance.body).message).toContain('Deposits paused for maintenance')
    expectError(
      await h.quote({
        ...base,
        originChainId: A,
        destinationChainId: MAINTENANCE,
        originCurrency: zeroAddress,
        destinationCurrency: zeroAddress,
      }),
      400,
      'CHAIN_DISABLED',
    )
    expectError(
      await kit.call('/price', {
        ...base,
        originChainId: MAINTENANCE,
        destinationChainId: A,
        originCurrency: 'eth',
        destinationCurrency: 'eth',
      }),
      400,
      'CHAIN_DISABLED',
    )
    expect(
      (
        await h.quote({
          ...base,
          originChainId: C,
          destinationChainId: A,
          originCurrency: 'usdc',
          destinationCurrency: 'usdc',
        })
      ).status,
    ).toBe(200)
  })
})

describe('prices', () => {
  it('GET /currencies/token/price answers the price table; unknown tokens are a 404 JSON error', async () => {
    const price = async (chainId: number, address: string) => {
      const answer = await h.request(`/currencies/token/price?address=${address}&chainId=${chainId}`)
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return tokenPriceResponseSchema.parse(answer.body).price
    }
    expect(await price(A, h.currency(A, 'FBTC'))).toBe(60000)
    expect(await price(B, h.currency(B, 'MEME').toLowerCase())).toBe(0.001)
    expect(await price(C, zeroAddress)).toBe(3000)
    expect(await price(C, h.currency(C, 'USDC'))).toBe(1)
    expect(await price(A, h.currency(A, 'FLONG'))).toBe(2.5)
    await kit.admin('/devnet/prices', { fbtc: '65000.5' })
    try {
      expect(await price(B, h.currency(B, 'FBTC'))).toBe(65000.5)
    } finally {
      await kit.admin('/devnet/prices', { fbtc: '60000' })
    }
    expectError(await h.request(`/currencies/token/price?address=0x${'12'.repeat(20)}&chainId=${A}`), 404, 'NOT_FOUND')
    expectError(
      await h.request(`/currencies/token/price?address=${zeroAddress}&chainId=${MAINTENANCE}`),
      404,
      'NOT_FOUND',
    )
    expectError(await h.request(`/currencies/token/price?address=nope&chainId=${A}`), 400, 'INVALID_INPUT')
  })

  it('POST /price answers the quote pricing without steps and stores nothing', async () => {
    const total = async () => {
      const answer = await h.request('/requests/v3?includeTotal=true&limit=1', { headers: { 'x-api-key': API_KEY } })
      return (answer.body as { total: number }).total
    }
    const before = await total()
    const body = {
      user: h.manifest.accounts[1]!.address,
      originChainId: A,
      destinationChainId: B,
      originCurrency: h.currency(A, 'USDC'),
      destinationCurrency: h.currency(B, 'MEME'),
      amount: '25000000',
      tradeType: 'EXACT_INPUT',
    }
    const answer = await kit.call('/price', body)
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).not.toHaveProperty('steps')
    expect(answer.body).not.toHaveProperty('protocol')
    const priced = priceResponseSchema.parse(answer.body)
    expect(priced.details).toMatchObject({ operation: 'swap', currencyIn: { amount: '25000000' } })
    expect(BigInt(priced.details.currencyOut!.amount)).toBeGreaterThan(parseUnits('20000', 18))
    expect(BigInt(priced.fees!.relayerService!.amount)).toBeGreaterThan(0n)
    // The pricing of a quote made now (the base fee may have moved a block since: within 0.1%).
    const quoted = await kit.quote(body)
    const priceOut = BigInt(priced.details.currencyOut!.amount)
    const gap = quoted.amountOut > priceOut ? quoted.amountOut - priceOut : priceOut - quoted.amountOut
    expect(gap * 1000n).toBeLessThanOrEqual(priceOut)
    // The quote is stored (found by its id) but, never deposited for, not listed: the listing holds transfers.
    expect(await total()).toBe(before)
    const byId = await h.request(`/requests/v3?id=${quoted.requestId}`, { headers: { 'x-api-key': API_KEY } })
    expect((byId.body as { requests: { status: string }[] }).requests).toMatchObject([{ status: 'waiting' }])
    expectError(await kit.call('/price', { ...body, amount: '0' }), 400, 'INVALID_INPUT')
  })
})

describe('the synthetic catalogue (PUT /devnet/catalogue)', () => {
  it('grows to 40 chains and 5,000 tokens that list but cannot be used, and back to none', async () => {
    expect(devnetCatalogueSizesSchema.parse(await kit.admin('/devnet/catalogue', undefined, 'GET'))).toMatchObject({
      chains: 0,
      tokens: 0,
      listedChains: 5,
      listedCurrencies: 26,
    })
    try {
      expect(await kit.admin('/devnet/catalogue', { chains: 40, tokens: 5000 }, 'PUT')).toEqual({
        chains: 40,
        tokens: 5000,
        listedChains: 45,
        listedCurrencies: 5026,
      })
      const listed = await chains()
      expect(listed).toHaveLength(45)
      const synthetic = listed.slice(5)
      expect(synthetic.every((c) => c.disabled || c.depositEnabled === false)).toBe(true)
      expect(synthetic.some((c) => c.disabled)).toBe(true)
      expect(new Set(synthetic.map((c) => c.vmType))).toEqual(new Set(['evm', 'svm', 'bvm', 'tvm']))
      expect(new Set(listed.map((c) => c.id)).size).toBe(45)
      expectError(
        await h.quote({
          user: h.manifest.accounts[0]!.address,
          originChainId: synthetic[1]!.id,
          destinationChainId: A,
          originCurrency: zeroAddress,
          destinationCurrency: zeroAddress,
          amount: '1000',
          tradeType: 'EXACT_INPUT',
        }),
        400,
        'CHAIN_DISABLED',
      )

      // The synthetic tokens: distinct, searchable by symbol, name and address, a mix of verified.
      const page = await currencies({ term: 'falcon', limit: 100 })
      expect(page).toHaveLength(100)
      expect(new Set(page.map((c) => c.address)).size).toBe(100)
      expect(new Set(page.map((c) => c.symbol)).size).toBe(100)
      expect(new Set(page.map((c) => c.metadata?.verified))).toEqual(new Set([true, false]))
      const token = page[7]!
      expect((await currencies({ term: token.symbol.toLowerCase() }))[0]).toEqual(token)
      expect((await currencies({ term: token.name!.toUpperCase() }))[0]).toEqual(token)
      expect(await currencies({ term: token.address })).toEqual([token])
      expect(await fetchSvg(token.metadata!.logoURI!)).toContain('<svg')
      // Real tokens still come first without a term, and none of the synthetic ones is on the default list.
      expect((await currencies({ chainIds: [A] })).slice(0, 7).map((c) => c.symbol)).toEqual([
        'ETH',
        'WETH',
        'USDC',
        'FBTC',
        'FLONG',
        'MEME',
        'PLAIN',
      ])
      expect(await currencies({ defaultList: true, limit: 100 })).toHaveLength(20)
      expect(await currencies({ depositAddressOnly: true, term: token.symbol })).toEqual([])

      const quoteSynthetic = await h.quote({
        user: h.manifest.accounts[0]!.address,
        originChainId: token.chainId,
        destinationChainId: token.chainId === A ? B : A,
        originCurrency: token.address,
        destinationCurrency: 'usdc',
        amount: '1000',
        tradeType: 'EXACT_INPUT',
      })
      expectError(quoteSynthetic, 400, 'UNSUPPORTED_CURRENCY')
      expect(errorBodySchema.parse(quoteSynthetic.body).message).toMatch(/synthetic/)
      expectError(
        await h.request(`/currencies/token/price?address=${token.address}&chainId=${token.chainId}`),
        404,
        'NOT_FOUND',
      )
      expectError(await kit.call('/devnet/catalogue', { tokens: -1 }, 'PUT'), 400, 'INVALID_INPUT')
      expectError(await kit.call('/devnet/catalogue', { size: 3 }, 'PUT'), 400, 'INVALID_INPUT')
      // Absent counts stay as they are.
      expect(await kit.admin('/devnet/catalogue', { chains: 2 }, 'PUT')).toMatchObject({ chains: 2, tokens: 5000 })
    } finally {
      await kit.admin('/devnet/catalogue', { chains: 0, tokens: 0 }, 'PUT')
    }
    expect(await chains()).toHaveLength(5)
    expect(await currencies({ limit: 100 })).toHaveLength(26)
  })
})
