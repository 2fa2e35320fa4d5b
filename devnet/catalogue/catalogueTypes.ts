import type { DevnetCurrency } from '../contracts/devnetCurrencies'
import type { DevnetChain } from '../DevnetContext'
import type { SvmCurrency } from '../svm/SvmChain'
import type { SyntheticToken } from './syntheticCatalogue'

/** How many synthetic entries the catalogue lists besides the devnet's own (default none). */
export interface CatalogueSizes {
  chains: number
  tokens: number
}

/** Upper bounds of `CatalogueSizes` (`PUT /devnet/catalogue`, `--catalogue-*`). */
export const MAX_SYNTHETIC_CHAINS = 1_000
export const MAX_SYNTHETIC_TOKENS = 50_000
/** `POST /currencies/v2` `limit`: default and most. */
export const DEFAULT_CURRENCY_LIMIT = 20
export const MAX_CURRENCY_LIMIT = 100

/** The chain fields the catalogue reads: a running chain, without its client. */
export type CatalogueSourceChain = Pick<DevnetChain, 'id' | 'name' | 'slug' | 'rpcUrl' | 'currencies' | 'contracts'>

/** One currency of the index, with its search keys computed once. */
export interface CatalogueCurrency {
  chainId: number
  address: string
  symbol: string
  name: string
  decimals: number
  vmType: string
  verified: boolean
  isNative: boolean
  logoURI: string | undefined
  /** The same asset on every chain shares it: `usdc`, `syn-17`. */
  currencyId: string
  /** The devnet currency behind it; undefined for a synthetic entry (listed, not tradable). */
  devnet: DevnetCurrency | undefined
  /** The local Solana chain's currency behind it (SOL, USDC). */
  svm?: SvmCurrency
  synthetic: SyntheticToken | undefined
  /** On the default list: the devnet's own verified tokens. */
  defaultList: boolean
  symbolLower: string
  nameLower: string
  addressLower: string
}

/** What `POST /currencies/v2` asks (already validated). */
export interface CurrencySearch {
  chainIds?: number[]
  term?: string
  address?: string
  currencyId?: string
  /** `chainId:address` pairs. */
  tokens?: string[]
  verified?: boolean
  limit?: number
  defaultList?: boolean
  includeAllChains?: boolean
  depositAddressOnly?: boolean
}

/** A listed chain the devnet does not run, as quote validation needs it. */
export interface ListedChainStatus {
  id: number
  displayName: string
  depositEnabled: boolean
  disabled: boolean
  statusMessage: string | null
}

/**
 * The catalogue the service lists: the running chains and their tokens, the
 * listed-only maintenance chain, and any synthetic chains and tokens

/** A currency before its search keys. */
export type CatalogueCurrencyInput = Omit<CatalogueCurrency, 'symbolLower' | 'nameLower' | 'addressLower'>

/** A currency with its lower-cased search keys, computed once when the catalogue is built. */
export function indexed(c: CatalogueCurrencyInput): CatalogueCurrency {
  return {
    ...c,
    symbolLower: c.symbol.toLowerCase(),
    nameLower: c.name.toLowerCase(),
    addressLower: c.address.toLowerCase(),
  }
}

/**
 * The one builder of a catalogue entry, on an EVM chain, the Solana chain or a synthetic one: what is behind it
 * (`devnet`, `svm`, `synthetic`) says which. Only the devnet's own verified tokens are on the default list.
 */
export function catalogueCurrency(args: {
  chainId: number
  vmType: 'evm' | 'svm'
  token: Pick<CatalogueCurrency, 'address' | 'symbol' | 'name' | 'decimals' | 'verified' | 'isNative'>
  logoURI: string | undefined
  /** The same asset on every chain shares it (USDC on Solana too, as the public service groups it). */
  currencyId: string
  behind: { devnet: DevnetCurrency } | { svm: SvmCurrency } | { synthetic: SyntheticToken }
}): CatalogueCurrency {
  const { token, behind } = args
  return indexed({
    chainId: args.chainId,
    address: token.address,
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
    vmType: args.vmType,
    verified: token.verified,
    isNative: token.isNative,
    logoURI: args.logoURI,
    currencyId: args.currencyId,
    devnet: 'devnet' in behind ? behind.devnet : undefined,
    ...('svm' in behind ? { svm: behind.svm } : {}),
    synthetic: 'synthetic' in behind ? behind.synthetic : undefined,
    defaultList: 'synthetic' in behind ? false : token.verified,
  })
}
