import type { DescribedChain } from '../../src/api/description/describedTypes'
import type { ListedCurrency } from '../../src/api/schemas'
import type { CurrencyKey, DevnetCurrency } from '../contracts/devnetCurrencies'
import type { DevnetChain } from '../DevnetContext'
import type { SvmCurrency } from '../svm/SvmChain'
import { badgeSvg } from './badgeSvg'
import { type ListedOnlyChain, MAINTENANCE_CHAIN, RUNNING_CHAIN_PRESENTATION } from './listedChains'
import {
  type CatalogueSvmChain,
  SOL_COLOR,
  SVM_CHAIN_COLOR,
  svmCatalogueCurrencies,
  svmChainEntry,
} from './svmCatalogue'
import { type SyntheticToken, syntheticChain, syntheticToken } from './syntheticCatalogue'

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
  private currencies: CatalogueCurrency[] = []
  private byChain = new Map<number, CatalogueCurrency[]>()
  private byKey = new Map<string, CatalogueCurrency>()
  private byCurrencyId = new Map<string, CatalogueCurrency[]>()
  private text = new TextIndex([])
  private readonly icons = new Map<string, () => string>()

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
    return { listedChains: this.chainEntries.length, listedCurrencies: this.currencies.length }
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
    return this.byKey.get(`${chainId}:${address.toLowerCase()}`)
  }

  /** A synthetic token of `chainId` named by address or symbol (as a quote names a currency). */
  findSynthetic(chainId: number, value: string): CatalogueCurrency | undefined {
    const lower = value.toLowerCase()
    const found = lower.startsWith('0x')
      ? this.findCurrency(chainId, lower)
      : this.byChain.get(chainId)?.find((c) => c.symbolLower === lower && c.synthetic)
    return found?.synthetic ? found : undefined
  }

  /** The SVG behind `/devnet/icons/<key>.svg`, or undefined. */
  icon(key: string): string | undefined {
    return this.icons.get(key)?.()
  }

  /**
   * `POST /currencies/v2`. Filters first (chains or `tokens`, address,
   * currency id, verified, default list, deposit-address payable), then
   * `term`: case-insensitive over symbol and name, or with `0x` an address
   * prefix or the full address. Term matches are ranked exact symbol, symbol
   * prefix, name prefix, anything else; ties keep listing order (devnet
   * tokens before synthetic ones). `includeAllChains` adds the matches'
   * counterparts on every other chain.
   */
  search(query: CurrencySearch): CatalogueCurrency[] {
    const limit = Math.min(query.limit ?? DEFAULT_CURRENCY_LIMIT, MAX_CURRENCY_LIMIT)
    const chains = query.chainIds ? new Set(query.chainIds) : undefined
    // A small candidate list when the query names currencies; otherwise the whole listing.
    let named: readonly CatalogueCurrency[] | undefined
    if (query.tokens) {
      named = query.tokens.flatMap((token) => {
        const [chainId, address] = token.split(':')
        const found = address ? this.byKey.get(`${Number(chainId)}:${address.toLowerCase()}`) : undefined
        return found ? [found] : []
      })
    } else if (query.currencyId !== undefined) {
      named = this.byCurrencyId.get(query.currencyId) ?? []
    }
    // Without a term, one chain's own list is the shortest walk; a term goes through the text index.
    const walk =
      named ?? (query.chainIds?.length === 1 ? (this.byChain.get(query.chainIds[0]!) ?? []) : this.currencies)
    const address = query.address?.toLowerCase()
    const keep = (c: CatalogueCurrency) =>
      (chains === undefined || chains.has(c.chainId)) &&
      (address === undefined || c.addressLower === address) &&
      (query.currencyId === undefined || c.currencyId === query.currencyId) &&
      (query.verified === undefined || c.verified === query.verified) &&
      (!query.defaultList || c.defaultList) &&
      (!query.depositAddressOnly || c.devnet !== undefined)

    const term = query.term?.replaceAll(SEPARATOR, '').trim().toLowerCase()
    let found: CatalogueCurrency[]
    if (!term) {
      found = []
      for (const c of walk) {
        if (keep(c)) found.push(c)
        if (found.length >= limit && !query.includeAllChains) break
      }
    } else {
      // Buckets by rank keep listing order inside a rank without sorting.
      const buckets: CatalogueCurrency[][] = [[], [], [], []]
      const rankOf = (c: CatalogueCurrency): number => {
        if (term.startsWith('0x')) {
          if (!c.addressLower.startsWith(term)) return -1
          return c.addressLower === term ? 0 : 1
        }
        if (c.symbolLower === term) return 0
        if (c.symbolLower.startsWith(term)) return 1
        if (c.nameLower.startsWith(term)) return 2
        return c.symbolLower.includes(term) || c.nameLower.includes(term) ? 3 : -1
      }
      const consider = (c: CatalogueCurrency) => {
        const rank = rankOf(c)
        if (rank >= 0 && keep(c)) buckets[rank]!.push(c)
      }
      if (named) for (const c of named) consider(c)
      else for (const i of this.text.matches(term)) consider(this.currencies[i]!)
      found = buckets.flat()
    }
    if (query.includeAllChains) {
      const seen = new Set<CatalogueCurrency>()
      const expanded: CatalogueCurrency[] = []
      for (const c of found) {
        for (const g of [c, ...(this.byCurrencyId.get(c.currencyId) ?? [])]) {
          if (seen.has(g)) continue
          seen.add(g)
          expanded.push(g)
        }
        if (expanded.length >= limit) break
      }
      found = expanded
    }
    return found.slice(0, limit)
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
    this.icons.clear()
    this.listedOnly.clear()

    // Currencies: the devnet's own, then the synthetic tokens.
    const currencies: CatalogueCurrency[] = []
    for (const chain of chains) {
      for (const currency of chain.currencies) {
        const logo = currency.hasLogo ? iconUrl(currency.key) : undefined
        if (currency.hasLogo) {
          const color = CURRENCY_COLORS[currency.key]
          this.icons.set(currency.key, () => badgeSvg({ label: currency.symbol, color, shape: 'circle' }))
        }
        currencies.push(
          indexed({
            chainId: chain.id,
            address: currency.address,
            symbol: currency.symbol,
            name: currency.name,
            decimals: currency.decimals,
            vmType: 'evm',
            verified: currency.verified,
            isNative: currency.isNative,
            logoURI: logo,
            currencyId: currency.key,
            devnet: currency,
            synthetic: undefined,
            defaultList: currency.verified,
          }),
        )
      }
    }
    if (svmChain) {
      for (const { key, symbol } of svmChain.currencies) {
        const color = key === 'sol' ? SOL_COLOR : CURRENCY_COLORS[key]
        if (!this.icons.has(key)) this.icons.set(key, () => badgeSvg({ label: symbol, color, shape: 'circle' }))
      }
      currencies.push(...svmCatalogueCurrencies(svmChain, iconUrl).map(indexed))
    }
    const runningIds = chains.map((c) => c.id)
    for (let i = 0; i < this.sizes.tokens; i++) {
      const token = syntheticToken(i, runningIds)
      const key = `syn-${i}`
      this.icons.set(key, () =>
        badgeSvg({ label: token.symbol.slice(0, 2), color: `hsl(${(i * 137) % 360} 55% 42%)`, shape: 'circle' }),
      )
      currencies.push(
        indexed({
          chainId: token.chainId,
          address: token.address,
          symbol: token.symbol,
          name: token.name,
          decimals: token.decimals,
          vmType: 'evm',
          verified: token.verified,
          isNative: false,
          logoURI: iconUrl(key),
          currencyId: key,
          devnet: undefined,
          synthetic: token,
          defaultList: false,
        }),
      )
    }
    this.currencies = currencies
    this.text = new TextIndex(currencies)
    this.byChain = new Map()
    this.byKey = new Map()
    this.byCurrencyId = new Map()
    currencies.forEach((c) => {
      push(this.byChain, c.chainId, c)
      push(this.byCurrencyId, c.currencyId, c)
      this.byKey.set(`${c.chainId}:${c.addressLower}`, c)
    })

    // Chains: the running ones, the maintenance chain, then the synthetic ones.
    const listed = (c: CatalogueCurrency): ListedChainCurrency => ({
      id: c.currencyId,
      symbol: c.symbol,
      name: c.name,
      address: c.address,
      decimals: c.decimals,
      supportsBridging: true,
      metadata: { ...(c.logoURI ? { logoURI: c.logoURI } : {}), verified: c.verified, isNative: c.isNative },
    })
    const entries: DescribedChain[] = chains.map((chain, index) => {
      const own = this.byChain.get(chain.id)?.filter((c) => c.devnet) ?? []
      const native = own.find((c) => c.isNative)
      const presentation = RUNNING_CHAIN_PRESENTATION[chain.id] ?? {
        brandColor: FALLBACK_COLORS[index % FALLBACK_COLORS.length]!,
        statusMessage: null,
      }
      const letter = chain.name.trim().split(/\s+/).at(-1)?.slice(0, 1).toUpperCase() ?? '?'
      this.setChainIcons(chain.id, letter, presentation.brandColor)
      return {
        id: chain.id,
        name: chain.slug,
        displayName: chain.name,
        httpRpcUrl: chain.rpcUrl,
        // anvil answers websocket JSON-RPC on its HTTP port.
        wsRpcUrl: chain.rpcUrl.replace(/^http/, 'ws'),
        ...NO_EXPLORER,
        depositEnabled: true,
        disabled: false,
        partialDisableLimit: 0,
        blockProductionLagging: false,
        tokenSupport: 'Limited',
        currency: native
          ? {
              id: native.currencyId,
              symbol: native.symbol,
              name: native.name,
              address: native.address,
              decimals: native.decimals,
              supportsBridging: true,
            }
          : undefined,
        featuredTokens: own.filter((c) => FEATURED.includes(c.currencyId as CurrencyKey)).map(listed),
        erc20Currencies: own
          .filter((c) => !c.isNative)
          .map((c) => ({
            ...listed(c),
            // FerryUSDC takes EIP-3009 and EIP-2612 signatures (usePermit); FerryToken and WETH9 do not.
            supportsPermit: c.devnet?.permit !== undefined,
            withdrawalFee: 0,
            depositFee: 0,
            surgeEnabled: false,
          })),
        // The solver holds every devnet currency on every chain.
        solverCurrencies: own.map((c) => ({
          id: c.currencyId,
          symbol: c.symbol,
          name: c.name,
          address: c.address,
          decimals: c.decimals,
        })),
        iconUrl: iconUrl(`chain-${chain.id}`),
        logoUrl: iconUrl(`chain-${chain.id}-logo`),
        brandColor: presentation.brandColor,
        vmType: 'evm',
        baseChainId: null,
        statusMessage: presentation.statusMessage,
        tags: ['devnet'],
        solverAddresses: this.options.solverAddress ? [this.options.solverAddress] : [],
        explorerQueryParams: null,
        protocol: { v2: { chainId: chain.slug, depository: chain.contracts.depository, depositoryVault: null } },
        // The public names of the contracts the devnet has (its router multicalls and sweeps); the devnet's own
        // contracts by name (tokens, pools, vault) are in the manifest.
        contracts: {
          multicaller: chain.contracts.router,
          erc20Router: chain.contracts.router,
          v3: { erc20Router: chain.contracts.router },
        },
      }
    })
    if (svmChain) {
      this.setChainIcons(svmChain.id, 'S', SVM_CHAIN_COLOR)
      entries.push(svmChainEntry({ chain: svmChain, own: this.byChain.get(svmChain.id) ?? [], listed, iconUrl }))
    }
    const listedOnly = [MAINTENANCE_CHAIN]
    for (let i = 0; i < this.sizes.chains; i++) listedOnly.push(syntheticChain(i))
    for (const chain of listedOnly) {
      entries.push(this.listedOnlyEntry(chain, iconUrl))
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

  private listedOnlyEntry(chain: ListedOnlyChain, iconUrl: (key: string) => string): DescribedChain {
    const words = chain.displayName
      .replace(/\(.*\)/, '')
      .trim()
      .split(/\s+/)
    const letter = chain.tags.includes('synthetic')
      ? `${words[1]?.[0] ?? 'S'}${words.at(-1) ?? ''}`
      : (words.at(-1)?.[0] ?? '?')
    this.setChainIcons(chain.id, letter, chain.brandColor)
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

  /** A rounded square (`iconUrl`) and a round badge (`logoUrl`) per chain, in its brand colour. */
  private setChainIcons(id: number, label: string, color: string): void {
    this.icons.set(`chain-${id}`, () => badgeSvg({ label, color, shape: 'square' }))
    this.icons.set(`chain-${id}-logo`, () => badgeSvg({ label, color, shape: 'circle' }))
  }
}

/** A currency of a chain's lists: the description's fields, plus `metadata.verified`/`isNative` as `/currencies/v2` has them. */
type ListedChainCurrency = {
  id: string
  symbol: string
  name: string
  address: string
  decimals: number
  supportsBridging: boolean
  metadata: { logoURI?: string; verified: boolean; isNative: boolean }
}

/** The devnet has no block explorer: every explorer field is an empty string. */
const NO_EXPLORER = {
  explorerUrl: '',
  explorerName: '',
  explorerPaths: { transaction: '', address: '', token: '' },
}
const FEATURED: readonly CurrencyKey[] = ['eth', 'weth', 'usdc']
const FALLBACK_COLORS = ['#0f766e', '#7c3aed', '#c2410c', '#0369a1']
const CURRENCY_COLORS: Record<CurrencyKey, string> = {
  eth: '#627EEA',
  weth: '#EC1C79',
  usdc: '#2775CA',
  fbtc: '#F7931A',
  flong: '#2F855A',
  meme: '#D69E2E',
  plain: '#718096',
}

function indexed(c: Omit<CatalogueCurrency, 'symbolLower' | 'nameLower' | 'addressLower'>): CatalogueCurrency {
  return {
    ...c,
    symbolLower: c.symbol.toLowerCase(),
    nameLower: c.name.toLowerCase(),
    addressLower: c.address.toLowerCase(),
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/** Never in a symbol, name or address: keeps a match inside one field of one entry. */
const SEPARATOR = '\u0000'

/**
 * Every currency's lower-cased symbol and name in one string, and its address
 * in another, so that a term search is a few native `indexOf` scans instead
 * of two `includes` calls per currency. A match is mapped back to its entry
 * by binary search over the entries' start offsets.
 */
class TextIndex {
  private readonly words: string
  private readonly wordStarts: Int32Array
  private readonly addresses: string
  private readonly addressStarts: Int32Array

  constructor(currencies: readonly CatalogueCurrency[]) {
    const words: string[] = []
    const addresses: string[] = []
    this.wordStarts = new Int32Array(currencies.length)
    this.addressStarts = new Int32Array(currencies.length)
    let wordOffset = 0
    let addressOffset = 0
    currencies.forEach((c, i) => {
      const entry = `${SEPARATOR}${c.symbolLower}${SEPARATOR}${c.nameLower}`
      this.wordStarts[i] = wordOffset
      words.push(entry)
      wordOffset += entry.length
      this.addressStarts[i] = addressOffset
      addresses.push(`${SEPARATOR}${c.addressLower}`)
      addressOffset += c.addressLower.length + 1
    })
    this.words = words.join('')
    this.addresses = addresses.join('')
  }

  /** Indexes of the entries whose symbol or name contains `term`, or whose address starts with it (0x terms), in order. */
  matches(term: string): number[] {
    const isAddress = term.startsWith('0x')
    const [text, starts, needle] = isAddress
      ? [this.addresses, this.addressStarts, `${SEPARATOR}${term}`]
      : [this.words, this.wordStarts, term]
    const found: number[] = []
    let from = 0
    for (;;) {
      const at = text.indexOf(needle, from)
      if (at < 0) return found
      const entry = upperBound(starts, at) - 1
      found.push(entry)
      from = entry + 1 < starts.length ? starts[entry + 1]! : text.length
    }
  }
}

/** The first index whose value is greater than `value`. */
function upperBound(sorted: Int32Array, value: number): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (sorted[mid]! <= value) low = mid + 1
    else high = mid
  }
  return low
}
