import { i18n } from '@lingui/core'
import type { Chain } from 'viem'
import type { CatalogueChain, ChainCurrency } from '../api/schemas/catalogue'
import { addressKey } from '../lib/addressKey'
import { ADDRESS_PATTERN } from '../lib/addressPattern'
import type { ExplorerLink } from '../lib/explorerTxUrl'
import { isSolanaAddress } from '../lib/isSolanaAddress'
import type { Token } from './token'

/** Why a chain the service lists cannot be chosen, in words; undefined when it can. */
export type ChainAvailability =
  | { kind: 'available' }
  | { kind: 'unsupported'; reason: string }
  | { kind: 'disabled'; reason: string }
  /** As a destination only: the service takes no deposits to it (`depositEnabled: false`). */
  | { kind: 'no-deposits'; reason: string }

/** Which end of a transfer a chain is chosen for. */
export type ChainSide = 'origin' | 'destination'

/** A chain as the pickers show it: every chain of `GET /chains`, with what Ferry can do there. */
export type ListedChain = {
  id: number
  name: string
  logoUrl: string | undefined
  vmType: string
  /** As an origin, and whether Ferry can use the chain at all. */
  availability: ChainAvailability
  /** As a destination: besides the origin's conditions, the service must take deposits to it. */
  destination: ChainAvailability
  /** An informational message of the service about this chain ("Deposits paused for maintenance"). */
  statusMessage: string | undefined
  /** What a picker says beside the chain: the service's message, or that its blocks are lagging. */
  note: string | undefined
}

/** The virtual machines Ferry can sign for: EVM through wagmi, Solana (`svm`) through a Wallet Standard wallet. */
export const SIGNABLE_VM_TYPES: readonly string[] = ['evm', 'svm']

/**
 * A chain Ferry can use, as a viem definition (RPC, explorer, native currency) with its VM: only `evm` chains may
 * reach wagmi (`evmChains`); an `svm` chain is read and linked to through the same fields.
 */
export type FerryChain = Chain & { iconUrl?: string; vmType?: string }

/** The chain's VM, as the catalogue names it (`evm` when it does not say). */
export const vmTypeOf = (chain: { vmType?: string } | undefined): string => chain?.vmType ?? 'evm'

/** The EVM chains among `chains`: wagmi's config, RainbowKit and EIP-1193 wallets know nothing else. */
export function evmChains<T extends { vmType?: string }>(chains: readonly T[]): T[] {
  return chains.filter((c) => vmTypeOf(c) === 'evm')
}

// A token address the chain's VM can hold: 0x hex on EVM chains, a base58 key on Solana.
const tokenAddressOk = (vmType: string, address: string) =>
  vmType === 'svm' ? isSolanaAddress(address) : ADDRESS_PATTERN.test(address)

/** Said of a chain whose blocks lag (`blockProductionLagging`) when the service gives no message of its own. */
export const laggingChainNote = () =>
  i18n._({ id: 'chain.note.lagging', message: 'This chain is slow right now: transfers may take longer than usual.' })

const noDepositsReason = () =>
  i18n._({ id: 'chain.note.noDeposits', message: 'The service takes no transfers to this chain right now.' })

/**
 * What Ferry can do on a chain of the catalogue, as an origin (the default)
 * or a destination. `depositEnabled: false` is about the destination only
 * ("allows this chain to be set as the destination chain"): such a chain
 * stays an origin.
 */
export function availabilityOf(entry: CatalogueChain, side: ChainSide = 'origin'): ChainAvailability {
  const vm = entry.vmType ?? 'evm'
  if (!SIGNABLE_VM_TYPES.includes(vm))
    return {
      kind: 'unsupported',
      reason: i18n._({
        id: 'chain.note.vmUnsupported',
        message: 'Not yet supported: Ferry cannot sign {vm} transactions.',
        values: { vm: vm.toUpperCase() },
      }),
    }
  if (entry.disabled)
    return {
      kind: 'disabled',
      reason:
        entry.statusMessage || i18n._({ id: 'chain.note.paused', message: 'Transfers on this chain are paused.' }),
    }
  if (side === 'destination' && entry.depositEnabled === false)
    return { kind: 'no-deposits', reason: entry.statusMessage || noDepositsReason() }
  if (!entry.httpRpcUrl)
    return {
      kind: 'unsupported',
      reason: i18n._({ id: 'chain.note.noRpc', message: 'Not yet supported: the service names no RPC for it.' }),
    }
  return { kind: 'available' }
}

/** The chain's explorer for viem, with what shapes a transaction's link (`explorerTxUrl`). */
function explorerOf(entry: CatalogueChain, url: string): NonNullable<Chain['blockExplorers']>['default'] {
  const explorer: ExplorerLink & { name: string } = {
    name: entry.explorerName || 'Explorer',
    url,
    transactionPath: entry.explorerPaths?.transaction || undefined,
    queryParams: entry.explorerQueryParams ?? undefined,
  }
  return explorer
}

/**
 * A viem chain definition from a catalogue entry, built at run time: RPC,
 * websocket, explorer and native currency as the service lists them, plus
 * the logo as `iconUrl` (RainbowKit shows it). No chain is built in.
 */
export function chainDefinition(entry: CatalogueChain, testnet: boolean): FerryChain {
  const native = entry.currency
  return {
    id: entry.id,
    vmType: entry.vmType ?? 'evm',
    name: entry.displayName || entry.name,
    nativeCurrency: {
      name: native?.name ?? native?.symbol ?? 'Ether',
      symbol: native?.symbol ?? 'ETH',
      decimals: native?.decimals ?? 18,
    },
    rpcUrls: {
      default: { http: [entry.httpRpcUrl!], ...(entry.wsRpcUrl ? { webSocket: [entry.wsRpcUrl] } : {}) },
    },
    ...(entry.explorerUrl ? { blockExplorers: { default: explorerOf(entry, entry.explorerUrl) } } : {}),
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
    availability: availabilityOf(entry, 'origin'),
    destination: availabilityOf(entry, 'destination'),
    statusMessage: entry.statusMessage || undefined,
    note: entry.statusMessage || (entry.blockProductionLagging ? laggingChainNote() : undefined),
  }))
}

/**
 * The chains Ferry can use (signable, not disabled) and their tokens: the
 * native currency, featured tokens and ERC20 currencies each chain lists,
 * once per address. Tokens whose address the chain's VM cannot hold are left
 * out. EVM chains come first, so that the first chain (the form's origin,
 * wagmi's first) is one every wallet of the page knows.
 */
export function usableCatalogue(
  entries: readonly CatalogueChain[],
  options: { testnet: boolean },
): { chains: FerryChain[]; tokens: Token[] } {
  const available = entries.filter((e) => availabilityOf(e).kind === 'available')
  const usable = [...evmChains(available), ...available.filter((e) => vmTypeOf(e) !== 'evm')]
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
      if (!tokenAddressOk(vmTypeOf(e), c.address)) continue
      const key = addressKey(c.address)
      const known = byAddress.get(key)
      const logoURI = known?.logoURI ?? c.metadata?.logoURI
      const verified = c.metadata?.verified === false || known?.verified === false ? false : undefined
      const supportsPermit = c.supportsPermit === true || known?.supportsPermit === true
      byAddress.set(key, {
        chainId: e.id,
        address: known?.address ?? c.address,
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

/** A listed chain that cannot be chosen on one side, why, and what a picker shows of it. */
export type UnavailableChain = { id: number; name: string; reason: string; logoUrl?: string; note?: string }

/** The listed chains that cannot be chosen on `side` (origin by default), with the reason and their logo. */
export function unavailableChains(listed: readonly ListedChain[], side: ChainSide = 'origin'): UnavailableChain[] {
  return listed.flatMap((c) => {
    const availability = side === 'origin' ? c.availability : c.destination
    if (availability.kind === 'available') return []
    return [
      {
        id: c.id,
        name: c.name,
        reason: availability.reason,
        ...(c.logoUrl ? { logoUrl: c.logoUrl } : {}),
        ...(c.note && c.note !== availability.reason ? { note: c.note } : {}),
      },
    ]
  })
}

/** The chains of `chains` that can be a destination: those the service lists as taking deposits (or not listed). */
export function receivingChains<T extends { id: number }>(chains: readonly T[], listed: readonly ListedChain[]): T[] {
  return chains.filter((c) => (listed.find((l) => l.id === c.id)?.destination.kind ?? 'available') === 'available')
}

/** The form's first destination: the first chain after the first that can be one (else whatever there is). */
export function defaultDestination<T extends { id: number }>(
  chains: readonly T[],
  listed: readonly ListedChain[],
): T | undefined {
  const receiving = receivingChains(chains, listed)
  return receiving.find((c) => c.id !== chains[0]?.id) ?? receiving[0] ?? chains[1] ?? chains[0]
}
