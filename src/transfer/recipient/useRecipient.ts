import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { NetworkResources } from '../../config/loadNetwork'
import { reachesSiteServer } from '../../config/reachesSiteServer'
import { chainName } from '../../lib/chainName'
import { useDebouncedValue } from '../../lib/useDebouncedValue'
import { checkRecipient, type RecipientVerdict, refusedRecipientText } from './checkRecipient'
import { ensSupport } from './ensSupport'
import { readRecipientFacts } from './readRecipientFacts'
import { readRecipientInput } from './readRecipientInput'

/** A name is looked up once typing pauses this long. */
const NAME_DEBOUNCE_MS = 400
/** What was read of an address stays good this long (code and screening rarely change within a form). */
const FACTS_STALE_MS = 60_000

/** The recipient as a quote request takes it: the address, or why there is none (silent while empty or looking up). */
export type RecipientCheck = { ok: true; address: string } | { ok: false; message: string; silent: boolean }

export type UseRecipientReturnType = {
  check: RecipientCheck
  /** A name typed and what it resolved to: shown beside the field. */
  resolved: { name: string; address: string } | undefined
  /** A typed name is being looked up. */
  resolving: boolean
  /** What stands between this recipient and the transfer; undefined while it is read. */
  verdict: RecipientVerdict | undefined
  /** The person confirmed this very address after the warning. */
  confirmed: boolean
  setConfirmed: (confirmed: boolean) => void
  /** Why a click cannot start the transfer yet because of the recipient, in words; undefined when it can. */
  blocker: { kind: 'checking' | 'confirm'; message: string } | undefined
}

const BLOCKER_MESSAGES: Record<'checking' | 'confirm', MessageDescriptor> = {
  checking: msg({
    id: 'transfer.recipient.checking',
    message: 'Checking the recipient address… your transfer starts once it is checked.',
  }),
  confirm: msg({
    id: 'transfer.recipient.confirmContract',
    message: 'Confirm above that you want to send to this contract, or change the recipient.',
  }),
}

/**
 * The recipient field's checks before the wallet opens (shared by the swap and deposit-address forms): the typed
 * text read for the destination chain's VM, a name resolved where the network has ENS, then the address's code on
 * the destination and the service's screening, judged by `checkRecipient`.
 */
export function useRecipient(args: {
  text: string
  network: Pick<NetworkResources, 'profile' | 'chains' | 'listedChains' | 'tokens'>
  destinationChainId: number
  /** The transfer calls contracts on the destination (`txs`): a contract recipient is expected. */
  expectsContract?: boolean
}): UseRecipientReturnType {
  const { profile, chains, listedChains, tokens } = args.network
  const chainId = args.destinationChainId
  const name = chainName(chains, chainId)
  const ens = ensSupport({ network: profile.id, chains })
  const vmType = listedChains.find((c) => c.id === chainId)?.vmType ?? 'evm'
  const input = readRecipientInput({
    text: args.text,
    vmType,
    chainName: name,
    names: ens.names,
  })
  const typedName = input.kind === 'name' ? input.name : undefined
  const settledName = useDebouncedValue(typedName, NAME_DEBOUNCE_MS)
  const resolver = ens.names === 'resolve' ? ens : undefined
  const lookup = useQuery({
    queryKey: ['ens', resolver?.chainId, settledName],
    queryFn: async () => {
      const { resolveEnsName } = await import('./resolveEnsName')
      return resolveEnsName({ name: settledName!, chainId: resolver!.chainId, rpcUrl: resolver!.rpcUrl })
    },
    enabled: resolver !== undefined && settledName !== undefined && settledName === typedName,
    staleTime: FACTS_STALE_MS,
  })
  const resolution = typedName !== undefined && settledName === typedName ? lookup.data : undefined
  const address = input.kind === 'address' ? input.address : resolution?.ok === true ? resolution.address : undefined

  const facts = useQuery({
    queryKey: ['recipient-facts', profile.apiUrl, chainId, address],
    queryFn: ({ signal }) =>
      readRecipientFacts({
        address: address!,
        chainId,
        // Solana has no contract code to warn of at an address (programs are not wallets one pastes): screening only.
        rpcUrl: vmType === 'evm' ? chains.find((c) => c.id === chainId)?.rpcUrls.default.http[0] : undefined,
        apiUrl: profile.apiUrl,
        // Only the site server's proxy holds the key the keyed screening needs (a static build, or an embed's apiUrl
        // elsewhere, asks the key-less endpoint alone).
        viaSiteServer: reachesSiteServer(profile),
        signal,
      }),
    enabled: address !== undefined,
    staleTime: FACTS_STALE_MS,
    retry: false,
  })
  const verdict =
    address && facts.data
      ? checkRecipient({
          address,
          facts: facts.data,
          destinationTokens: tokens.filter((t) => t.chainId === chainId),
          expectsContract: args.expectsContract ?? false,
          chainName: name,
        })
      : undefined
  const [confirmedFor, setConfirmedFor] = useState<string | undefined>(undefined)
  const confirmed = address !== undefined && confirmedFor === `${chainId}:${address}`

  let check: RecipientCheck
  if (input.kind === 'empty')
    check = {
      ok: false,
      message:
        vmType === 'svm'
          ? t({ id: 'transfer.recipient.pasteSolana', message: 'Paste a Solana address' })
          : t({ id: 'transfer.recipient.empty', message: 'Enter an address' }),
      silent: true,
    }
  else if (input.kind === 'invalid') check = { ok: false, message: input.message, silent: false }
  else if (!address)
    check =
      resolution?.ok === false
        ? { ok: false, message: resolution.message, silent: false }
        : {
            ok: false,
            message: t({ id: 'transfer.recipient.lookingUp', message: 'Looking up the name…' }),
            silent: true,
          }
  else if (verdict?.kind === 'refused') check = { ok: false, message: refusedRecipientText(), silent: false }
  else check = { ok: true, address }

  const kind = !check.ok
    ? undefined
    : verdict === undefined && facts.isPending
      ? 'checking'
      : verdict?.kind === 'confirm' && !confirmed
        ? 'confirm'
        : undefined
  return {
    check,
    resolved: typedName && address ? { name: typedName, address } : undefined,
    resolving: typedName !== undefined && !resolution,
    verdict,
    confirmed,
    setConfirmed: (yes) => setConfirmedFor(yes && address ? `${chainId}:${address}` : undefined),
    blocker: blockerOf(kind),
  }
}

const blockerOf = (kind: keyof typeof BLOCKER_MESSAGES | undefined) =>
  kind ? { kind, message: i18n._(BLOCKER_MESSAGES[kind]) } : undefined
