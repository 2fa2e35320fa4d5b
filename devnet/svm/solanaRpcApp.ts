import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import type { SvmNodeProcess } from './process/SvmNodeProcess'
import { SvmUnavailableError } from './process/SvmUnavailableError'

/** The most a request body (one call or a batch) may be: a wire transaction is at most 1,232 bytes. */
export const MAX_SOLANA_RPC_BODY_BYTES = 1024 * 1024

/**
 * The local chain's Solana JSON-RPC endpoint (mounted at `/solana` on the service's server): POST one call or a
 * batch, answered in the node's shapes by the chain's own process (`createSolanaRpcAnswerer` there). Open to every
 * origin, since wallets and pages call it. While the chain is taken down (`POST /devnet/solana/down`), or its process
 * is being started again after it died, every call answers HTTP 503 with `retry-after`.
 */
export function solanaRpcApp({ node }: { node: Pick<SvmNodeProcess, 'rpc' | 'isDown' | 'downUntil'> }): Hono {
  const app = new Hono()
  app.use(
    '*',
    cors({ origin: '*', allowMethods: ['POST', 'OPTIONS'], allowHeaders: ['content-type', 'solana-client'] }),
  )
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_SOLANA_RPC_BODY_BYTES,
      // Answered before the body is read: the connection closes after it (lingering, so the sender still reads it).
      onError: (c) => {
        c.header('connection', 'close')
        return c.json(
          {
            message: `The request body must be at most ${MAX_SOLANA_RPC_BODY_BYTES} bytes`,
            errorCode: 'PAYLOAD_TOO_LARGE',
          },
          413,
        )
      },
    }),
  )
  app.use('*', async (c, next) => {
    if (!node.isDown()) return next()
    c.header('retry-after', String(Math.max(1, Math.ceil((node.downUntil - Date.now()) / 1000))))
    return c.json({ message: 'The local Solana chain is down (POST /devnet/solana/down)' }, 503)
  })
  app.post('/', async (c) => {
    const body = await c.req.text()
    try {
      return c.body(await node.rpc(body), 200, { 'content-type': 'application/json' })
    } catch (error) {
      if (!(error instanceof SvmUnavailableError)) throw error
      c.header('retry-after', '1')
      return c.json({ message: error.message }, 503)
    }
  })
  return app
}
