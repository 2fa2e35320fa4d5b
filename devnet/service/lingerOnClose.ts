import type { Socket } from 'node:net'

/** How long a connection closed after its answer keeps reading what its client still sends, at most. */
export const LINGER_MS = 10_000
/** How much it reads (and drops) meanwhile, at most. */
export const LINGER_MAX_BYTES = 64 * 1024 * 1024

/**
 * Makes a connection close in stages (RFC 9112, 9.6): when node closes it after an answer (`connection: close`, or
 * an answer given before the request's body was read, as a 413 is), it sends the answer and a FIN, and then keeps
 * reading, and dropping, what the client still sends, until the client closes too, LINGER_MS pass or LINGER_MAX_BYTES
 * arrive. Closed at once instead, with a body still coming, the kernel answers the client's next bytes with a reset,
 * and a client still sending its body loses the answer with it: a Solana RPC post over 1 MiB got its 413 only now and
 * then, the rest "other side closed" or EPIPE (issue #37). Node closes an HTTP connection through `destroySoon`
 * (`http` calls it after the last answer; `@hono/node-server` after its 500 ms drain), so that is what this replaces.
 */
export function lingerOnClose(socket: Socket): void {
  socket.destroySoon = function lingerThenDestroy(this: Socket) {
    if (this.destroyed || lingering.has(this)) return
    lingering.add(this)
    let read = 0
    const timer = setTimeout(() => this.destroy(), LINGER_MS)
    timer.unref()
    this.on('data', (chunk: Buffer) => {
      read += chunk.length
      if (read > LINGER_MAX_BYTES) this.destroy()
    })
    // The client's FIN (it read the answer and closed): nothing more to wait for.
    this.once('end', () => this.destroy())
    this.once('close', () => clearTimeout(timer))
    // The answer goes out first, then the FIN; a paused socket (HTTP pipelining) must still be read.
    this.end()
    this.resume()
  }
}

const lingering = new WeakSet<Socket>()
