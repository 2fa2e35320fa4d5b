import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sampleNewRequest } from '../testing/sampleNewRequest'
import { DevnetStore } from './DevnetStore'

const WALLET = `0x${'a'.repeat(40)}`
const OTHER = `0x${'b'.repeat(40)}`
const USDC = `0x${'c'.repeat(40)}`
const ETH = `0x${'0'.repeat(40)}`
const requestId = (n: number) => `0x${(0xfee0 + n).toString(16).padStart(64, '0')}`
const claimId = (n: number) => `0x${(0xc1a0 + n).toString(16).padStart(64, '0')}`
const claim = (n: number, amount: bigint) => ({
  claimId: claimId(n),
  wallet: WALLET,
  recipient: OTHER,
  chainId: 1,
  currency: USDC,
  amount,
})

let dir = ''
let store: DevnetStore
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ferry-app-fees-'))
  store = await DevnetStore.open(join(dir, 'db'))
  for (const n of [1, 2]) await store.insertRequest(sampleNewRequest({ id: requestId(n) }))
})
afterAll(async () => {
  await store.close()
  await rm(dir, { recursive: true, force: true })
})

describe('app fee balances and claims in the store', () => {
  it('accrues each fee once, per wallet, chain and currency', async () => {
    const fees = [
      { requestId: requestId(1), seq: 0, wallet: WALLET, chainId: 1, currency: USDC, amount: 700n },
      { requestId: requestId(1), seq: 1, wallet: OTHER, chainId: 1, currency: USDC, amount: 5n },
      {
        requestId: requestId(2),
        seq: 0,
        wallet: WALLET.toUpperCase().replace('0X', '0x'),
        chainId: 2,
        currency: ETH,
        amount: 9n,
      },
      { requestId: requestId(2), seq: 1, wallet: WALLET, chainId: 1, currency: USDC, amount: 300n },
    ]
    expect(await store.accrueAppFees(fees)).toHaveLength(4)
    // A settlement run again (a restart between accrual and `settled`) adds nothing.
    expect(await store.accrueAppFees(fees)).toEqual([])
    const balances = await store.appFees.balances(WALLET)
    expect(balances.map((b) => [b.chainId, b.currency, b.amount])).toEqual([
      [1, USDC, 1000n],
      [2, ETH, 9n],
    ])
    expect(await store.appFees.balance({ wallet: OTHER, chainId: 1, currency: USDC })).toBe(5n)
  })

  it('claims at once never take more than the balance, and a claim id is taken once', async () => {
    // Ten claims of 300 against 1000, all at once: three pass, the rest find the balance short.
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, n) => store.appFees.reserve(claim(n, 300n), Date.now())),
    )
    expect(outcomes.filter((o) => o.kind === 'reserved')).toHaveLength(3)
    expect(outcomes.filter((o) => o.kind === 'short')).toHaveLength(7)
    expect(await store.appFees.balance({ wallet: WALLET, chainId: 1, currency: USDC })).toBe(100n)
    const reserved = outcomes.findIndex((o) => o.kind === 'reserved')
    expect(await store.appFees.reserve(claim(reserved, 1n), Date.now())).toEqual({ kind: 'duplicate' })
    expect(await store.appFees.reserve(claim(99, 101n), Date.now())).toEqual({ kind: 'short', balance: 100n })
    expect((await store.appFees.listDue()).map((c) => c.status)).toEqual(['pending', 'pending', 'pending'])
  })

  it('a claim that fails gives its amount back, once; a paid one does not', async () => {
    const [first, second] = await store.appFees.listDue()
    expect(await store.appFees.recordPayment(first!.claimId, { hash: '0x01', raw: '0xaa' }, Date.now())).toBe(true)
    // Never a second signed payment for the same claim.
    expect(await store.appFees.recordPayment(first!.claimId, { hash: '0x02', raw: '0xbb' }, Date.now())).toBe(false)
    await store.appFees.finish(first!.claimId, { status: 'success', blockNumber: 7 }, Date.now())
    await store.appFees.finish(second!.claimId, { status: 'failure', blockNumber: 8 }, Date.now())
    await store.appFees.finish(second!.claimId, { status: 'failure', blockNumber: null }, Date.now())
    expect(await store.appFees.balance({ wallet: WALLET, chainId: 1, currency: USDC })).toBe(400n)
    expect(await store.appFees.getClaim(first!.claimId)).toMatchObject({
      status: 'success',
      txHash: '0x01',
      blockNumber: 7,
      amount: 300n,
    })
  })

  it('balances and claims survive a restart of the store; the history pages newest first', async () => {
    await store.close()
    store = await DevnetStore.open(join(dir, 'db'))
    expect(await store.appFees.balance({ wallet: WALLET, chainId: 1, currency: USDC })).toBe(400n)
    const all = await store.appFees.listClaims(WALLET, 50)
    expect(all).toHaveLength(3)
    expect(all.map((c) => c.status).sort()).toEqual(['failure', 'pending', 'success'])
    const paged = []
    let after: { createdAt: number; claimId: string } | undefined
    for (;;) {
      const page = await store.appFees.listClaims(WALLET, 1, after)
      if (page.length === 0) break
      paged.push(...page)
      after = page[0]
    }
    expect(paged.map((c) => c.claimId)).toEqual(all.map((c) => c.claimId))
    expect(await store.appFees.listClaims(OTHER, 50)).toEqual([])
  })
})
