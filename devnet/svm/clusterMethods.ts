import { getBase64Encoder, getCompiledTransactionMessageDecoder } from '@solana/kit'
import { LAMPORTS_PER_SIGNATURE } from './buildTransactionRecord'
import { configParam, invalidParams, SOLANA_API_VERSION, stringParam, withContext } from './rpcParams'
import type { SolanaNode } from './SolanaNode'

/** Solana's slots per epoch. */
const SLOTS_PER_EPOCH = 432_000n

/** The cluster methods: slots, blockhashes, fees, health and version. */
export function clusterMethods(node: SolanaNode): Record<string, (params: unknown[]) => unknown> {
  const { ledger } = node
  const height = () => BigInt(ledger.height)
  return {
    getLatestBlockhash: () => {
      const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash()
      return withContext(node, { blockhash, lastValidBlockHeight: BigInt(lastValidBlockHeight) })
    },
    isBlockhashValid: (params) => withContext(node, ledger.isBlockhashValid(stringParam(params, 0))),
    getSlot: () => ledger.slot,
    getBlockHeight: height,
    getEpochInfo: () => ({
      absoluteSlot: ledger.slot,
      blockHeight: height(),
      epoch: ledger.slot / SLOTS_PER_EPOCH,
      slotIndex: ledger.slot % SLOTS_PER_EPOCH,
      slotsInEpoch: SLOTS_PER_EPOCH,
      transactionCount: BigInt(node.index.size),
    }),
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': SOLANA_API_VERSION, 'feature-set': 0 }),
    getGenesisHash: () => ledger.genesisHash,
    getFeeForMessage: (params) => {
      configParam(params, 1)
      let message: ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>
      try {
        message = getCompiledTransactionMessageDecoder().decode(getBase64Encoder().encode(stringParam(params, 0)))
      } catch {
        throw invalidParams('invalid message')
      }
      // Like the node: no fee for a message whose blockhash has expired.
      const fresh = ledger.isBlockhashValid(message.lifetimeToken as string)
      return withContext(node, fresh ? LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts) : null)
    },
  }
}
