import { type Address, getAddress, keccak256, stringToHex, zeroAddress } from 'viem'
import type { ListedOnlyChain } from './listedChains'

/** First synthetic chain id: far from any chain the devnet runs. */
export const SYNTHETIC_CHAIN_BASE_ID = 990_001

const ADJECTIVES = [
  'Amber',
  'Basalt',
  'Cobalt',
  'Dune',
  'Ember',
  'Fjord',
  'Glacier',
  'Harbor',
  'Indigo',
  'Jasper',
  'Kelp',
  'Lumen',
  'Meadow',
  'Nimbus',
  'Onyx',
  'Prairie',
  'Quartz',
  'Rowan',
  'Saffron',
  'Tundra',
]
const NOUNS = [
  'Falcon',
  'Otter',
  'Lynx',
  'Heron',
  'Bison',
  'Marten',
  'Raven',
  'Gecko',
  'Ibex',
  'Koala',
  'Puffin',
  'Walrus',
  'Yak',
  'Zebra',
  'Cricket',
  'Newt',
]
const TOKEN_DECIMALS = [18, 6, 8, 18, 9, 12]
const NON_EVM: Record<number, { vmType: string; currency: ListedOnlyChain['currency'] }> = {
  3: {
    vmType: 'svm',
    currency: { id: 'sol', symbol: 'SOL', name: 'Solana', address: '11111111111111111111111111111111', decimals: 9 },
  },
  6: {
    vmType: 'bvm',
    currency: {
      id: 'btc',
      symbol: 'BTC',
      name: 'Bitcoin',
      address: 'bc1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqq',
      decimals: 8,
    },
  },
  9: {
    vmType: 'tvm',
    currency: { id: 'trx', symbol: 'TRX', name: 'Tron', address: 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb', decimals: 6 },
  },
}

/**
 * Synthetic chain `index` (0-based): listed the way the public service lists
 * chains a client cannot use here. Every one has deposits off, every third is
 * disabled outright, and indexes 3, 6, 9 (mod 10) are not EVM (svm, bvm, tvm).
 */
export function syntheticChain(index: number): ListedOnlyChain {
  const id = SYNTHETIC_CHAIN_BASE_ID + index
  const word = ADJECTIVES[index % ADJECTIVES.length]!
  const nonEvm = NON_EVM[index % 10]
  const disabled = index % 3 === 0
  return {
    id,
    slug: `synthetic-${word.toLowerCase()}-${index + 1}`,
    displayName: `Synthetic ${word} ${index + 1}`,
    brandColor: `hsl(${(index * 47) % 360} 60% 40%)`,
    depositEnabled: false,
    disabled,
    statusMessage: disabled ? 'Synthetic catalogue entry: disabled' : null,
    vmType: nonEvm?.vmType ?? 'evm',
    tags: ['synthetic'],
    currency: nonEvm?.currency ?? {
      id: 'eth',
      symbol: 'ETH',
      name: 'Ether',
      address: zeroAddress,
      decimals: 18,
    },
  }
}

/** A synthetic token as the catalogue lists it; quoting it answers UNSUPPORTED_CURRENCY. */
export interface SyntheticToken {
  index: number
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
  verified: boolean
}

/**
 * Synthetic token `index` (0-based) on one of `chainIds` (round robin):
 * deterministic, with a distinct symbol, name and address ("Amber Falcon 17",
 * AMFA17). Every third one is verified.
 */
export function syntheticToken(index: number, chainIds: readonly number[]): SyntheticToken {
  const adjective = ADJECTIVES[index % ADJECTIVES.length]!
  const noun = NOUNS[Math.floor(index / ADJECTIVES.length) % NOUNS.length]!
  const n = index + 1
  return {
    index,
    chainId: chainIds[index % chainIds.length]!,
    address: getAddress(`0x${keccak256(stringToHex(`ferry-devnet/synthetic-token/${index}`)).slice(-40)}`),
    symbol: `${adjective.slice(0, 2)}${noun.slice(0, 2)}${n}`.toUpperCase(),
    name: `${adjective} ${noun} ${n}`,
    decimals: TOKEN_DECIMALS[index % TOKEN_DECIMALS.length]!,
    verified: index % 3 === 0,
  }
}
