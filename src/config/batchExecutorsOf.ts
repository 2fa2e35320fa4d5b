import type { Hex } from 'viem'
import type { DevnetManifest } from '../api/schemas/manifest'

/**
 * Where each devnet chain's batch executor is (`batchExecutor` among the chain's contracts in the manifest): the
 * code the Devnet wallet's account delegates to (EIP-7702) to send EIP-5792 batches. Empty without a manifest, or
 * with one from before the executor existed: the wallet then confirms one transaction at a time.
 */
export function batchExecutorsOf(manifest: Pick<DevnetManifest, 'chains'> | undefined): Record<number, Hex> {
  return Object.fromEntries(
    (manifest?.chains ?? []).flatMap((c) =>
      c.contracts.batchExecutor ? [[c.id, c.contracts.batchExecutor as Hex] as const] : [],
    ),
  )
}
