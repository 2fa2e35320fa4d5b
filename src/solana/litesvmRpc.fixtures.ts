import {
  createSolanaRpcFromTransport,
  getBase58Decoder,
  getBase64Encoder,
  getTransactionDecoder,
  type Rpc,
  type RpcTransport,
  type Signature,
  type SolanaRpcApi,
} from '@solana/kit'
import type { LiteSVM } from 'litesvm'

// For the Solana signer's unit tests: the real SVM (litesvm) behind the few standard JSON-RPC methods the signer
// uses, answered in the standard shapes. The devnet's own RPC (part "svmchain") is what the app talks to.

/** How a sent transaction fares: lands (its real outcome), lands failed though preflight passed, or never lands. */
export type LitesvmRpcMode = 'normal' | 'lands-failed' | 'never-lands'

/** Blocks a blockhash stays valid for, as on the real chain (150 slots). */
const BLOCKHASH_VALIDITY = 150

export function createLitesvmRpc(svm: LiteSVM, options: { mode?: LitesvmRpcMode } = {}) {
  const mode = options.mode ?? 'normal'
  const landed = new Map<string, unknown>()
  const methods: string[] = []
  let height = 1000
  const answer = (id: unknown, result: unknown) => ({ jsonrpc: '2.0', id, result })
  const context = () => ({ slot: height })

  const transport = (async ({ payload }: { payload: unknown }) => {
    const { id, method, params } = payload as { id: unknown; method: string; params: unknown[] }
    methods.push(method)
    switch (method) {
      case 'getLatestBlockhash':
        return answer(id, {
          context: context(),
          value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: height + BLOCKHASH_VALIDITY },
        })
      case 'getBlockHeight':
        // A chain that moves on while nothing lands: the blockhash expires after a few polls.
        if (mode === 'never-lands') height += BLOCKHASH_VALIDITY / 2
        return answer(id, height)
      case 'sendTransaction': {
        const bytes = getBase64Encoder().encode(params[0] as string)
        const transaction = getTransactionDecoder().decode(bytes)
        const signature = getBase58Decoder().decode(Object.values(transaction.signatures)[0]!)
        if (mode === 'never-lands') return answer(id, signature)
        const outcome = svm.sendTransaction(transaction)
        if ('err' in outcome) {
          const err = String(outcome.err())
          if (mode !== 'lands-failed')
            return {
              jsonrpc: '2.0',
              id,
              error: {
                code: -32002,
                // not a message: a test fixture's RPC error
                message: `Transaction simulation failed: ${err}`,
                data: { err, logs: outcome.meta().logs(), accounts: null, unitsConsumed: 0 },
              },
            }
          landed.set(signature, { InstructionError: [0, err] })
        } else landed.set(signature, null)
        return answer(id, signature)
      }
      case 'getSignatureStatuses':
        // Sent by a wallet straight to the chain, too (solana:signAndSendTransaction).
        for (const signature of params[0] as string[]) {
          const found = landed.has(signature) ? undefined : svm.getTransaction(signature as Signature)
          if (found) landed.set(signature, 'err' in found ? String(found.err()) : null)
        }
        return answer(id, {
          context: context(),
          value: (params[0] as string[]).map((signature) =>
            landed.has(signature)
              ? {
                  slot: height,
                  confirmations: 0,
                  err: landed.get(signature),
                  status: landed.get(signature) ? { Err: landed.get(signature) } : { Ok: null },
                  confirmationStatus: 'confirmed',
                }
              : null,
          ),
        })
      default:
        // not a message: a test fixture's RPC error
        return { jsonrpc: '2.0', id, error: { code: -32601, message: `Method not found: ${method}` } }
    }
  }) as RpcTransport
  const rpc: Rpc<SolanaRpcApi> = createSolanaRpcFromTransport(transport)
  return { rpc, methods }
}
