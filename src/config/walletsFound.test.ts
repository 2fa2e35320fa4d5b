import { describe, expect, it } from 'vitest'
import { hasInjectedProvider, walletsFound } from './walletsFound'

const injected = { id: 'injected', type: 'injected' }
const devnet = { id: 'ferry-devnet', type: 'injected' }
const announced = { id: 'io.metamask', type: 'injected' }

describe('walletsFound', () => {
  it('leaves out the catch-all injected wallet when nothing was injected', () => {
    expect(walletsFound([injected], false)).toEqual([])
    expect(walletsFound([injected, devnet], false)).toEqual([devnet])
  })
  it('keeps it when a wallet was injected, and every named or announced wallet always', () => {
    expect(walletsFound([injected, announced], true)).toEqual([injected, announced])
    expect(walletsFound([injected, announced], false)).toEqual([announced])
  })
  it('reads window.ethereum', () => {
    expect(hasInjectedProvider({})).toBe(false)
    expect(hasInjectedProvider({ ethereum: {} })).toBe(true)
    expect(hasInjectedProvider(undefined)).toBe(false)
  })
})
