import type { DescribedChain } from '../../src/api/description/describedTypes'
import type { ListedCurrency } from '../../src/api/schemas'
import { badgeSvg } from './badgeSvg'
import { catalogueCurrencies } from './catalogueCurrencies'
import {
  type CatalogueCurrency,
  type CatalogueSizes,
  type CatalogueSourceChain,
  type CurrencySearch,
  type ListedChainStatus,
  MAX_SYNTHETIC_CHAINS,
  MAX_SYNTHETIC_TOKENS,
} from './catalogueTypes'
import { listedOnlyChainEntry, runningChainEntry } from './chainEntries'
import { MAINTENANCE_CHAIN, RUNNING_CHAIN_PRESENTATION } from './listedChains'
import { type CurrencyIndex, searchCurrencies } from './searchCurrencies'
import { type CatalogueSvmChain, SVM_CHAIN_COLOR, svmChainEntry } from './svmCatalogue'
import { syntheticChain } from './syntheticCatalogue'
import { TextIndex } from './TextIndex'

const FALLBACK_COLORS = ['#0f766e', '#7c3aed', '#c2410c', '#0369a1']

/**
 * The catalogue the service lists: the running chains and their tokens, the
 * listed-only maintenance chain, and any synthetic chains and tokens
 * (`PUT /devnet/catalogue`). Everything is built and indexed when the
 * catalogue changes, never per request: chain entries are ready to send, and
 * currencies carry lower-cased search keys and sit in maps by chain,
 * `chainId:address` and currency id, so a term search over 5,000 synthetic
 * tokens is one pass over precomputed strings.
 */
export class Catalogue {
  private sizes: CatalogueSizes = { chains: 0, tokens: 0 }
  private chainEntries: DescribedChain[] = []
  private listedOnly = new Map<number, ListedChainStatus>()
  private index: CurrencyIndex = {
    currencies: [],
    byChain: new Map(),
    byKey: new Map(),
    byCurrencyId: new Map(),
    text: new TextIndex([]),
  }
  private icons = new Map<string, () => string>()

  constructor(
    private readonly options: {
      serviceUrl: string
      chains: readonly CatalogueSourceChain[]
      /** The local Solana chain, listed after the EVM chains. */
      svmChain?: CatalogueSvmChain
      /** The solver's account, listed in `solverAddresses` of each running chain. */
      solverAddress?: string
    },
    sizes: Partial<CatalogueSizes> = {},
  ) {
    this.resize({ chains: sizes.chains ?? 0, tokens: sizes.tokens ?? 0 })
  }

  /** The synthetic entries' counts. */
  getSizes(): CatalogueSizes {
    return { ...this.sizes }
  }

  /** How many chains and currencies are listed in all. */
  getTotals(): { listedChains: number; listedCurrencies: number } {
    return { listedChains: this.chainEntries.length, listedCurrencies: this.index.currencies.length }
  }

  /** Sets the synthetic entries' counts and rebuilds the index (the only time it is built). */
  resize(sizes: CatalogueSizes): void {
    if (!Number.isInteger(sizes.chains) || sizes.chains < 0 || sizes.chains > MAX_SYNTHETIC_CHAINS)
      throw new RangeError(`synthetic chains must be an integer from 0 to ${MAX_SYNTHETIC_CHAINS}`)
    if (!Number.isInteger(sizes.tokens) || sizes.tokens < 0 || sizes.tokens > MAX_SYNTHETIC_TOKENS)
      throw new RangeError(`synthetic tokens must be an integer from 0 to ${MAX_SYNTHETIC_TOKENS}`)
    this.sizes = { ...sizes }
    this.build()
  }

  /** `GET /chains`: every listed chain, or those of `ids`, in listing order. */
  listChains(ids?: readonly number[]): DescribedChain[] {
    if (!ids) return this.chainEntries
    const wanted = new Set(ids)
    return this.chainEntries.filter((chain) => wanted.has(chain.id ?? -1))
  }

  /** A listed chain the devnet does not run (maintenance or synthetic), or undefined. */
  listedOnlyChain(id: number): ListedChainStatus | undefined {
    return this.listedOnly.get(id)
  }

  /** The listed currency at `address` on `chainId` (any casing), devnet or synthetic. */
  findCurrency(chainId: number, address: string): CatalogueCurrency | undefined {
    return this.index.byKey.get(`${chainId}:${address.toLowerCase()}`)
  }

  /** A synthetic token of `chainId` named by address or symbol (as a quote names a currency). */
  findSynthetic(chainId: number, value: string): CatalogueCurrency | undefined {
    const lower = value.toLowerCase()
    const found = lower.startsWith('0x')
      ? this.findCurrency(chainId, lower)
      : this.index.byChain.get(chainId)?.find((c) => c.symbolLower === lower && c.synthetic)
    return found?.synthetic ? found : undefined
  }

  /** The SVG behind `/devnet/icons/<key>.svg`, or undefined. */
  icon(key: string): string | undefined {
    return this.icons.get(key)?.()
  }

  /** `POST /currencies/v2` (see `searchCurrencies`). */
  search(query: CurrencySearch): CatalogueCurrency[] {
    return searchCurrencies(this.index, query)
  }

  /** The wire entry of `POST /currencies/v2`: no `logoURI` for a token without a logo. */
  static toListed(c: CatalogueCurrency): ListedCurrency {
    return {
      chainId: c.chainId,
      address: c.address,
      symbol: c.symbol,
      name: c.name,
      decimals: c.decimals,
      vmType: c.vmType,
      metadata: {
        ...(c.logoURI ? { logoURI: c.logoURI } : {}),
        verified: c.verified,
        isNative: c.isNative,
      },
    }
  }

  private build(): void {
    const { serviceUrl, chains, svmChain } = this.options
    const iconUrl = (key: string) => `${serviceUrl}/devnet/icons/${key}.svg`
    this.listedOnly.clear()

    // Currencies: the devnet's own, then the synthetic tokens.
    const { currencies, icons } = catalogueCurrencies({ chains, svmChain, syntheticTokens: this.sizes.tokens, iconUrl })
    this.icons = icons
    const byChain = new Map<number, CatalogueCurrency[]>()
    const byCurrencyId = new Map<string, CatalogueCurrency[]>()
    const byKey = new Map<string, CatalogueCurrency>()
    for (const c of currencies) {
      push(byChain, c.chainId, c)
      push(byCurrencyId, c.currencyId, c)
      byKey.set(`${c.chainId}:${c.addressLower}`, c)
    }
    this.index = { currencies, byChain, byKey, byCurrencyId, text: new TextIndex(currencies) }

    // Chains: the running ones, the Solana chain, the maintenance chain, then the synthetic ones.
    const entries: DescribedChain[] = chains.map((chain, index) => {
      const presentation = RUNNING_CHAIN_PRESENTATION[chain.id] ?? {
        brandColor: FALLBACK_COLORS[index % FALLBACK_COLORS.length]!,
        statusMessage: null,
      }
      const letter = chain.name.trim().split(/\s+/).at(-1)?.slice(0, 1).toUpperCase() ?? '?'
      this.setChainIcons(chain.id, letter, presentation.brandColor)
      return runningChainEntry({
        id: chain.id,
        slug: chain.slug,
        name: chain.name,
        vmType: 'evm',
        rpcUrl: chain.rpcUrl,
        // anvil answers websocket JSON-RPC on its HTTP port.
        wsRpcUrl: chain.rpcUrl.replace(/^http/, 'ws'),
        own: byChain.get(chain.id)?.filter((c) => c.devnet) ?? [],
        // Featured: the devnet's own verified tokens (their logos travel there; an ERC20 entry has no metadata).
        featured: (c) => c.verified,
        // FerryUSDC takes EIP-3009 and EIP-2612 signatures (usePermit); FerryToken and WETH9 do not.
        supportsPermit: (c) => c.devnet?.permit !== undefined,
        brandColor: presentation.brandColor,
        statusMessage: presentation.statusMessage,
        solverAddresses: this.options.solverAddress ? [this.options.solverAddress] : [],
        depository: chain.contracts.depository,
        // The public names of the contracts the devnet has (its router multicalls and sweeps); the devnet's own
        // contracts by name (tokens, pools, vault) are in the manifest.
        contracts: {
          multicaller: chain.contracts.router,
          erc20Router: chain.contracts.router,
          v3: { erc20Router: chain.contracts.router },
        },
        iconUrl,
      })
    })
    if (svmChain) {
      this.setChainIcons(svmChain.id, 'S', SVM_CHAIN_COLOR)
      entries.push(svmChainEntry({ chain: svmChain, own: byChain.get(svmChain.id) ?? [], iconUrl }))
    }
    const listedOnly = [MAINTENANCE_CHAIN]
    for (let i = 0; i < this.sizes.chains; i++) listedOnly.push(syntheticChain(i))
    for (const chain of listedOnly) {
      const words = chain.displayName
        .replace(/\(.*\)/, '')
        .trim()
        .split(/\s+/)
      const letter = chain.tags.includes('synthetic')
        ? `${words[1]?.[0] ?? 'S'}${words.at(-1) ?? ''}`
        : (words.at(-1)?.[0] ?? '?')
      this.setChainIcons(chain.id, letter, chain.brandColor)
      entries.push(listedOnlyChainEntry(chain, iconUrl))
      this.listedOnly.set(chain.id, {
        id: chain.id,
        displayName: chain.displayName,
        depositEnabled: chain.depositEnabled,
        disabled: chain.disabled,
        statusMessage: chain.statusMessage,
      })
    }
    this.chainEntries = entries
  }

  /** A rounded square (`iconUrl`) and a round badge (`logoUrl`) per chain, in its brand colour. */
  private setChainIcons(id: number, label: string, color: string): void {
    this.icons.set(`chain-${id}`, () => badgeSvg({ label, color, shape: 'square' }))
    this.icons.set(`chain-${id}-logo`, () => badgeSvg({ label, color, shape: 'circle' }))
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}
