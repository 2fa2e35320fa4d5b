import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
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

/** The most a request body (one call or a batch) may be: a wire transaction is at most 1,232 bytes. */
export const MAX_SOLANA_RPC_BODY_BYTES = 1024 * 1024

type Answer =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcErrorObject }

/**
 * The local chain's Solana JSON-RPC endpoint (mounted at `/solana` on the service's server): POST one call or a
 * batch, answered in the node's shapes. Open to every origin, since wallets and pages call it. While the chain is
 * taken down (`POST /devnet/solana/down`) every call answers HTTP 503.
 */
export function solanaRpcApp({
  node,
  faucet,
  logger,
}: {
  node: SolanaNode
  faucet: SvmFaucet
  logger: DevnetLogger
}): Hono {
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

  const app = new Hono()
  app.use(
    '*',
    cors({ origin: '*', allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['content-type', 'solana-client'] }),
  )
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_SOLANA_RPC_BODY_BYTES,
      onError: (c) => c.json({ message: `The request body must be at most ${MAX_SOLANA_RPC_BODY_BYTES} bytes` }, 413),
    }),
  )
  app.use('*', async (c, next) => {
    if (!node.isDown()) return next()
    c.header('retry-after', String(Math.max(1, Math.ceil((node.downUntil - Date.now()) / 1000))))
    return c.json({ message: 'The local Solana chain is down (POST /devnet/solana/down)' }, 503)
  })
  app.post('/', async (c) => {
    const parsed = parseJsonRpc(await c.req.text())
    const json = (value: unknown) => c.body(stringifyJsonRpc(value), 200, { 'content-type': 'application/json' })
    if ('error' in parsed) return json({ jsonrpc: '2.0', id: null, error: parsed.error })
    const answers: Answer[] = []
    // One after another: a batch's transactions land in its order.
    for (const entry of parsed.entries)
      answers.push('call' in entry ? await run(entry.call) : { jsonrpc: '2.0', id: entry.id, error: entry.error })
    return json(parsed.batch ? answers : answers[0])
  })
  return app
}
