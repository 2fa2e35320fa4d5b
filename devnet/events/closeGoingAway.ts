import { WebSocket } from 'ws'

/** How long a socket may take to answer the close before it is cut. */
const CLOSE_GRACE_MS = 500

/** Closes a socket as the devnet stops (1001, going away), and cuts it if it does not answer the close in time. */
export function closeGoingAway(socket: WebSocket): Promise<void> {
  return new Promise<void>((resolve) => {
    if (socket.readyState === WebSocket.CLOSED) return resolve()
    const timer = setTimeout(() => {
      socket.terminate()
      resolve()
    }, CLOSE_GRACE_MS)
    socket.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
    socket.close(1001, 'devnet stopping')
  })
}
