import { connect } from 'node:net'

/**
 * Sends a request whose Content-Length promises more than it sends (1,000 bytes, under every body limit), then waits (with a deadline) for the server
 * to answer and close: what it wrote back, or a failure at the deadline.
 */
export function sendShortBody(url: string, path: string, deadlineMs: number): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    const deadline = setTimeout(() => {
      socket.destroy()
      reject(new Error(`still open after ${deadlineMs} ms; received: ${JSON.stringify(received)}`))
    }, deadlineMs)
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      received += chunk
    })
    socket.on('error', () => {})
    socket.on('close', () => {
      clearTimeout(deadline)
      resolve(received)
    })
    socket.write(
      `POST ${path} HTTP/1.1\r\nhost: ${hostname}\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"a":12345`,
    )
  })
}
