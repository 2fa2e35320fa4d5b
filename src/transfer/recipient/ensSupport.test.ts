import { describe, expect, it } from 'vitest'
import { ensSupport } from './ensSupport'

const chain = (id: number, url: string) => ({ id, rpcUrls: { default: { http: [url] } } })

describe('ensSupport', () => {
  it('the devnet has no names', () => {
    expect(ensSupport({ network: 'local', chains: [chain(1, 'http://x')] })).toEqual({ names: 'unavailable' })
  })

  it('mainnet resolves on Ethereum mainnet, with the catalogue RPC when the service lists the chain', () => {
    expect(ensSupport({ network: 'mainnet', chains: [chain(8453, 'https://base'), chain(1, 'https://eth')] })).toEqual({
      names: 'resolve',
      chainId: 1,
      rpcUrl: 'https://eth',
    })
    expect(ensSupport({ network: 'mainnet', chains: [chain(8453, 'https://base')] })).toEqual({
      names: 'resolve',
      chainId: 1,
      rpcUrl: undefined,
    })
  })

  it('the testnets resolve on Sepolia', () => {
    expect(ensSupport({ network: 'testnet', chains: [chain(11155111, 'https://sepolia')] })).toEqual({
      names: 'resolve',
      chainId: 11155111,
      rpcUrl: 'https://sepolia',
    })
  })
})
