import type { DevnetLogger } from '../createLogger'
import { accountMethods } from './accountMethods'
import { clusterMethods } from './clusterMethods'
import {
  JSON_RPC_ERRORS,
  type JsonRpcCall,
  JsonRpcError,
  type JsonRpcErrorObject,
  type JsonRpcId,
  parseJsonRpc,
  stringifyJsonRpc,
} from './jsonRpc'
import type { SolanaNode } from './SolanaNode'
import type { SvmFaucet } from './SvmFaucet'
import { transactionMethods } from './transactionMethods'

type Answer =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcErrorObject }

/**
 * The Solana JSON-RPC methods over the node, run where the node is (the SVM's own process): a request body (one call
 * or a batch) in, the answer's JSON text out, in the node's shapes. `afterWrite` runs before a call that made blocks
 * is answered (the snapshot saved: what the RPC says is confirmed survives a crash of the SVM's process).
 */
export function createSolanaRpcAnswerer({
  node,
  faucet,
  logger,
  afterWrite,
}: {
  node: SolanaNode
  faucet: SvmFaucet
  logger: DevnetLogger
  afterWrite: () => Promise<void>
}): (body: string) => Promise<string> {
  const methods: Record<string, (params: unknown[]) => unknown> = {
    ...clusterMethods(node),
    ...accountMethods(node),
    ...transactionMethods(node, faucet),
  }
  const run = async ({ id, method, params }: JsonRpcCall): Promise<Answer> => {
    const handler = Object.hasOwn(methods, method) ? methods[method] : undefined
    if (!handler)
      return { jsonrpc: '2.0', id, error: { code: JSON_RPC_ERRORS.methodNotFound, message: 'Method not found' } }
    try {
      return { jsonrpc: '2.0', id, result: await handler(params) }
    } catch (error) {
      if (error instanceof JsonRpcError) return { jsonrpc: '2.0', id, error: error.toObject() }
      logger.error(`solana ${method} failed:`, error)
      return { jsonrpc: '2.0', id, error: { code: JSON_RPC_ERRORS.internal, message: 'Internal error' } }
    }
  }
  return async (body) => {
    const parsed = parseJsonRpc(body)
    if ('error' in parsed) return stringifyJsonRpc({ jsonrpc: '2.0', id: null, error: parsed.error })
    const height = node.ledger.height
    const answers: Answer[] = []
    // One after another: a batch's transactions land in its order.
    for (const entry of parsed.entries)
      answers.push('call' in entry ? await run(entry.call) : { jsonrpc: '2.0', id: entry.id, error: entry.error })
    if (node.ledger.height !== height) await afterWrite()
    return stringifyJsonRpc(parsed.batch ? answers : answers[0])
  }
}
