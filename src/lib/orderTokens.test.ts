import { describe, expect, it } from 'vitest'
import { type Token, tokenKey } from '../config/token'
import { orderTokens } from './orderTokens'
import { createTokenMemory, MAX_RECENT_TOKENS } from './tokenMemory'

const token = (symbol: string, extra: Partial<Token> = {}): Token => ({
  chainId: 1,
  address: `0x${symbol
    .toLowerCase()
    .padStart(40, '0')
    .replace(/[^0-9a-f]/g, 'a')}`,
  symbol,
  name: `${symbol} token`,
  decimals: 18,
  ...extra,
})

function memoryStorage() {
  const data = new Map<string, string>()
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) }
}

describe('token order in the picker', () => {
  const [eth, usdc, meme, fbtc, plain] = [
    token('ETH'),
    token('USDC'),
    token('MEME', { verified: false }),
    token('FBTC'),
    token('PLAIN'),
  ]
  const tokens = [eth, usdc, meme, fbtc, plain]

  it('puts starred, then recent, then held tokens first, and unverified ones last', () => {
    const ordered = orderTokens({
      tokens,
      query: '',
      starred: [tokenKey(fbtc)],
      recent: [tokenKey(plain)],
      balances: new Map([[usdc.address.toLowerCase(), 5n]]),
    })
    expect(ordered.map((t) => t.symbol)).toEqual(['FBTC', 'PLAIN', 'USDC', 'ETH', 'MEME'])
  })

  it('ranks matches when there is a query', () => {
    expect(orderTokens({ tokens, query: 'us', starred: [], recent: [] }).map((t) => t.symbol)).toEqual(['USDC'])
  })
})

describe('token memory', () => {
  it('remembers recent tokens newest first, without repeats and up to a limit, and toggles stars', () => {
    const memory = createTokenMemory({ storage: memoryStorage(), network: 'local' })
    for (let i = 0; i < MAX_RECENT_TOKENS + 3; i++) memory.remember(`1:0x${i}`)
    memory.remember('1:0x2')
    expect(memory.recent()[0]).toBe('1:0x2')
    expect(memory.recent()).toHaveLength(MAX_RECENT_TOKENS)
    expect(new Set(memory.recent()).size).toBe(MAX_RECENT_TOKENS)
    memory.toggleStar('1:0xa')
    expect(memory.starred()).toEqual(['1:0xa'])
    memory.toggleStar('1:0xa')
    expect(memory.starred()).toEqual([])
  })

  it('reads corrupt storage as empty and survives a storage that refuses to write', () => {
    const storage = memoryStorage()
    storage.setItem('ferry.local.tokens.recent', '{not json')
    const memory = createTokenMemory({ storage, network: 'local' })
    expect(memory.recent()).toEqual([])
    const refusing = createTokenMemory({
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
      },
      network: 'local',
    })
    expect(() => refusing.remember('1:0x1')).not.toThrow()
  })
})
