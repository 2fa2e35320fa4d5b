import { describe, expect, it } from 'vitest'
import { type CatalogueChain, type CatalogueChainBody, chainSchema } from '../api/schemas/catalogue'
import { availabilityOf, listedChains, unavailableChains, usableCatalogue } from './catalogue'

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
    const listed = listedChains([disabled, chain(13, { vmType: 'svm' })])
    for (const side of ['origin', 'destination'] as const)
      expect(unavailableChains(listed, side).map((c) => c.id)).toEqual([12, 13])
  })
})

describe('chains Ferry cannot use keep their logo', () => {
  it('carries logoUrl (or iconUrl) for non-EVM, disabled and RPC-less chains', () => {
    const listed = listedChains([
      chain(20, { vmType: 'svm', logoUrl: 'https://logos.example/20.svg' }),
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
