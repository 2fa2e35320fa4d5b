import { describe, expect, inject, it } from 'vitest'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import { errorBodySchema, quoteResponseSchema, swapSourcesResponseSchema } from '../../src/api/schemas'
import { devnetHarness, type HttpAnswer } from '../testing/devnetHarness'

const h = devnetHarness(inject('manifest'))
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const user = h.manifest.accounts[0]!
const POOLS = ['ferry-weth-usdc', 'ferry-meme-usdc']

function expectError(answer: HttpAnswer, status: number, errorCode: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(errorBodySchema.parse(answer.body).errorCode).toBe(errorCode)
}

/** ETH on A for USDC on B: the fill trades in B's WETH/USDC pool. */
const swap = (extra: Record<string, unknown> = {}) =>
  h.quote({
    user: user.address,
    originChainId: A,
    destinationChainId: B,
    originCurrency: h.currency(A, 'ETH'),
    destinationCurrency: h.currency(B, 'USDC'),
    amount: (10n ** 16n).toString(),
    tradeType: 'EXACT_INPUT',
    ...extra,
  })

describe('swap sources: GET /swap-sources and the quote options', () => {
  it('lists the pools by name, per chain or all, in the described shape; Solana has none; a bad chain is refused', async () => {
    for (const query of [`?chainId=${A}`, '']) {
      const answer = await h.request(`/swap-sources${query}`)
      expect(answer.status).toBe(200)
      const body = answer.body as DescribedResponse<'/swap-sources', 'get'>
      expect(body).toEqual({ sources: POOLS })
      expect(swapSourcesResponseSchema.parse(body).sources).toEqual(POOLS)
    }
    const listed = (await h.request('/chains')).body as { chains: { id: number; vmType?: string }[] }
    const svmId = listed.chains.find((c) => c.vmType === 'svm')?.id
    if (svmId !== undefined) expect((await h.request(`/swap-sources?chainId=${svmId}`)).body).toEqual({ sources: [] })
    expectError(await h.request('/swap-sources?chainId=abc'), 400, 'INVALID_INPUT')
    expectError(await h.request('/swap-sources?chainId=999999'), 400, 'UNSUPPORTED_CHAIN')
  })

  it("the route names the pool it trades in; excluding it, or including only another, leaves no route (the public service's refusal)", async () => {
    const open = await swap()
    expect(open.status, JSON.stringify(open.body)).toBe(200)
    const route = quoteResponseSchema.parse(open.body).details.route
    expect(route?.destination?.includedSwapSources).toEqual(['ferry-weth-usdc'])
    expect(route?.origin?.includedSwapSources).toEqual([])

    const excluded = await swap({ excludedSwapSources: ['ferry-weth-usdc'] })
    expectError(excluded, 400, 'NO_INTERNAL_SWAP_ROUTES_FOUND')
    expect((excluded.body as { message: string }).message).toContain('ferry-weth-usdc is in excludedSwapSources')
    expectError(await swap({ includedSwapSources: ['ferry-meme-usdc'] }), 400, 'NO_INTERNAL_SWAP_ROUTES_FOUND')
    // The destination's own list comes before the general one; names compare without case.
    expect(
      (await swap({ includedSwapSources: ['x'], includedDestinationSwapSources: ['FERRY-WETH-USDC'] })).status,
    ).toBe(200)
    expect((await swap({ excludedSwapSources: ['ferry-meme-usdc'] })).status).toBe(200)
    // POST /price prices the same way.
    const price = await h.request('/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user: user.address,
        originChainId: A,
        destinationChainId: B,
        originCurrency: h.currency(A, 'ETH'),
        destinationCurrency: h.currency(B, 'USDC'),
        amount: (10n ** 16n).toString(),
        tradeType: 'EXACT_INPUT',
        excludedSwapSources: ['ferry-weth-usdc'],
      }),
    })
    expectError(price, 400, 'NO_INTERNAL_SWAP_ROUTES_FOUND')
  })

  it('a bridge trades in no pool: the options change nothing; a malformed list is refused', async () => {
    const bridge = await swap({ destinationCurrency: h.currency(B, 'ETH'), excludedSwapSources: POOLS })
    expect(bridge.status, JSON.stringify(bridge.body)).toBe(200)
    expect(quoteResponseSchema.parse(bridge.body).details.route?.destination?.includedSwapSources).toEqual([])
    expectError(await swap({ excludedSwapSources: 'ferry-weth-usdc' }), 400, 'INVALID_INPUT')
    expectError(await swap({ includedSwapSources: ['x'.repeat(101)] }), 400, 'INVALID_INPUT')
  })
})
