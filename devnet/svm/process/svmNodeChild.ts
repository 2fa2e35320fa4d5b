/**
 * The SVM's own process (forked by `svmChildPool` for `SvmNodeProcess`): litesvm runs here, so a panic that aborts it
 * takes nothing else down. It loads its modules, says `loaded`, and waits (a spare waits so, forked ahead); `open`
 * names the snapshot file it opens the chain from; it says `ready`, then answers the devnet's requests over IPC. A
 * stop, or the devnet going away (the IPC channel closes), saves the snapshot and exits.
 */
import { format } from 'node:util'
import type { DevnetLogger } from '../../createLogger'
import type { OpenSolanaNode } from './openSolanaNode'
import type { SvmNodeMessage, SvmNodeOpen, SvmNodeRequest } from './svmNodeMessages'

const send = (message: SvmNodeMessage) => {
  if (process.connected) process.send?.(message)
}
const logAt =
  (level: 'info' | 'warn' | 'error') =>
  (message: string, ...rest: unknown[]) =>
    send({ kind: 'log', level, message: format(message, ...rest) })
const logger: DevnetLogger = { info: logAt('info'), warn: logAt('warn'), error: logAt('error') }

let node: OpenSolanaNode | undefined
let exiting = false
const exit = async () => {
  if (exiting) return
  exiting = true
  await node?.flush().catch((error: unknown) => logger.error('saving the Solana chain failed:', error))
  process.exit(0)
}
// Gone before it was used (a spare whose devnet process ended): nothing to save.
process.on('disconnect', () => void exit())

const { openSolanaNode } = await import('./openSolanaNode')
const { JsonRpcError } = await import('../jsonRpc')

const open = async (snapshotPath: string) => {
  try {
    node = await openSolanaNode(snapshotPath, logger)
  } catch (error) {
    logger.error('opening the Solana chain failed:', error)
    process.exit(1)
  }
  send({ kind: 'ready' })
}

const handle = async (request: SvmNodeRequest, opened: OpenSolanaNode): Promise<unknown> => {
  switch (request.op) {
    case 'rpc':
      return opened.answer(request.body)
    case 'state':
      return opened.state()
    case 'fund':
      return opened.fund(request)
    case 'stop':
      await opened.flush()
      return null
  }
}

process.on('message', (message: SvmNodeRequest | SvmNodeOpen) => {
  if (message.op === 'open') {
    if (!node) void open(message.snapshotPath)
    return
  }
  const request = message
  // The devnet asks only once `ready` is said.
  if (!node) return
  handle(request, node).then(
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
send({ kind: 'loaded' })
