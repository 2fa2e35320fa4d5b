import { describe, expect, it } from 'vitest'
import type { EarlyChains } from '../prerender/earlyPrice'
import { takeEarlyChains } from './takeEarlyChains'

const CHAINS = { chains: [{ id: 1, name: 'one', displayName: 'One' }] }
const page = (answer: Promise<unknown>): { __ferryEarlyChains?: EarlyChains } => ({
  __ferryEarlyChains: { baseUrl: '/api/local', answer },
})

describe('takeEarlyChains', () => {
  it("takes the page's early catalogue once, for the same service, checked against the schema", async () => {
    const win = page(Promise.resolve(CHAINS))
    expect((await takeEarlyChains('/api/local', win))?.chains.map((c) => c.id)).toEqual([1])
    expect(await takeEarlyChains('/api/local', win)).toBeUndefined()
  })

  it("leaves the app to ask itself for another service's, a failed or an unreadable answer", async () => {
    expect(await takeEarlyChains('/api/testnet', page(Promise.resolve(CHAINS)))).toBeUndefined()
    expect(await takeEarlyChains('/api/local', page(Promise.reject(new Error('HTTP 502'))))).toBeUndefined()
    expect(await takeEarlyChains('/api/local', page(Promise.resolve('<html>')))).toBeUndefined()
    expect(await takeEarlyChains('/api/local', {})).toBeUndefined()
  })
})
