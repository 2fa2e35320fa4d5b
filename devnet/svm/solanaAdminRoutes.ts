import type { Hono } from 'hono'
import { z } from 'zod'
import { parseBody } from '../service/parseBody'
import { ServiceError } from '../service/ServiceError'
import type { SvmChain } from './SvmChain'

/** `POST /devnet/solana/down`: how long the chain stays down (0 brings it back). */
const downBodySchema = z.object({ seconds: z.number().min(0).max(3600) }).strict()

/**
 * The local Solana chain's admin paths (under the admin API's local-only guard): `GET /devnet/solana` (height,
 * latest blockhash, down or not, its process's id and restarts) and the down switch, `POST /devnet/solana/down
 * { seconds }`: the chain's RPC answers 503 meanwhile, as an EVM chain's node does not answer after
 * `Devnet.stopChain`. While its process is being started again, the height and blockhash are null.
 */
export function registerSolanaAdminRoutes(
  app: Hono,
  { svmChain }: { svmChain: Pick<SvmChain, 'node' | 'rpcUrl'> },
): void {
  const { node } = svmChain
  const state = async () => {
    const chain = node.isAvailable() ? await node.state().catch(() => undefined) : undefined
    return {
      rpcUrl: svmChain.rpcUrl,
      height: chain?.height ?? null,
      latestBlockhash: chain?.latestBlockhash ?? null,
      transactions: chain?.transactions ?? null,
      down: node.isDown(),
      downUntil: node.downUntil,
      available: chain !== undefined,
      pid: node.pid ?? null,
      restarts: node.restarts,
    }
  }
  app.get('/devnet/solana', async (c) => c.json(await state()))
  app.post('/devnet/solana/down', async (c) => {
    const { seconds } = await parseBody(c, downBodySchema)
    node.downUntil = seconds === 0 ? 0 : Date.now() + Math.round(seconds * 1000)
    return c.json(await state())
  })
  app.post('/devnet/solana/crash', (c) => {
    const { pid } = node
    if (pid === undefined) throw new ServiceError(409, 'SERVICE_UNAVAILABLE', 'the Solana chain is restarting')
    process.kill(pid, 'SIGKILL')
    return c.json({ killed: pid })
  })
}
