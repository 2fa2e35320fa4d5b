import { describe, expect, inject, it, vi } from 'vitest'
import { chainHealthResponseSchema, chainsResponseSchema } from '../../src/api/schemas'
import { devnetHarness } from '../testing/devnetHarness'
import { transferKit } from '../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, , C] = h.manifest.chains.map((c) => c.id) as [number, number, number]

const laggingOf = async () => {
  const answer = await h.request('/chains')
  expect(answer.status).toBe(200)
  const chains = chainsResponseSchema.parse(answer.body)
  return Object.fromEntries(chains.chains.map((c) => [c.id, c.blockProductionLagging]))
}
const healthy = async (chainId: number) =>
  chainHealthResponseSchema.parse((await h.request(`/chains/health?chainId=${chainId}`)).body).healthy

// The pause is short: the other files share this devnet, and chain C's transactions wait while it lasts.
describe("a chain whose blocks stop: GET /chains' blockProductionLagging, live", () => {
  it('pausing C makes it lagging and unhealthy, the others not; resuming clears both', async () => {
    expect((await laggingOf())[C]).toBe(false)
    try {
      const paused = await kit.admin<{ chains: { chainId: number; mining: boolean }[] }>('/devnet/chains/mining', {
        chainId: C,
        paused: true,
      })
      expect(paused.chains).toEqual([{ chainId: C, mining: false }])
      await vi.waitFor(async () => expect((await laggingOf())[C]).toBe(true), { timeout: 10_000, interval: 250 })
      expect((await laggingOf())[A]).toBe(false)
      expect(await healthy(C)).toBe(false)
      expect(await healthy(A)).toBe(true)
    } finally {
      await kit.admin('/devnet/chains/mining', { chainId: C, paused: false })
    }
    await vi.waitFor(async () => expect((await laggingOf())[C]).toBe(false), { timeout: 10_000, interval: 250 })
    expect(await healthy(C)).toBe(true)
    const state = await kit.admin<{ chains: { mining: boolean }[] }>('/devnet/chains/mining', undefined, 'GET')
    expect(state.chains.every((c) => c.mining)).toBe(true)
    expect((await kit.call('/devnet/chains/mining', { chainId: C, paused: 'yes' })).status).toBe(400)
  })
})
