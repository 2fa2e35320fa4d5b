import { describe, expect, it } from 'vitest'
import { sampleNewRequest } from '../testing/sampleNewRequest'
import { tempStore } from '../testing/tempStore'

const temp = tempStore('sponsors-test')
let n = 0
const nextId = () => `0x${(0x5a00 + ++n).toString(16).padStart(64, '0')}`

describe('sponsor charges', () => {
  it('charges once, refuses a short balance without moving it, and gives a charge back when the request fails', async () => {
    const { store } = temp
    await store.moveSponsorBalance('k', { kind: 'set', usdMicros: 1_000_000n })
    const sponsored = { apiKey: 'k', amount: 700n, amountUsdMicros: 700_000n }
    const first = nextId()
    const second = nextId()
    await store.insertRequest(sampleNewRequest({ id: first, feeSponsorship: sponsored }))
    await store.insertRequest(sampleNewRequest({ id: second, feeSponsorship: sponsored }))

    expect((await store.chargeSponsorship(first)).kind).toBe('charged')
    expect((await store.chargeSponsorship(first)).kind).toBe('already')
    expect((await store.sponsors.get('k'))?.balanceUsdMicros).toBe(300_000n)
    const short = await store.chargeSponsorship(second)
    expect(short).toMatchObject({ kind: 'short', balanceUsdMicros: 300_000n })
    expect((await store.sponsors.get('k'))?.balanceUsdMicros).toBe(300_000n)
    expect((await store.chargeSponsorship(nextId())).kind).toBe('none')

    // A fill that fails after its charge: the status change itself gives the charge back.
    await store.transition(first, { from: ['waiting'], to: 'pending' })
    await store.transition(first, { from: ['pending'], to: 'failure', failReason: 'TRANSACTION_REVERTED' })
    expect((await store.sponsors.get('k'))?.balanceUsdMicros).toBe(1_000_000n)
    expect(await store.sponsors.getCharge(first)).toMatchObject({ state: 'released' })
    expect((await store.chargeSponsorship(first)).kind).toBe('released')
    // failure -> refund does not give it twice.
    await store.transition(first, { from: ['failure'], to: 'refund' })
    expect((await store.sponsors.get('k'))?.balanceUsdMicros).toBe(1_000_000n)
    const ledger = await store.sponsors.ledger('k', 10)
    expect(ledger.map((e) => [e.kind, e.deltaUsdMicros, e.balanceUsdMicros])).toEqual([
      ['release', 700_000n, 1_000_000n],
      ['charge', -700_000n, 300_000n],
      ['set', 1_000_000n, 1_000_000n],
    ])
    expect(await store.moveSponsorBalance('k', { kind: 'fund', usdMicros: -2_000_000n })).toBeUndefined()
  })
})
