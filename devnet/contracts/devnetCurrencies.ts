import { type Address, getAddress, zeroAddress } from 'viem'
import type { ChainContracts } from './deployContracts'

export type CurrencyKey = 'eth' | 'weth' | 'usdc'

/** A currency the devnet knows on one chain. */
export interface DevnetCurrency {
  key: CurrencyKey
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
  isNative: boolean
}

/** ETH, WETH and USDC of one chain, in the order the manifest lists them. */
export function devnetCurrencies(chainId: number, contracts: ChainContracts): DevnetCurrency[] {
  return [
    { key: 'eth', chainId, address: zeroAddress, symbol: 'ETH', name: 'Ether', decimals: 18, isNative: true },
    {
      key: 'weth',
      chainId,
      address: getAddress(contracts.weth),
      symbol: 'WETH',
      name: 'Wrapped Ether',
      decimals: 18,
      isNative: false,
    },
    {
      key: 'usdc',
      chainId,
      address: getAddress(contracts.usdc),
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      isNative: false,
    },
  ]
}
