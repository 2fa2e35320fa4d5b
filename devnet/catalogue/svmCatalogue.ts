import type { DescribedChain } from '../../src/api/description/describedTypes'
import type { SvmChain } from '../svm/SvmChain'
import { type CatalogueCurrency, catalogueCurrency } from './catalogueTypes'
import { runningChainEntry } from './chainEntries'

/** The chain fields the catalogue reads of the local Solana chain. */
export type CatalogueSvmChain = Pick<SvmChain, 'id' | 'name' | 'slug' | 'rpcUrl' | 'currencies' | 'solverAddress'>

/** Solana's brand colours: the chain's logo, and SOL's. */
export const SVM_CHAIN_COLOR = '#9945FF'
export const SOL_COLOR = '#14F195'

/** The local Solana chain's currencies as catalogue entries. */
export function svmCatalogueCurrencies(
  chain: CatalogueSvmChain,
  iconUrl: (key: string) => string,
): CatalogueCurrency[] {
  return chain.currencies.map((currency) =>
    catalogueCurrency({
      chainId: chain.id,
      vmType: 'svm',
      token: currency,
      logoURI: iconUrl(currency.key),
      currencyId: currency.key,
      behind: { svm: currency },
    }),
  )
}

/** `GET /chains`'s entry for the local Solana chain (`own`: its catalogue currencies). */
export function svmChainEntry(args: {
  chain: CatalogueSvmChain
  own: readonly CatalogueCurrency[]
  iconUrl: (key: string) => string
}): DescribedChain {
  const { chain } = args
  return runningChainEntry({
    id: chain.id,
    slug: chain.slug,
    name: chain.name,
    vmType: 'svm',
    rpcUrl: chain.rpcUrl,
    // No websocket subscriptions on the local chain: clients poll (getSignatureStatuses).
    wsRpcUrl: '',
    own: args.own,
    featured: () => true,
    supportsPermit: () => false,
    brandColor: SVM_CHAIN_COLOR,
    statusMessage: null,
    solverAddresses: [chain.solverAddress],
    // No depository program on the local chain: deposits are transfers to the solver with the request id as memo.
    depository: null,
    contracts: {},
    iconUrl: args.iconUrl,
  })
}
