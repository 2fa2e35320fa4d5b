import { describe, expect, it } from 'vitest'
import { chainsResponseSchema } from '../api/schemas/catalogue'
import { laggingChainNote, listedChains, usableCatalogue } from './catalogue'
import { chainChoices } from './chainChoices'

const { chains: entries } = chainsResponseSchema.parse({
  chains: [
    { id: 1, name: 'one', httpRpcUrl: 'https://rpc.1.example', logoUrl: 'https://logos.example/1.svg' },
    {
      id: 2,
      name: 'two',
      httpRpcUrl: 'https://rpc.2.example',
      depositEnabled: false,
      statusMessage: 'Deposits paused for maintenance',
      logoUrl: 'https://logos.example/2.svg',
    },
    { id: 3, name: 'three', httpRpcUrl: 'https://rpc.3.example', blockProductionLagging: true },
    { id: 4, name: 'four', vmType: 'svm', iconUrl: 'https://logos.example/4.svg' },
  ],
})
const listed = listedChains(entries)
const { chains } = usableCatalogue(entries, { testnet: true })

describe('chainChoices', () => {
  it('the origin picker offers a chain without deposits; the destination picker shows it with the reason', () => {
    const origin = chainChoices({ chains, listed, side: 'origin' })
    const destination = chainChoices({ chains, listed, side: 'destination' })
    expect(origin.filter((c) => !c.unavailable).map((c) => c.id)).toEqual([1, 2, 3])
    expect(destination.filter((c) => !c.unavailable).map((c) => c.id)).toEqual([1, 3])
    expect(destination.find((c) => c.id === 2)).toEqual({
      id: 2,
      name: 'two',
      logoUrl: 'https://logos.example/2.svg',
      unavailable: 'Deposits paused for maintenance',
    })
  })

  it('every chain has its logo, usable or not, and a lagging chain its note', () => {
    const origin = chainChoices({ chains, listed, side: 'origin' })
    expect(origin.map((c) => [c.id, c.logoUrl])).toEqual([
      [1, 'https://logos.example/1.svg'],
      [2, 'https://logos.example/2.svg'],
      [3, undefined],
      [4, 'https://logos.example/4.svg'],
    ])
    expect(origin.find((c) => c.id === 3)).toMatchObject({ note: laggingChainNote() })
    expect(origin.find((c) => c.id === 3)?.unavailable).toBeUndefined()
    expect(origin.find((c) => c.id === 2)?.note).toBe('Deposits paused for maintenance')
  })

  it('a Solana chain is a choice on both sides; a Bitcoin one is shown greyed with its reason', () => {
    const { chains: more } = chainsResponseSchema.parse({
      chains: [
        { id: 1, name: 'one', httpRpcUrl: 'https://rpc.1.example' },
        { id: 792703809, name: 'Solana', vmType: 'svm', httpRpcUrl: 'https://rpc.solana.example' },
        { id: 8253038, name: 'Bitcoin', vmType: 'bvm', httpRpcUrl: 'https://rpc.btc.example' },
      ],
    })
    const usable = usableCatalogue(more, { testnet: false }).chains
    for (const side of ['origin', 'destination'] as const) {
      const choices = chainChoices({ chains: usable, listed: listedChains(more), side })
      expect(choices).toEqual([
        { id: 1, name: 'one' },
        { id: 792703809, name: 'Solana' },
        { id: 8253038, name: 'Bitcoin', unavailable: 'Not yet supported: Ferry cannot sign BVM transactions.' },
      ])
    }
  })

  it('a chain the catalogue does not list (narrowed out) is offered as it is', () => {
    expect(chainChoices({ chains: [{ id: 9, name: 'nine' }], listed: [], side: 'destination' })).toEqual([
      { id: 9, name: 'nine' },
    ])
  })
})
