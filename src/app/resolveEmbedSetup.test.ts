import type { Chain } from 'viem'
import { describe, expect, it } from 'vitest'
import { chainsResponseSchema } from '../api/schemas/catalogue'
import { listedChains } from '../config/catalogue'
import type { NetworkResources } from '../config/loadNetwork'
import { NETWORK_PROFILES } from '../config/networks'
import { resolveEmbedSetup } from './resolveEmbedSetup'

const chain = (id: number) => ({ id, name: `Chain ${id}` }) as Chain
const USDC_B = '0x00000000000000000000000000000000000000b2'
const network: NetworkResources = {
  profile: NETWORK_PROFILES.local,
  manifest: undefined,
  chains: [chain(31337), chain(31338), chain(31339)],
  listedChains: [],
  tokens: [31337, 31338, 31339].flatMap((chainId) => [
    {
      chainId,
      address: '0x0000000000000000000000000000000000000000' as const,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
    },
    {
      chainId,
      address: (chainId === 31338
        ? USDC_B
        : `0x00000000000000000000000000000000000000c${chainId - 31337}`) as `0x${string}`,
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
    },
  ]),
}

describe('embed setup', () => {
  it('narrows chains and tokens to the allow lists and presets the form', () => {
    const setup = resolveEmbedSetup(
      {
        chains: [31337, 31338],
        tokens: ['USDC'],
        from: { chainId: 31338, token: USDC_B, locked: true },
        to: { chainId: 31337 },
        amount: '12.5',
        mode: 'bridge',
        hide: ['modeSwitch', 'poweredBy'],
        slippageBps: 50,
        referrer: 'shop',
        excludedSwapSources: ['ferry-weth-usdc'],
      },
      network,
    )
    expect(setup.ok).toBe(true)
    if (!setup.ok) return
    expect(setup.network.chains.map((c) => c.id)).toEqual([31337, 31338])
    expect(setup.network.tokens.map((t) => `${t.chainId}:${t.symbol}`)).toEqual(['31337:USDC', '31338:USDC'])
    expect(setup.options).toEqual({
      initial: {
        originChainId: 31338,
        originToken: USDC_B,
        destinationChainId: 31337,
        mode: 'bridge',
        payText: '12.5',
      },
      recipient: undefined,
      locked: { origin: true, destination: undefined },
      hidden: ['modeSwitch'],
      slippageBps: 50,
      referrer: 'shop',
      swapSources: { included: undefined, excluded: ['ferry-weth-usdc'] },
      // An allow list of tokens: the pickers do not search the service for others.
      fixedTokens: true,
    })
  })

  it('names every chain or token the network cannot offer', () => {
    const setup = resolveEmbedSetup(
      { chains: [31337, 10], tokens: ['DAI'], from: { chainId: 31339 }, to: { token: 'WETH' } },
      network,
    )
    expect(setup).toEqual({
      ok: false,
      problems: [
        'chains: 10 is not a chain of Local devnet (it has 31337, 31338, 31339)',
        'tokens: DAI is not offered on the allowed chains',
        'from.chainId: 31339 is not among the allowed chains (31337)',
        'to.token: WETH is not offered on chain 31337',
      ],
    })
  })

  it('a chain the service takes no deposits to is an origin, not a destination', () => {
    const { chains: entries } = chainsResponseSchema.parse({
      chains: [
        { id: 31337, name: 'a', httpRpcUrl: 'http://127.0.0.1:8545' },
        { id: 31338, name: 'b', httpRpcUrl: 'http://127.0.0.1:8546', depositEnabled: false, statusMessage: 'Paused' },
        { id: 31339, name: 'c', httpRpcUrl: 'http://127.0.0.1:8547' },
      ],
    })
    const paused = listedChains(entries)
    const withPaused = { ...network, listedChains: paused }
    expect(resolveEmbedSetup({ from: { chainId: 31338 } }, withPaused).ok).toBe(true)
    expect(resolveEmbedSetup({ to: { chainId: 31338 } }, withPaused)).toEqual({
      ok: false,
      problems: ['to.chainId: 31338 cannot be a destination (Paused)'],
    })
    // A token of the "to" side without a chain is looked for on the first chain that can be a destination.
    const setup = resolveEmbedSetup({ to: { token: USDC_B } }, withPaused)
    expect(setup.ok).toBe(false)
    expect(resolveEmbedSetup({ to: { token: 'USDC' } }, withPaused)).toMatchObject({
      ok: true,
      options: { initial: { destinationToken: '0x00000000000000000000000000000000000000c2' } },
    })
  })
})
