import { describe, expect, it } from 'vitest'
import type { DescribedResponse } from '../api/description/describedTypes'
import { explorerTxUrl } from './explorerTxUrl'

type DescribedChain = NonNullable<DescribedResponse<'/chains', 'get'>['chains']>[number]
const SIG = '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW'
const link = (chain: DescribedChain) => ({
  url: chain.explorerUrl ?? '',
  transactionPath: chain.explorerPaths?.transaction,
  queryParams: chain.explorerQueryParams ?? undefined,
})

describe('explorerTxUrl', () => {
  it('puts the path before the explorer’s own query (Solana Devnet on the public /chains)', () => {
    const devnet: DescribedChain = {
      id: 792703808,
      name: 'solana-devnet',
      explorerUrl: 'https://solscan.io/?cluster=devnet',
    }
    expect(explorerTxUrl(link(devnet), SIG)).toBe(`https://solscan.io/tx/${SIG}?cluster=devnet`)
  })

  it('adds explorerQueryParams and follows explorerPaths.transaction', () => {
    const chain: DescribedChain = {
      id: 1,
      name: 'x',
      explorerUrl: 'https://explorer.example/base/',
      explorerPaths: { transaction: '/transaction/{TX_HASH}' },
      explorerQueryParams: { cluster: 'devnet', network: 2 },
    }
    expect(explorerTxUrl(link(chain), '0xab')).toBe(
      'https://explorer.example/base/transaction/0xab?cluster=devnet&network=2',
    )
  })

  it('a plain explorer gets /tx/<hash>; an explorer that is not a URL gives no link', () => {
    expect(explorerTxUrl({ url: 'https://etherscan.io' }, '0xab')).toBe('https://etherscan.io/tx/0xab')
    expect(explorerTxUrl({ url: 'https://etherscan.io/', transactionPath: '' }, '0xab')).toBe(
      'https://etherscan.io/tx/0xab',
    )
    expect(explorerTxUrl({ url: 'not a url' }, '0xab')).toBeUndefined()
  })
})
