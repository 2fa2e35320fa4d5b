import { describe, expect, it } from 'vitest'
import { sampleNewRequest } from '../testing/sampleNewRequest'
import { tempStore } from '../testing/tempStore'

const temp = tempStore('token-buys-test')
const USDC = { address: '0x00000000000000000000000000000000000000C3', symbol: 'USDC' }
let n = 0
const id = () => `0x${(0xb000 + ++n).toString(16).padStart(64, '0')}`

describe('TokenBuysTable', () => {
  it('counts paid requests by the token they deliver, per chain, within the window; an unpaid quote buys nothing', async () => {
    const now = Date.now()
    const paid = async (overrides: Parameters<typeof sampleNewRequest>[0], at = now) => {
      await temp.store.insertRequest(sampleNewRequest(overrides), at)
      await temp.store.transition(overrides.id, { from: ['waiting'], to: 'success', at })
    }
    await paid({ id: id(), currencyOut: USDC, amountInUsd: '10' })
    await paid({ id: id(), currencyOut: USDC, amountInUsd: '2.5' })
    await paid({ id: id(), amountInUsd: '100' })
    await paid({ id: id(), currencyOut: USDC, destinationChainId: 31338, amountInUsd: '1' })
    await paid({ id: id(), currencyOut: USDC, amountInUsd: '1000' }, now - 90_000_000)
    await temp.store.insertRequest(sampleNewRequest({ id: id(), currencyOut: USDC, amountInUsd: '5000' }), now)

    const onC = await temp.store.tokenBuys.since({ since: now - 86_400_000, chainId: 31339 })
    const byAddress = Object.fromEntries(onC.map((b) => [b.address.toLowerCase(), [b.count, Number(b.usd)]]))
    expect(byAddress).toEqual({
      [USDC.address.toLowerCase()]: [2, 12.5],
      '0x0000000000000000000000000000000000000000': [1, 100],
    })
    const all = await temp.store.tokenBuys.since({ since: now - 86_400_000 })
    expect(all.map((b) => b.chainId).sort()).toEqual([31338, 31339, 31339])
  })
})
