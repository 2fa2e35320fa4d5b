import { createPublicClient, http } from 'viem'
import { mainnet, sepolia } from 'viem/chains'
import { getEnsAddress, normalize } from 'viem/ens'

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
  let normalized: string
  try {
    normalized = normalize(args.name)
  } catch {
    return { ok: false, message: 'This is not a valid name.' }
  }
  const chain = args.chainId === sepolia.id ? sepolia : mainnet
  const client = createPublicClient({ chain, transport: http(args.rpcUrl) })
  try {
    const address = await getEnsAddress(client, { name: normalized })
    return address ? { ok: true, address } : { ok: false, message: `${args.name} has no address.` }
  } catch {
    return { ok: false, message: `${args.name} could not be resolved right now. Try again, or paste the 0x address.` }
  }
}
