import { describe, expect, it } from 'vitest'
import { sameWhileClosed } from './sameWhileClosed'

const chains = () => [
  { id: 1, name: 'One', logoUrl: '/1.svg' },
  { id: 2, name: 'Two', unavailable: 'No deposits' },
]
const token = { chainId: 1, address: '0x01', symbol: 'USDC' }
const props = (patch: Record<string, unknown> = {}) => ({
  open: false,
  label: 'From',
  value: 1,
  chains: chains(),
  tokens: [token],
  catalogue: { apiUrl: 'http://s', network: 'local', chainId: 1 },
  onPick: () => {},
  ...patch,
})

describe('sameWhileClosed', () => {
  it('skips a closed dialog rendered again with equal props: new arrays, objects and functions alike', () => {
    expect(sameWhileClosed(props(), props())).toBe(true)
  })

  it('renders a closed dialog again when what it shows changes', () => {
    expect(sameWhileClosed(props(), props({ value: 2 }))).toBe(false)
    expect(sameWhileClosed(props(), props({ chains: [...chains(), { id: 3, name: 'Three' }] }))).toBe(false)
    expect(sameWhileClosed(props(), props({ chains: [{ ...chains()[0], name: 'Uno' }, chains()[1]] }))).toBe(false)
    expect(sameWhileClosed(props(), props({ tokens: [{ ...token }, token] }))).toBe(false)
    expect(sameWhileClosed(props(), props({ catalogue: { apiUrl: 'http://s', network: 'local', chainId: 2 } }))).toBe(
      false,
    )
    expect(sameWhileClosed(props(), props({ balances: new Map() }))).toBe(false)
    expect(sameWhileClosed(props({ balances: new Map() }), props({ balances: new Map() }))).toBe(false)
  })

  it('always renders a dialog that opens, closes or is open', () => {
    expect(sameWhileClosed(props(), props({ open: true }))).toBe(false)
    expect(sameWhileClosed(props({ open: true }), props())).toBe(false)
    expect(sameWhileClosed(props({ open: true }), props({ open: true }))).toBe(false)
  })
})
