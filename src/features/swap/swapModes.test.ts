import { describe, expect, it } from 'vitest'
import { normalizeForMode, type SwapFormValues } from './swapModes'
import { TEST_TOKENS as tokens, usdc, weth, ZERO } from './testTokens'

const base: SwapFormValues = {
  mode: 'bridge',
  originChainId: 1,
  originToken: usdc(1),
  destinationChainId: 2,
  destinationToken: ZERO,
  recipient: '',
  payText: '',
  receiveText: '',
  edited: 'pay',
  exactOutput: false,
}

describe('normalizeForMode', () => {
  it('bridge and send keep the same token on both sides', () => {
    expect(normalizeForMode(base, tokens).destinationToken).toBe(usdc(2))
    expect(normalizeForMode({ ...base, mode: 'send', destinationChainId: 1 }, tokens).destinationToken).toBe(usdc(1))
  })
  it('wrap stays on the origin chain, ETH to WETH; unwrap the other way', () => {
    expect(normalizeForMode({ ...base, mode: 'wrap' }, tokens)).toMatchObject({
      destinationChainId: 1,
      originToken: ZERO,
      destinationToken: weth(1),
    })
    expect(normalizeForMode({ ...base, mode: 'unwrap', originChainId: 2 }, tokens)).toMatchObject({
      destinationChainId: 2,
      originToken: weth(2),
      destinationToken: ZERO,
    })
  })
  it('swap leaves the choice free, only repairing a token that is not on its chain', () => {
    expect(normalizeForMode({ ...base, mode: 'swap' }, tokens).destinationToken).toBe(ZERO)
    expect(
      normalizeForMode(
        { ...base, mode: 'swap', destinationToken: '0x00000000000000000000000000000000000000ff' },
        tokens,
      ).destinationToken,
    ).toBe(ZERO)
  })
  it('repairs an origin token that does not exist on the origin chain (after a chain change)', () => {
    expect(
      normalizeForMode({ ...base, originToken: '0x00000000000000000000000000000000000000ff' }, tokens).originToken,
    ).toBe(ZERO)
  })
  it('a bridge never keeps one chain on both sides: the next chain carrying the token (after Wrap, say)', () => {
    const afterWrap = { ...base, originToken: ZERO, destinationChainId: 1, destinationToken: weth(1) }
    expect(normalizeForMode(afterWrap, tokens)).toMatchObject({
      originChainId: 1,
      destinationChainId: 2,
      originToken: ZERO,
      destinationToken: ZERO,
    })
  })
  it("a bridge whose token the destination lacks takes the origin's token the destination has (SOL to USDC)", () => {
    const solana = 792703809
    const withSolana = [
      ...tokens,
      { chainId: solana, address: '11111111111111111111111111111111', symbol: 'SOL', name: 'Solana', decimals: 9 },
      {
        chainId: solana,
        address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        symbol: 'USDC',
        name: 'USDC',
        decimals: 6,
      },
    ]
    const solOrigin = { ...base, originChainId: solana, originToken: 'unknown', destinationChainId: 2 }
    expect(normalizeForMode(solOrigin, withSolana)).toMatchObject({
      originChainId: solana,
      originToken: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      destinationChainId: 2,
      destinationToken: usdc(2),
    })
    // Send keeps one chain allowed (a payment on the same chain).
    expect(normalizeForMode({ ...base, mode: 'send', destinationChainId: 1 }, tokens).destinationChainId).toBe(1)
  })
  it('never touches amounts or the recipient', () => {
    const values = { ...base, mode: 'wrap' as const, payText: '1', receiveText: '2', recipient: '0xabc' }
    expect(normalizeForMode(values, tokens)).toMatchObject({ payText: '1', receiveText: '2', recipient: '0xabc' })
  })
})
