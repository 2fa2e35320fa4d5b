import { describe, expect, it } from 'vitest'
import { BLOCKHASH_VALID_BLOCKS, BlockhashWindow } from './BlockhashWindow'

describe('BlockhashWindow', () => {
  const window = () => new BlockhashWindow([{ blockhash: 'h0', height: 0 }])

  it('accepts a blockhash for BLOCKHASH_VALID_BLOCKS blocks after its own, then refuses it', () => {
    const w = window()
    for (let height = 1; height <= BLOCKHASH_VALID_BLOCKS; height++) w.push({ blockhash: `h${height}`, height })
    expect(w.find('h0')).toEqual({ blockhash: 'h0', height: 0 })
    expect(w.lastValidBlockHeight(w.find('h0')!)).toBe(BLOCKHASH_VALID_BLOCKS)
    w.push({ blockhash: 'next', height: BLOCKHASH_VALID_BLOCKS + 1 })
    expect(w.find('h0')).toBeUndefined()
    expect(w.find('h1')).toBeDefined()
    expect(w.toJSON()).toHaveLength(BLOCKHASH_VALID_BLOCKS + 1)
  })

  it('refuses a blockhash it never made, and a height that does not move forward', () => {
    const w = window()
    expect(w.find('unknown')).toBeUndefined()
    expect(() => w.push({ blockhash: 'again', height: 0 })).toThrow(/not after/)
    expect(w.latest().blockhash).toBe('h0')
  })

  it('keeps its entries across a snapshot', () => {
    const w = window()
    w.push({ blockhash: 'h1', height: 1 })
    const restored = new BlockhashWindow(w.toJSON())
    expect(restored.latest()).toEqual({ blockhash: 'h1', height: 1 })
    expect(restored.find('h0')).toBeDefined()
  })
})
