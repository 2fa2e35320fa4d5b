import type { DescribedChain } from '../../src/api/description/describedTypes'
import type { SvmChain } from '../svm/SvmChain'
import type { CatalogueCurrency } from './Catalogue'

/** The chain fields the catalogue reads of the local Solana chain. */
export type CatalogueSvmChain = Pick<SvmChain, 'id' | 'name' | 'slug' | 'rpcUrl' | 'currencies' | 'solverAddress'>

/** Solana's brand colours: the chain's logo, and SOL's. */
export const SVM_CHAIN_COLOR = '#9945FF'
export const SOL_COLOR = '#14F195'

/** The local Solana chain's currencies as catalogue entries (before their search keys). */
export function svmCatalogueCurrencies(
  chain: CatalogueSvmChain,
  iconUrl: (key: string) => string,
): Omit<CatalogueCurrency, 'symbolLower' | 'nameLower' | 'addressLower'>[] {
  return chain.currencies.map((currency) => ({
    chainId: chain.id,
    address: currency.address,
    symbol: currency.symbol,
    name: currency.name,
    decimals: currency.decimals,
    vmType: 'svm',
    verified: currency.verified,
    isNative: currency.isNative,
    logoURI: iconUrl(currency.key),
    // USDC is one asset across chains, Solana's included, as the public service groups it.
    currencyId: currency.key,
    devnet: undefined,
    svm: currency,
    synthetic: undefined,
    defaultList: currency.verified,
  }))
}

/** `GET /chains`'s entry for the local Solana chain (`own`: its catalogue currencies; `listed`: a list item of one). */
export function svmChainEntry<T>({
  chain,
  own,
  listed,
  iconUrl,
}: {
  chain: CatalogueSvmChain
  own: readonly CatalogueCurrency[]
  listed: (c: CatalogueCurrency) => T
  iconUrl: (key: string) => string
}): DescribedChain {
  const native = own.find((c) => c.isNative)
  return {
    id: chain.id,
    name: chain.slug,
    displayName: chain.name,
    httpRpcUrl: chain.rpcUrl,
    // No websocket subscriptions on the local chain: clients poll (getSignatureStatuses).
    wsRpcUrl: '',
    explorerUrl: '',
    explorerName: '',
    explorerPaths: { transaction: '', address: '', token: '' },
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
    featuredTokens: own.map(listed) as DescribedChain['featuredTokens'],
    erc20Currencies: own
      .filter((c) => !c.isNative)
      .map((c) => ({ ...listed(c), supportsPermit: false, withdrawalFee: 0, depositFee: 0, surgeEnabled: false })),
    solverCurrencies: own.map((c) => ({
      id: c.currencyId,
      symbol: c.symbol,
      name: c.name,
      address: c.address,
      decimals: c.decimals,
    })),
    iconUrl: iconUrl(`chain-${chain.id}`),
    logoUrl: iconUrl(`chain-${chain.id}-logo`),
    brandColor: SVM_CHAIN_COLOR,
    vmType: 'svm',
    baseChainId: null,
    statusMessage: null,
    tags: ['devnet'],
    solverAddresses: [chain.solverAddress],
    explorerQueryParams: null,
    // No depository program on the local chain: deposits are transfers to the solver with the request id as memo.
    protocol: { v2: { chainId: chain.slug, depository: null, depositoryVault: null } },
    contracts: {},
  }
}
