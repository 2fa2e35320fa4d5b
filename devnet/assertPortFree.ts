import { createServer } from 'node:net'

/** Rejects with a message naming `what` when host:port cannot be listened on. */
export async function assertPortFree(host: string, port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = createServer()
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} on ${host} is already in use: ${what}`
            : `cannot listen on ${host}:${port} (${what}): ${error.message}`,
        ),
      )
    })
    server.listen({ host, port, exclusive: true }, () => server.close(() => resolve()))
  })
}
