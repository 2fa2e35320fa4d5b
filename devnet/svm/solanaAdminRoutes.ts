import type { Hono } from 'hono'
import { z } from 'zod'
import { parseBody } from '../service/parseBody'
import type { SvmChain } from './SvmChain'

/** `POST /devnet/solana/down`: how long the chain stays down (0 brings it back). */
const downBodySchema = z.object({ seconds: z.number().min(0).max(3600) }).strict()

/**
 * The local Solana chain's admin paths (under the admin API's local-only guard): `GET /devnet/solana` (height,
 * latest blockhash, down or not) and the down switch, `POST /devnet/solana/down { seconds }`: the chain's RPC
 * answers 503 meanwhile, as an EVM chain's node does not answer after `Devnet.stopChain`.
 */
export function registerSolanaAdminRoutes(
  app: Hono,
  { svmChain }: { svmChain: Pick<SvmChain, 'node' | 'rpcUrl'> },
): void {
  const { node } = svmChain
  const state = () => ({
    rpcUrl: svmChain.rpcUrl,
    height: node.ledger.height,
    latestBlockhash: node.ledger.latestBlockhash().blockhash,
    transactions: node.index.size,
    down: node.isDown(),
    downUntil: node.downUntil,
  })
  app.get('/devnet/solana', (c) => c.json(state()))
  app.post('/devnet/solana/down', async (c) => {
    const { seconds } = await parseBody(c, downBodySchema)
    node.downUntil = seconds === 0 ? 0 : Date.now() + Math.round(seconds * 1000)
    return c.json(state())
  })
}
