import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pollUntil } from './pollUntil'

/** How often `waitFor` looks at what arrived (ms): deliveries are local and quick. */
const RECEIVER_POLL_INTERVAL_MS = 20

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders
  /** The raw body, exactly as received (what the signature covers). */
  body: string
  /** The status this receiver answered. */
  answered: number
  at: number
}

export interface WebhookReceiver {
  url: string
  received: ReceivedWebhook[]
  /** Decides the status of each POST; default 200. */
  respond: (request: ReceivedWebhook, index: number) => number
  /** Resolves once `predicate` holds for what was received (polls every 20 ms). */
  waitFor(predicate: (received: ReceivedWebhook[]) => boolean, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

/**
 * A webhook receiver for tests: records every POST and answers with what
 * `respond` says. It does not verify anything; tests do that themselves.
 */
export async function startWebhookReceiver(options: { port?: number } = {}): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    received: [],
    respond: () => 200,
    async waitFor(predicate, timeoutMs = 20_000) {
      await pollUntil(() => predicate(receiver.received), {
        timeoutMs,
        intervalMs: RECEIVER_POLL_INTERVAL_MS,
        describe: () => `webhook receiver: condition not met; received ${receiver.received.length}`,
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const entry: ReceivedWebhook = {
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        answered: 0,
        at: Date.now(),
      }
      entry.answered = receiver.respond(entry, receiver.received.length)
      receiver.received.push(entry)
      response.writeHead(entry.answered, { 'content-type': 'text/plain' }).end(entry.answered < 300 ? 'ok' : 'no')
    })
  })
  server.keepAliveTimeout = 100
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/ferry`
  const close = receiver.close
  receiver.close = () => {
    server.closeAllConnections()
    return close()
  }
  return receiver
}
