import { type Address, getAddress, zeroAddress } from 'viem'
import type { ChainContracts } from './deployContracts'

/** The catalogue tokens deployed from `sol/FerryToken.sol`, besides WETH and USDC. */
export type ExtraTokenKey = 'fbtc' | 'flong' | 'meme' | 'plain' | 'fusdt'
export type CurrencyKey = 'eth' | 'weth' | 'usdc' | ExtraTokenKey

/** A currency the devnet knows on one chain. */
export interface DevnetCurrency {
  key: CurrencyKey
  chainId: number
  address: Address
  symbol: string
  name: string
  decimals: number
  isNative: boolean
  /** `metadata.verified` in the catalogue. */
  verified: boolean
  /** false: the catalogue lists it without `metadata.logoURI`, and `/devnet/icons` has none for it. */
  hasLogo: boolean
  /** The token's EIP-712 domain name and version when it takes signed transfers (EIP-3009 and EIP-2612: USDC only). */
  permit?: { name: string; version: string }
}

/** One FerryToken deployment, the same on every chain. */
export interface ExtraTokenSpec {
  key: ExtraTokenKey
  symbol: string
  name: string
  decimals: number
  verified: boolean
  hasLogo: boolean
  /** Starting USD price per whole unit (the price table; `POST /devnet/prices` moves it). */
  usdPrice: string
  /** The solver's starting inventory per chain, whole units. */
  solverUnits: bigint
  /** Each test account's starting balance per chain, whole units. */
  testAccountUnits: bigint
  /**
   * `sol/FerryTetherToken.sol` instead of `FerryToken`: its `approve` refuses to change one non-zero allowance into
   * another, as mainnet USDT's does. Deployed after the deposit factory, so no earlier address moves.
   */
  resetsAllowance?: true
}

/**
 * The catalogue's extra tokens: an 8-decimal coin, a long name, an
 * unverified token that trades through its own MEME/USDC pool, and a token
 * without a logo. Every one bridges between the chains (the solver holds it
 * on each); only MEME swaps (against USDC, through its pool).
 */
export const EXTRA_TOKENS: readonly ExtraTokenSpec[] = [
  {
    key: 'fbtc',
    symbol: 'FBTC',
    name: 'Ferry Bitcoin',
    decimals: 8,
    verified: true,
    hasLogo: true,
    usdPrice: '60000',
    solverUnits: 100n,
    testAccountUnits: 10n,
  },
  {
    key: 'flong',
    symbol: 'FLONG',
    name: 'Ferry Extraordinarily Long Named Governance Token',
    decimals: 18,
    verified: true,
    hasLogo: true,
    usdPrice: '2.5',
    solverUnits: 4_000_000n,
    testAccountUnits: 100_000n,
  },
  {
    key: 'meme',
    symbol: 'MEME',
    name: 'Ferry Meme Coin',
    decimals: 18,
    verified: false,
    hasLogo: true,
    usdPrice: '0.001',
    solverUnits: 10_000_000_000n,
    testAccountUnits: 100_000_000n,
  },
  {
    key: 'plain',
    symbol: 'PLAIN',
    name: 'Ferry Plain Token',
    decimals: 18,
    verified: true,
    hasLogo: false,
    usdPrice: '1',
    solverUnits: 10_000_000n,
    testAccountUnits: 100_000n,
  },
  {
    key: 'fusdt',
    symbol: 'FUSDT',
    name: 'Ferry USDT',
    decimals: 6,
    verified: false,
    hasLogo: false,
    usdPrice: '1',
    solverUnits: 10_000_000n,
    testAccountUnits: 100_000n,
    resetsAllowance: true,
  },
]

/** A constant-product pool (`sol/FerryPool.sol`): `base` is the contract's "weth" side, `quote` its "usdc" side. */
export interface DevnetPool {
  address: Address
  base: CurrencyKey
  quote: CurrencyKey
}

/** The pools of one chain: WETH/USDC (ETH trades as WETH) and MEME/USDC. */
export function devnetPools(contracts: ChainContracts): DevnetPool[] {
  return [
    { address: getAddress(contracts.pool), base: 'weth', quote: 'usdc' },
    { address: getAddress(contracts.memePool), base: 'meme', quote: 'usdc' },
  ]
}

/** The pool that trades `spend` for `out` (ETH counts as WETH), or undefined when none does. */
export function findPool(pools: readonly DevnetPool[], spend: CurrencyKey, out: CurrencyKey): DevnetPool | undefined {
  const side = (key: CurrencyKey) => (key === 'eth' ? 'weth' : key)
  const [a, b] = [side(spend), side(out)]
  return pools.find((p) => (p.base === a && p.quote === b) || (p.base === b && p.quote === a))
}

/** ETH, WETH, USDC and the extra tokens of one chain, in the order the manifest lists them. */
export function devnetCurrencies(chainId: number, contracts: ChainContracts): DevnetCurrency[] {
  const listed = { verified: true, hasLogo: true }
  return [
    {
      key: 'eth',
      chainId,
      address: zeroAddress,
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      isNative: true,
      ...listed,
    },
    {
      key: 'weth',
      chainId,
      address: getAddress(contracts.weth),
      symbol: 'WETH',
      name: 'Wrapped Ether',
      decimals: 18,
      isNative: false,
      ...listed,
    },
    {
      key: 'usdc',
      chainId,
      address: getAddress(contracts.usdc),
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      isNative: false,
      ...listed,
      // `sol/FerryUSDC.sol`: name() and version().
      permit: { name: 'USD Coin', version: '2' },
    },
    ...EXTRA_TOKENS.map((spec) => ({
      key: spec.key,
      chainId,
      address: getAddress(contracts[spec.key]),
      symbol: spec.symbol,
      name: spec.name,
      decimals: spec.decimals,
      isNative: false,
      verified: spec.verified,
      hasLogo: spec.hasLogo,
    })),
  ]
}
