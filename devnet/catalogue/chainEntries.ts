import type { DescribedChain } from '../../src/api/description/describedTypes'
import type { CatalogueCurrency } from './catalogueTypes'
import type { ListedOnlyChain } from './listedChains'

/** A currency of a chain's featured list, as the description has it: its logo is its only metadata. */
export type ListedChainCurrency = {
  id: string
  symbol: string
  name: string
  address: string
  decimals: number
  supportsBridging: boolean
  metadata?: { logoURI: string }
}

/**
 * A currency of a chain's lists in the description's shape: no `metadata.verified`/`isNative` (`POST
 * /currencies/v2` says which tokens are unverified; the widget reads it there), and the logo only where the list
 * has `metadata` (`featuredTokens`; `erc20Currencies` have none).
 */
export function listedChainCurrency(c: CatalogueCurrency, withLogo = true): ListedChainCurrency {
  return {
    id: c.currencyId,
    symbol: c.symbol,
    name: c.name,
    address: c.address,
    decimals: c.decimals,
    supportsBridging: true,
    ...(withLogo && c.logoURI ? { metadata: { logoURI: c.logoURI } } : {}),
  }
}

/** The devnet has no block explorer: every explorer field is an empty string. */
const NO_EXPLORER = {
  explorerUrl: '',
  explorerName: '',
  explorerPaths: { transaction: '', address: '', token: '' },
}

/** What differs between the `GET /chains` entries of the chains the devnet runs (its EVM chains and its Solana chain). */
export type RunningChain = {
  id: number
  slug: string
  name: string
  vmType: 'evm' | 'svm'
  rpcUrl: string
  /** Empty where the chain takes no websocket subscriptions. */
  wsRpcUrl: string
  /** The chain's catalogue currencies (the devnet's own, not synthetic ones). */
  own: readonly CatalogueCurrency[]
  featured: (c: CatalogueCurrency) => boolean
  supportsPermit: (c: CatalogueCurrency) => boolean
  brandColor: string
  statusMessage: string | null
  solverAddresses: string[]
  /** Null where deposits are not made to a depository contract. */
  depository: string | null
  contracts: DescribedChain['contracts']
  iconUrl: (key: string) => string
}

/** `GET /chains`'s entry of a chain the devnet runs, in the public shape. */
export function runningChainEntry(chain: RunningChain): DescribedChain {
  const native = chain.own.find((c) => c.isNative)
  return {
    id: chain.id,
    name: chain.slug,
    displayName: chain.name,
    httpRpcUrl: chain.rpcUrl,
    wsRpcUrl: chain.wsRpcUrl,
    ...NO_EXPLORER,
    depositEnabled: true,
    disabled: false,
    partialDisableLimit: 0,
    blockProductionLagging: false,
    tokenSupport: 'Limited',
    currency: native && {
      id: native.currencyId,
      symbol: native.symbol,
      name: native.name,
      address: native.address,
      decimals: native.decimals,
      supportsBridging: true,
    },
    featuredTokens: chain.own.filter(chain.featured).map((c) => listedChainCurrency(c)),
    erc20Currencies: chain.own
      .filter((c) => !c.isNative)
      .map((c) => ({
        ...listedChainCurrency(c, false),
        supportsPermit: chain.supportsPermit(c),
        withdrawalFee: 0,
        depositFee: 0,
        surgeEnabled: false,
      })),
    // The solver holds every devnet currency on every chain it runs.
    solverCurrencies: chain.own.map((c) => ({
      id: c.currencyId,
      symbol: c.symbol,
      name: c.name,
      address: c.address,
      decimals: c.decimals,
    })),
    iconUrl: chain.iconUrl(`chain-${chain.id}`),
    logoUrl: chain.iconUrl(`chain-${chain.id}-logo`),
    brandColor: chain.brandColor,
    vmType: chain.vmType,
    baseChainId: null,
    statusMessage: chain.statusMessage,
    tags: ['devnet'],
    solverAddresses: chain.solverAddresses,
    explorerQueryParams: null,
    protocol: { v2: { chainId: chain.slug, depository: chain.depository, depositoryVault: null } },
    contracts: chain.contracts,
  }
}

/** `GET /chains`'s entry of a chain listed but not run by the devnet (maintenance, synthetic). */
export function listedOnlyChainEntry(chain: ListedOnlyChain, iconUrl: (key: string) => string): DescribedChain {
  return {
    id: chain.id,
    name: chain.slug,
    displayName: chain.displayName,
    // Not run by the devnet: no node to call.
    httpRpcUrl: '',
    wsRpcUrl: '',
    ...NO_EXPLORER,
    depositEnabled: chain.depositEnabled,
    disabled: chain.disabled,
    partialDisableLimit: 0,
    blockProductionLagging: false,
    tokenSupport: 'Limited',
    currency: { ...chain.currency, supportsBridging: false },
    featuredTokens: [],
    erc20Currencies: [],
    solverCurrencies: [],
    iconUrl: iconUrl(`chain-${chain.id}`),
    logoUrl: iconUrl(`chain-${chain.id}-logo`),
    brandColor: chain.brandColor,
    vmType: chain.vmType as DescribedChain['vmType'],
    baseChainId: null,
    statusMessage: chain.statusMessage,
    tags: chain.tags,
    solverAddresses: [],
    explorerQueryParams: null,
    // Not run by the devnet: no depository, as the public service lists a chain without one.
    protocol: { v2: { chainId: chain.slug, depository: null, depositoryVault: null } },
    contracts: {},
  }
}
