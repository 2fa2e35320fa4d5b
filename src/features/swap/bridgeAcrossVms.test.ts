import { describe, expect, it } from 'vitest'
import type { DescribedChain } from '../../api/description/describedTypes'
import { chainsResponseSchema } from '../../api/schemas/catalogue'
import { usableCatalogue } from '../../config/catalogue'
import { buildQuoteRequest } from './buildQuoteRequest'
import type { SwapFormValues } from './swapModes'

/**
 * Issue 36 "also": ETH to Solana in Bridge mode, over a catalogue as the public `/chains` has it (Solana's tokens
 * under base58 addresses, so the same token is not there), says to switch to Swap instead of "not available".
 */
const ZERO = '0x0000000000000000000000000000000000000000'
const ethereum: DescribedChain = {
  id: 1,
  name: 'ethereum',
  displayName: 'Ethereum',
  httpRpcUrl: 'https://eth.example',
  vmType: 'evm',
  depositEnabled: true,
  currency: { id: 'eth', symbol: 'ETH', name: 'Ether', address: ZERO, decimals: 18, supportsBridging: true },
}
const solana: DescribedChain = {
  id: 792703809,
  name: 'solana',
  displayName: 'Solana',
  httpRpcUrl: 'https://solana.example',
  explorerUrl: 'https://solscan.io',
  vmType: 'svm',
  depositEnabled: true,
  currency: {
    id: 'sol',
    symbol: 'SOL',
    name: 'Solana',
    address: '11111111111111111111111111111111',
    decimals: 9,
    supportsBridging: true,
  },
  featuredTokens: [
    {
      id: 'usdc',
      symbol: 'USDC',
      name: 'USD Coin',
      address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      decimals: 6,
    },
  ],
}
const { tokens } = usableCatalogue(chainsResponseSchema.parse({ chains: [ethereum, solana] }).chains, {
  testnet: false,
})
const user = '0x00000000000000000000000000000000000000aa'
const values: SwapFormValues = {
  mode: 'bridge',
  originChainId: 1,
  originToken: ZERO,
  destinationChainId: solana.id!,
  destinationToken: ZERO,
  recipient: '',
  payText: '0.5',
  receiveText: '',
  edited: 'pay',
  exactOutput: false,
}

describe('ETH to Solana on the public catalogue', () => {
  it('Bridge says to switch to Swap, naming the token', () => {
    const result = buildQuoteRequest({ values, tokens, user })
    expect(result).toMatchObject({ ok: false, field: 'route' })
    expect(!result.ok && result.message).toBe(
      'ETH cannot be bridged to this chain as ETH. Switch to Swap to receive another token there.',
    )
  })
})
