import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { quoteQueryOptions } from './quoteQueryOptions'
import type { QuoteRequest } from './schemas/quote'

// A real HTTP server that holds every quote until the test answers it, and sees a request the page gave up on.
type Held = { amount: string; res: ServerResponse; closedEarly: boolean }
const held: Held[] = []
let server: Server
let baseUrl: string
beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    let body = ''
    req.on('data', (chunk) => {
      body += chunk
    })
    req.on('end', () => {
      const entry: Held = { amount: (JSON.parse(body) as { amount: string }).amount, res, closedEarly: false }
      res.on('close', () => {
        if (!res.writableEnded) entry.closedEarly = true
      })
      held.push(entry)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const request = (amount: string): QuoteRequest => ({
  user: '0x0000000000000000000000000000000000000001',
  originChainId: 1,
  destinationChainId: 2,
  originCurrency: '0x0000000000000000000000000000000000000000',
  destinationCurrency: '0x0000000000000000000000000000000000000000',
  amount,
  tradeType: 'EXACT_INPUT',
})

/** A deadline for what the page does next (the quote client's module loads with the first quote). */
const WAIT = { timeout: 20_000 }

const answer = (entry: Held, out: string) =>
  entry.res
    .writeHead(200, { 'content-type': 'application/json' })
    .end(JSON.stringify({ steps: [], fees: {}, details: { currencyOut: { amount: out } } }))

describe('quote query', () => {
  it('aborts the fetch of a quote no longer asked for (the signal reaches fetch)', async () => {
    const client = new QueryClient()
    const observer = new QueryObserver(client, quoteQueryOptions({ baseUrl, request: request('1'), refresh: true }))
    const unsubscribe = observer.subscribe(() => undefined)
    await vi.waitFor(() => expect(held.map((h) => h.amount)).toEqual(['1']), WAIT)

    // The debounce settles on a newer amount: the quote for '1' is no longer observed.
    observer.setOptions(quoteQueryOptions({ baseUrl, request: request('2'), refresh: true }))
    await vi.waitFor(() => expect(held.map((h) => h.amount)).toEqual(['1', '2']), WAIT)
    await vi.waitFor(() => expect(held[0]!.closedEarly).toBe(true), WAIT)

    answer(held[1]!, '200')
    await vi.waitFor(() => expect(observer.getCurrentResult().data?.details.currencyOut?.amount).toBe('200'), WAIT)
    unsubscribe()
    client.clear()
  })
})
