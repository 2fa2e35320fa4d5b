import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import WebSocket from 'ws'
import { devnetHarness } from '../testing/devnetHarness'
import { FUZZ_SEED } from './fuzzAnswer'
import { fuzzRuns } from './fuzzRuns'
import { hostileBody } from './hostileArbitraries'

// Issue #15: the status stream takes hostile messages too. Each one gets a JSON object back (an error, or the
// answer to a valid subscribe), the connection stays open, and the stream still works afterwards.
const h = devnetHarness(inject('manifest'))
const runs = fuzzRuns(h.manifest)
const ANSWER_MS = 5_000

let socket: WebSocket
const answers: unknown[] = []
let waiting: ((answer: unknown) => void) | undefined

function nextAnswer(): Promise<unknown> {
  const queued = answers.shift()
  if (queued !== undefined) return Promise.resolve(queued)
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ANSWER_MS} ms`)), ANSWER_MS)
    waiting = (answer) => {
      clearTimeout(timer)
      resolve(answer)
    }
  })
}

beforeAll(async () => {
  const url = h.manifest.websocketUrl
  if (!url) throw new Error('the devnet manifest has no websocketUrl')
  socket = new WebSocket(url)
  socket.on('message', (data) => {
    let parsed: unknown
    try {
      parsed = JSON.parse(data.toString())
    } catch {
      parsed = { unparsable: data.toString().slice(0, 200) }
    }
    if (waiting) {
      const resolve = waiting
      waiting = undefined
      resolve(parsed)
    } else answers.push(parsed)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  // The stream greets first: wait for that, so no answer below is taken for the greeting.
  expect(await nextAnswer()).toMatchObject({ type: 'connection', status: 'ready' })
})
afterAll(() => socket?.close())

// Messages under the stream's 64 KiB limit: a bigger one ends the connection (1009), tested on its own below.
const MAX_MESSAGE_BYTES = 64 * 1024
const message = fc.oneof(
  hostileBody(['type', 'event', 'filters', 'id'], () => ({
    type: 'subscribe',
    event: 'request.status.updated',
    filters: { id: '0x01' },
  })).filter((text) => Buffer.byteLength(text) < MAX_MESSAGE_BYTES),
  fc.uint8Array({ maxLength: 512 }).map((bytes) => Buffer.from(bytes)),
)

describe(`fuzzing the status stream: ${runs} messages`, () => {
  it('answers every hostile message with a JSON object and keeps the connection', async () => {
    await fc.assert(
      fc.asyncProperty(message, async (sent) => {
        socket.send(sent)
        const answer = await nextAnswer()
        expect(answer !== null && typeof answer === 'object' && !Array.isArray(answer)).toBe(true)
        expect(answer).not.toHaveProperty('unparsable')
        expect(socket.readyState).toBe(WebSocket.OPEN)
      }),
      { numRuns: runs, ...(FUZZ_SEED === undefined ? {} : { seed: FUZZ_SEED }) },
    )
    // Still a working stream: a ping is answered, a plain subscription accepted.
    socket.send(JSON.stringify({ type: 'ping' }))
    expect(await nextAnswer()).toEqual({ type: 'pong' })
    socket.send(JSON.stringify({ type: 'subscribe', event: 'request.status.updated', filters: { id: '0x02' } }))
    expect(await nextAnswer()).toEqual({ type: 'subscribe', status: 'success' })
    expect((await h.request('/chains')).status).toBe(200)
  }, 120_000)

  it('ends a connection that sends more than 64 KiB at once, and takes the next one', async () => {
    const big = new WebSocket(h.manifest.websocketUrl!)
    await new Promise<void>((resolve, reject) => {
      big.once('open', () => resolve())
      big.once('error', reject)
    })
    const closed = new Promise<number>((resolve) => big.once('close', (code) => resolve(code)))
    big.send('x'.repeat(MAX_MESSAGE_BYTES + 1))
    expect(await closed).toBe(1009)
    socket.send(JSON.stringify({ type: 'ping' }))
    expect(await nextAnswer()).toEqual({ type: 'pong' })
  })
})
