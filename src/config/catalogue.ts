import type { Chain } from 'viem'
import type { CatalogueChain, ChainCurrency } from '../api/schemas/catalogue'
import type { Token } from './token'

/** Why a chain the service lists cannot be chosen, in words; undefined when it can. */
export type ChainAvailability =
  | { kind: 'available' }
  | { kind: 'unsupported'; reason: string }
  | { kind: 'disabled'; reason: string }
  /** The service takes no deposits on it right now. */
  | { kind: 'no-deposits'; reason: string }

/** A chain as the pickers show it: every chain of `GET /chains`, with what Ferry can do there. */
export type ListedChain = {
  id: number
  name: string
  logoUrl: string | undefined
  vmType: string
  availability: ChainAvailability
  /** An informational message of the service about this chain ("Deposits paused for maintenance"). */
  statusMessage: string | undefined
}

/** The virtual machines Ferry can sign for. */
export const SIGNABLE_VM_TYPES: readonly string[] = ['evm']

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** What Ferry can do on a chain of the catalogue. */
export function availabilityOf(entry: CatalogueChain): ChainAvailability {
  const vm = entry.vmType ?? 'evm'
  if (!SIGNABLE_VM_TYPES.includes(vm))
    return { kind: 'unsupported', reason: `Not yet supported: Ferry cannot sign ${vm.toUpperCase()} transactions.` }
  if (entry.disabled) return { kind: 'disabled', reason: entry.statusMessage || 'Transfers on this chain are paused.' }
  if (entry.depositEnabled === false)
    return { kind: 'no-deposits', reason: entry.statusMessage || 'The service takes no deposits on this chain.' }
  if (!entry.httpRpcUrl) return { kind: 'unsupported', reason: 'Not yet supported: the service names no RPC for it.' }
  return { kind: 'available' }
}

/**
 * A viem chain definition from a catalogue entry, built at run time: RPC,
 * websocket, explorer and native currency as the service lists them, plus
 * the logo as `iconUrl` (RainbowKit shows it). No chain is built in.
 */
export function chainDefinition(entry: CatalogueChain, testnet: boolean): Chain & { iconUrl?: string } {
  const native = entry.currency
  return {
    id: entry.id,
    name: entry.displayName || entry.name,
    nativeCurrency: {
      name: native?.name ?? native?.symbol ?? 'Ether',
      symbol: native?.symbol ?? 'ETH',
      decimals: native?.decimals ?? 18,
    },
    rpcUrls: {
      default: { http: [entry.httpRpcUrl!], ...(entry.wsRpcUrl ? { webSocket: [entry.wsRpcUrl] } : {}) },
    },
    ...(entry.explorerUrl
      ? { blockExplorers: { default: { name: entry.explorerName || 'Explorer', url: entry.explorerUrl } } }
      : {}),
    testnet,
    ...(entry.logoUrl || entry.iconUrl ? { iconUrl: (entry.logoUrl || entry.iconUrl)! } : {}),
  }
}

/** Every chain the service lists, as the pickers show it. */
export function listedChains(entries: readonly CatalogueChain[]): ListedChain[] {
  return entries.map((entry) => ({
    id: entry.id,
    name: entry.displayName || entry.name,
    logoUrl: entry.logoUrl || entry.iconUrl || undefined,
    vmType: entry.vmType ?? 'evm',
    availability: availabilityOf(entry),
    statusMessage: entry.statusMessage || undefined,
  }))
}

/**
 * The chains Ferry can use (signable, not disabled) and their tokens: the
 * native currency, featured tokens and ERC20 currencies each chain lists,
 * once per address. Tokens with addresses that are not EVM are left out.
 */
export function usableCatalogue(
  entries: readonly CatalogueChain[],
  options: { testnet: boolean },
): { chains: Chain[]; tokens: Token[] } {
  const usable = entries.filter((e) => availabilityOf(e).kind === 'available')
  const chains = usable.map((e) => chainDefinition(e, options.testnet))
  const tokens = usable.flatMap((e) => {
    // The same token may be listed as the native currency, featured and an ERC20: once, with what each entry knows
    // (the chain's `currency` carries no logo; its featured entry may).
    const byAddress = new Map<string, Token>()
    const all: ChainCurrency[] = [
      ...(e.currency ? [e.currency] : []),
      ...(e.featuredTokens ?? []),
      ...(e.erc20Currencies ?? []),
    ]
    for (const c of all) {
      if (!EVM_ADDRESS.test(c.address)) continue
      const key = c.address.toLowerCase()
      const known = byAddress.get(key)
      const logoURI = known?.logoURI ?? c.metadata?.logoURI
      const verified = c.metadata?.verified === false || known?.verified === false ? false : undefined
      const supportsPermit = c.supportsPermit === true || known?.supportsPermit === true
      byAddress.set(key, {
        chainId: e.id,
        address: (known?.address ?? c.address) as `0x${string}`,
        symbol: known?.symbol ?? c.symbol,
        name: known?.name ?? c.name ?? c.symbol,
        decimals: known?.decimals ?? c.decimals,
        ...(logoURI ? { logoURI } : {}),
        ...(verified === false ? { verified } : {}),
        ...(supportsPermit ? { supportsPermit } : {}),
      })
    }
    return [...byAddress.values()]
  })
  return { chains, tokens }
}

/** The listed chains that cannot be chosen, with the reason, for a chain picker. */
export function unavailableChains(listed: readonly ListedChain[]): { id: number; name: string; reason: string }[] {
  return listed.flatMap((c) =>
    c.availability.kind === 'available' ? [] : [{ id: c.id, name: c.name, reason: c.availability.reason }],
  )
}
