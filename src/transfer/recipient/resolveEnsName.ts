import { t } from '@lingui/core/macro'
import { createPublicClient, http } from 'viem'
import { getEnsAddress, normalize } from 'viem/ens'
import { ENS_FALLBACK_RPC, ENS_UNIVERSAL_RESOLVER } from './ensSupport'

/** What a name resolved to: its address, or why there is none, in words. */
export type EnsResolution = { ok: true; address: `0x${string}` } | { ok: false; message: string }

/**
 * Resolves an ENS name (normalised first, ENSIP-15) to its address on Ethereum mainnet or Sepolia. Loaded only once
 * a name is typed: the normaliser's tables are large and most people paste an address.
 */
export async function resolveEnsName(args: {
  name: string
  chainId: number
  rpcUrl: string | undefined
}): Promise<EnsResolution> {
  const { name } = args
  let normalized: string
  try {
    normalized = normalize(args.name)
  } catch {
    return { ok: false, message: t({ id: 'transfer.error.ensInvalidName', message: 'This is not a valid name.' }) }
  }
  // No chain list in the widget (the catalogue comes from the service): the resolver's address and an RPC are enough.
  const client = createPublicClient({ transport: http(args.rpcUrl ?? ENS_FALLBACK_RPC[args.chainId]) })
  try {
    const address = await getEnsAddress(client, { name: normalized, universalResolverAddress: ENS_UNIVERSAL_RESOLVER })
    if (address) return { ok: true, address }
    return { ok: false, message: t({ id: 'transfer.error.ensNoAddress', message: `${name} has no address.` }) }
  } catch {
    return {
      ok: false,
      message: t({
        id: 'transfer.error.ensUnavailable',
        message: `${name} could not be resolved right now. Try again, or paste the 0x address.`,
      }),
    }
  }
}
