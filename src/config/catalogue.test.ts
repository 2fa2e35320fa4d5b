import { describe, expect, it } from 'vitest'
import { type CatalogueChain, type CatalogueChainBody, chainSchema } from '../api/schemas/catalogue'
import { availabilityOf, evmChains, listedChains, unavailableChains, usableCatalogue } from './catalogue'

const eth = { symbol: 'ETH', name: 'Ether', address: '0x0000000000000000000000000000000000000000', decimals: 18 }
const chain = (id: number, extra: Partial<CatalogueChainBody> = {}): CatalogueChain =>
  chainSchema.parse({
    id,
    name: `chain-${id}`,
    displayName: `Chain ${id}`,
    httpRpcUrl: `https://rpc.${id}.example`,
    vmType: 'evm',
    currency: eth,
    ...extra,
  })

describe('depositEnabled: false means the chain cannot be a destination', () => {
  const paused = chain(10, { depositEnabled: false, statusMessage: 'Deposits paused for maintenance' })

  it('stays choosable as an origin, and usable (a viem chain and its tokens)', () => {
    expect(availabilityOf(paused)).toEqual({ kind: 'available' })
    expect(availabilityOf(paused, 'origin')).toEqual({ kind: 'available' })
    const usable = usableCatalogue([paused], { testnet: true })
    expect(usable.chains.map((c) => c.id)).toEqual([10])
    expect(usable.tokens.map((t) => t.symbol)).toEqual(['ETH'])
  })

  it('is unavailable as a destination, with the reason in words', () => {
    expect(availabilityOf(paused, 'destination')).toEqual({
      kind: 'no-deposits',
      reason: 'Deposits paused for maintenance',
    })
    const silent = chain(11, { depositEnabled: false })
    expect(availabilityOf(silent, 'destination')).toMatchObject({ kind: 'no-deposits', reason: expect.any(String) })
    expect((availabilityOf(silent, 'destination') as { reason: string }).reason).toMatch(/^[A-Z].{10,}\.$/)
  })

  it('the origin and destination lists of unavailable chains differ by it', () => {
    const listed = listedChains([chain(1), paused])
    expect(unavailableChains(listed, 'origin').map((c) => c.id)).toEqual([])
    expect(unavailableChains(listed, 'destination')).toMatchObject([
      { id: 10, reason: 'Deposits paused for maintenance' },
    ])
  })

  it('a chain Ferry cannot use at all is unavailable on both sides', () => {
    const disabled = chain(12, { disabled: true, depositEnabled: false, statusMessage: 'Paused' })
    const listed = listedChains([disabled, chain(13, { vmType: 'bvm' })])
    for (const side of ['origin', 'destination'] as const)
      expect(unavailableChains(listed, side).map((c) => c.id)).toEqual([12, 13])
  })
})

describe('chains Ferry cannot use keep their logo', () => {
  it('carries logoUrl (or iconUrl) for non-EVM, disabled and RPC-less chains', () => {
    const listed = listedChains([
      chain(20, { vmType: 'bvm', logoUrl: 'https://logos.example/20.svg' }),
      chain(21, { disabled: true, iconUrl: 'https://logos.example/21-icon.svg' }),
      chain(22, { httpRpcUrl: undefined, logoUrl: 'https://logos.example/22.svg', iconUrl: 'https://x.example/i.svg' }),
    ])
    expect(unavailableChains(listed).map((c) => [c.id, c.logoUrl])).toEqual([
      [20, 'https://logos.example/20.svg'],
      [21, 'https://logos.example/21-icon.svg'],
      [22, 'https://logos.example/22.svg'],
    ])
  })
})

describe('a chain whose blocks are lagging', () => {
  it('says so in the list, with the service message or a plain sentence, and stays choosable', () => {
    const [plain, noted, both] = listedChains([
      chain(30, { blockProductionLagging: true }),
      chain(31, { blockProductionLagging: true, statusMessage: 'Blocks are delayed on Chain 31' }),
      chain(32),
    ])
    expect(plain!.availability).toEqual({ kind: 'available' })
    expect(plain!.note).toMatch(/slow.*longer/i)
    expect(noted!.note).toBe('Blocks are delayed on Chain 31')
    expect(both!.note).toBeUndefined()
  })
})

describe('Solana (svm) chains are usable; bvm, tvm and the rest stay greyed', () => {
  const solana = chain(792703809, {
    vmType: 'svm',
    displayName: 'Solana',
    currency: { symbol: 'SOL', name: 'Solana', address: '11111111111111111111111111111111', decimals: 9 },
    featuredTokens: [
      { symbol: 'USDC', name: 'USD Coin', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', decimals: 6 },
      // Lower-cased base58 is another key (or none): not a token of this chain.
      { symbol: 'LOW', name: 'Low', address: 'epjfwdd5aufqssqem2qn1xzybapc8g4wegGkzwytdt1v', decimals: 6 },
    ],
  })
  const bitcoin = chain(8253038, { vmType: 'bvm' })
  const tron = chain(728126428, { vmType: 'tvm' })

  it('an svm chain is available on both sides; bvm and tvm are not, with their reason', () => {
    expect(availabilityOf(solana)).toEqual({ kind: 'available' })
    expect(availabilityOf(solana, 'destination')).toEqual({ kind: 'available' })
    expect(availabilityOf(bitcoin)).toEqual({
      kind: 'unsupported',
      reason: 'Not yet supported: Ferry cannot sign BVM transactions.',
    })
    expect(availabilityOf(tron, 'destination')).toMatchObject({ reason: expect.stringContaining('TVM') })
  })

  it('puts EVM chains first, keeps base58 token addresses exactly, and never hands an svm chain to wagmi', () => {
    const usable = usableCatalogue([solana, chain(1), bitcoin, chain(2)], { testnet: false })
    expect(usable.chains.map((c) => [c.id, c.vmType])).toEqual([
      [1, 'evm'],
      [2, 'evm'],
      [792703809, 'svm'],
    ])
    expect(usable.tokens.filter((t) => t.chainId === 792703809).map((t) => [t.symbol, t.address])).toEqual([
      ['SOL', '11111111111111111111111111111111'],
      ['USDC', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'],
    ])
    expect(evmChains(usable.chains).map((c) => c.id)).toEqual([1, 2])
  })
})
