/**
 * The SVM's own process (forked by `SvmNodeProcess`): litesvm runs here, so a panic that aborts it takes nothing else
 * down. It opens the chain from the snapshot file named by `FERRY_SVM_SNAPSHOT`, says `ready`, then answers the
 * devnet's requests over IPC. A stop, or the devnet going away (the IPC channel closes), saves the snapshot and exits.
 */
import { format } from 'node:util'
import type { DevnetLogger } from '../../createLogger'
import { JsonRpcError } from '../jsonRpc'
import { openSolanaNode } from './openSolanaNode'
import type { SvmNodeMessage, SvmNodeRequest } from './svmNodeMessages'

const send = (message: SvmNodeMessage) => {
  if (process.connected) process.send?.(message)
}
const logAt =
  (level: 'info' | 'warn' | 'error') =>
  (message: string, ...rest: unknown[]) =>
    send({ kind: 'log', level, message: format(message, ...rest) })
const logger: DevnetLogger = { info: logAt('info'), warn: logAt('warn'), error: logAt('error') }

const snapshotPath = process.env.FERRY_SVM_SNAPSHOT
if (!snapshotPath) throw new Error('svmNodeChild: FERRY_SVM_SNAPSHOT is not set')
const node = await openSolanaNode(snapshotPath, logger)

let exiting = false
const exit = async () => {
  if (exiting) return
  exiting = true
  await node.flush().catch((error: unknown) => logger.error('saving the Solana chain failed:', error))
  process.exit(0)
}

const handle = async (request: SvmNodeRequest): Promise<unknown> => {
  switch (request.op) {
    case 'rpc':
      return node.answer(request.body)
    case 'state':
      return node.state()
    case 'fund':
      return node.fund(request)
    case 'stop':
      await node.flush()
      return null
  }
}

process.on('message', (request: SvmNodeRequest) => {
  handle(request).then(
    (value) => {
      send({ kind: 'answer', id: request.id, value })
      if (request.op === 'stop') void exit()
    },
    (error: unknown) =>
      send({
        kind: 'failure',
        id: request.id,
        message: error instanceof Error ? error.message : String(error),
        jsonRpc: error instanceof JsonRpcError ? { code: error.code, message: error.message } : undefined,
      }),
  )
})
process.on('disconnect', () => void exit())
send({ kind: 'ready' })
