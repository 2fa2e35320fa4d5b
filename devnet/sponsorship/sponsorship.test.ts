import { randomUUID } from 'node:crypto'
import { zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import type { FeeSponsorshipPhase, RequestRecord } from '../../src/api/schemas'
import { decimalUsd } from '../store/decimalUsd'
import { devnetHarness } from '../testing/devnetHarness'
import { transferKit } from '../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const LISTING_KEY = h.manifest.apiKeys[0]!
const USDC = (n: number) => BigInt(Math.round(n * 1e6))
const fresh = () => privateKeyToAddress(generatePrivateKey())
/** A sponsor of its own per test: balances stay apart whatever else runs. */
const sponsorKey = () => `sponsor-test-${randomUUID()}`

interface SponsorAnswer {
  balanceUsd: string
  balanceUsdMicros: string
  ledger: { kind: string; requestId: string | null; deltaUsd: string; balanceUsd: string }[]
}
const setSponsor = (apiKey: string, balanceUsd: string) =>
  kit.admin<SponsorAnswer>(`/devnet/sponsors/${apiKey}`, { balanceUsd }, 'PUT')
const sponsor = (apiKey: string) => kit.admin<SponsorAnswer>(`/devnet/sponsors/${apiKey}`, undefined, 'GET')
const micros = (usd: string | undefined) => decimalUsd.toMicros(usd)

async function wireRecord(requestId: string): Promise<RequestRecord> {
  const answer = await h.request(`/requests/v3?id=${requestId}`, { headers: { 'x-api-key': LISTING_KEY } })
  expect(answer.status).toBe(200)
  const record = (answer.body as { requests: RequestRecord[] }).requests[0]
  if (!record) throw new Error(`no record for ${requestId}`)
  return record
}

/** Every component adds up: total = sponsored + userPays, in units and in USD, and so do the totals. */
function expectConsistent(phase: FeeSponsorshipPhase) {
  let sponsored = 0n
  let userPays = 0n
  for (const c of Object.values(phase.components)) {
    expect(BigInt(c.total.amount)).toBe(BigInt(c.sponsored.amount) + BigInt(c.userPays.amount))
    expect(micros(c.total.amountUsd)).toBe(micros(c.sponsored.amountUsd) + micros(c.userPays.amountUsd))
    sponsored += BigInt(c.sponsored.amount)
    userPays += BigInt(c.userPays.amount)
  }
  expect(BigInt(phase.sponsoredTotal.amount)).toBe(sponsored)
  expect(BigInt(phase.userPaysTotal.amount)).toBe(userPays)
}

const usdcBridge = (user: string, amount: bigint, extra: Record<string, unknown> = {}) => ({
  user,
  originChainId: A,
  destinationChainId: B,
  originCurrency: 'usdc',
  destinationCurrency: 'usdc',
  amount: amount.toString(),
  tradeType: 'EXACT_INPUT',
  ...extra,
})

describe('sponsored fees', () => {
  it('a fully sponsored bridge: the person pays no fees, the sponsor falls by exactly the fees, the record says so', async () => {
    const key = sponsorKey()
    await setSponsor(key, '50')
    const wallet = await kit.wallet({ usdc: USDC(1000) })
    const quoted = await kit.quote(usdcBridge(wallet.address, USDC(100), { subsidizeFees: true }), {
      'x-api-key': key,
    })
    const { fees, feeSponsorship } = quoted.quote
    const feeTotal = BigInt(fees.relayer!.amount) + BigInt(fees.app!.amount)
    expect(feeTotal).toBeGreaterThan(0n)
    expect(BigInt(fees.subsidized!.amount)).toBe(feeTotal)
    // No fee left for the person: all 100 USDC arrive.
    expect(quoted.amountIn).toBe(USDC(100))
    expect(quoted.amountOut).toBe(USDC(100))
    const quotedPhase = feeSponsorship!.quoted!
    expect(quotedPhase).toMatchObject({ selectedComponents: ['execution', 'platform'], capHit: false })
    expect(quotedPhase.maxSubsidizationAmount).toBeUndefined()
    expect(BigInt(quotedPhase.userPaysTotal.amount)).toBe(0n)
    expect(BigInt(quotedPhase.sponsoredTotal.amount)).toBe(feeTotal)
    expectConsistent(quotedPhase)

    const beforeOrigin = await h.balance(A, h.currency(A, 'USDC'), wallet.address)
    const beforeDestination = await h.balance(B, h.currency(B, 'USDC'), wallet.address)
    await kit.execute(quoted.quote, wallet)
    expect(await kit.final(quoted.requestId)).toMatchObject({ status: 'success' })
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(beforeOrigin - USDC(100))
    expect(await h.balance(B, h.currency(B, 'USDC'), wallet.address)).toBe(beforeDestination + USDC(100))

    const charged = micros(quotedPhase.sponsoredTotal.amountUsd)
    expect(charged).toBeGreaterThan(0n)
    const after = await sponsor(key)
    expect(BigInt(after.balanceUsdMicros)).toBe(50_000_000n - charged)
    expect(after.ledger[0]).toMatchObject({ kind: 'charge', requestId: quoted.requestId.toLowerCase() })
    expect(micros(after.ledger[0]!.deltaUsd)).toBe(-charged)

    const record = await wireRecord(quoted.requestId)
    expect(record.data.feeSponsorship?.quoted).toEqual(quotedPhase)
    expect(record.data.feeSponsorship?.actual).toEqual(quotedPhase)
  })

  it('a cap that covers part of the fees: capHit, the sponsor pays up to the cap and the person the rest (EXACT_OUTPUT)', async () => {
    const key = sponsorKey()
    await setSponsor(key, '50')
    const wallet = await kit.wallet({ usdc: USDC(1000) })
    const recipient = fresh()
    const body = usdcBridge(wallet.address, USDC(200), { tradeType: 'EXACT_OUTPUT', recipient })
    const price = await h.request('/price', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(price.status).toBe(200)
    const unsponsoredFees = (price.body as { fees: { relayer: { amountUsd: string } } }).fees.relayer
    const cap = micros(unsponsoredFees.amountUsd) / 2n
    const quoted = await kit.quote(
      {
        ...body,
        subsidizeFees: true,
        sponsoredFeeComponents: ['execution', 'relay'],
        maxSubsidizationAmount: `${cap}`,
      },
      { 'x-api-key': key },
    )
    const { fees } = quoted.quote
    const phase = quoted.quote.feeSponsorship!.quoted!
    expect(phase).toMatchObject({ capHit: true, maxSubsidizationAmount: `${cap}`, balanceHit: false })
    expectConsistent(phase)
    const subsidized = BigInt(fees.subsidized!.amount)
    expect(subsidized).toBeGreaterThan(0n)
    expect(subsidized).toBe(BigInt(phase.sponsoredTotal.amount))
    expect(micros(phase.sponsoredTotal.amountUsd)).toBeLessThanOrEqual(cap)
    // A cent of rounding at most: the cap is spent, not undershot.
    expect(micros(phase.sponsoredTotal.amountUsd)).toBeGreaterThan(cap - 2n)
    expect(BigInt(phase.userPaysTotal.amount)).toBeGreaterThan(0n)
    // The person pays the fees less the sponsor's part on top of the exact output.
    expect(quoted.amountIn).toBe(USDC(200) + BigInt(fees.relayer!.amount) - subsidized)
    expect(quoted.amountOut).toBe(USDC(200))

    const before = await h.balance(A, h.currency(A, 'USDC'), wallet.address)
    await kit.execute(quoted.quote, wallet)
    expect(await kit.final(quoted.requestId)).toMatchObject({ status: 'success' })
    expect(await h.balance(B, h.currency(B, 'USDC'), recipient)).toBe(USDC(200))
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(before - quoted.amountIn)
    expect(BigInt((await sponsor(key)).balanceUsdMicros)).toBe(50_000_000n - micros(phase.sponsoredTotal.amountUsd))
    const record = await wireRecord(quoted.requestId)
    expect(record.data.feeSponsorship?.quoted).toMatchObject({ capHit: true, maxSubsidizationAmount: `${cap}` })
    expect(record.data.feeSponsorship?.actual).toEqual(phase)
  })

  it('a sponsor balance lowered between quote and deposit ends in SPONSOR_BALANCE_TOO_LOW and a refund', async () => {
    const key = sponsorKey()
    await setSponsor(key, '20')
    const wallet = await kit.wallet({ usdc: USDC(1000) })
    const quoted = await kit.quote(usdcBridge(wallet.address, USDC(50), { subsidizeFees: true }), {
      'x-api-key': key,
    })
    expect(BigInt(quoted.quote.fees.subsidized!.amount)).toBeGreaterThan(0n)
    // Just short of what the fill will charge.
    await setSponsor(key, '0.000001')
    const before = await h.balance(A, h.currency(A, 'USDC'), wallet.address)
    await kit.execute(quoted.quote, wallet)
    const final = await kit.final(quoted.requestId)
    expect(final).toMatchObject({ status: 'refund', failReason: 'SPONSOR_BALANCE_TOO_LOW' })
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(before)
    const after = await sponsor(key)
    expect(after.balanceUsdMicros).toBe('1')
    expect(after.ledger.some((e) => e.kind === 'charge')).toBe(false)
    const record = await wireRecord(quoted.requestId)
    expect(record.data.failReason).toBe('SPONSOR_BALANCE_TOO_LOW')
    expect(record.data.feeSponsorship?.actual?.sponsoredTotal.amount).toBe('0')
  })

  it('a key without a sponsor balance gets an unsponsored quote; a browser-made key without one the same; bad components are a 400', async () => {
    const wallet = await kit.wallet({ usdc: USDC(100) })
    for (const headers of [{ 'x-api-key': sponsorKey() }, {}] as Record<string, string>[]) {
      const quoted = await kit.quote(usdcBridge(wallet.address, USDC(10), { subsidizeFees: true }), headers)
      expect(quoted.quote.fees.subsidized!.amount).toBe('0')
      expect(quoted.quote.feeSponsorship!.quoted).toMatchObject({ capHit: false, balanceHit: true })
      expect(quoted.amountOut).toBe(USDC(10) - BigInt(quoted.quote.fees.relayer!.amount))
    }
    const bad = await h.quote(
      usdcBridge(wallet.address, USDC(10), { subsidizeFees: true, sponsoredFeeComponents: ['gas'] }),
    )
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ errorCode: 'INVALID_INPUT', errorData: { field: 'sponsoredFeeComponents.0' } })
    expect((await kit.call(`/devnet/sponsors/${sponsorKey()}`, undefined, 'GET')).status).toBe(404)
    expect((await kit.call(`/devnet/sponsors/${sponsorKey()}`, { balanceUsd: '-1' }, 'PUT')).status).toBe(400)
    expect((await kit.call(`/devnet/sponsors/${sponsorKey()}/fund`, { amountUsd: '-1' })).status).toBe(400)
    const key = sponsorKey()
    await kit.admin(`/devnet/sponsors/${key}/fund`, { amountUsd: '2.5' })
    expect(await kit.admin(`/devnet/sponsors/${key}/fund`, { amountUsd: '-0.5' })).toMatchObject({
      balanceUsd: '2',
      balanceUsdMicros: '2000000',
    })
  })
})

describe('gas top-up', () => {
  const ethPrice = async () =>
    micros((await kit.admin<{ usd: { eth: string } }>('/devnet/prices', undefined, 'GET')).usd.eth)

  it('a USDC bridge with topupGas delivers the quoted ETH to the recipient in the fill, paid from the input; features=gas_top_up finds it', async () => {
    const wallet = await kit.wallet({ usdc: USDC(1000) })
    const recipient = fresh()
    const body = usdcBridge(wallet.address, USDC(100), { recipient })
    const plain = await kit.quote(body)
    const quoted = await kit.quote({ ...body, topupGas: true })
    const topup = quoted.quote.details.currencyGasTopup!
    expect(topup.currency).toMatchObject({ chainId: B, address: zeroAddress, symbol: 'ETH' })
    expect(BigInt(topup.amount)).toBe((2_000_000n * 10n ** 18n) / (await ethPrice()))
    expect(micros(topup.amountUsd)).toBeGreaterThan(1_999_990n)
    // Priced into the fill's cost: $2 more of relayer gas, paid from the input.
    const extra = BigInt(quoted.quote.fees.relayerGas!.amount) - BigInt(plain.quote.fees.relayerGas!.amount)
    expect(extra).toBeGreaterThanOrEqual(1_999_999n)
    expect(quoted.amountOut).toBe(plain.amountOut - extra)
    // The top-up is delivered to the person, not lost: the price impact grows only by the router fill's extra gas
    // (about $0.23 here), not by the $2 of ETH.
    const impact = (q: typeof plain) => micros(q.quote.details.totalImpact!.usd!)
    expect(impact(quoted) - impact(plain)).toBeGreaterThan(-500_000n)

    await kit.execute(quoted.quote, wallet)
    expect(await kit.final(quoted.requestId)).toMatchObject({ status: 'success' })
    expect(await h.balance(B, zeroAddress, recipient)).toBe(BigInt(topup.amount))
    expect(await h.balance(B, h.currency(B, 'USDC'), recipient)).toBe(quoted.amountOut)

    const listed = await h.request(`/requests/v3?user=${wallet.address}&features=gas_top_up`, {
      headers: { 'x-api-key': LISTING_KEY },
    })
    const ids = (listed.body as { requests: RequestRecord[] }).requests.map((r) => r.id)
    expect(ids).toEqual([quoted.requestId.toLowerCase()])
    const all = await h.request(`/requests/v3?user=${wallet.address}`, { headers: { 'x-api-key': LISTING_KEY } })
    // The plain quote was never deposited for: a quote, not a transfer, so not listed.
    expect((all.body as { requests: unknown[] }).requests).toHaveLength(1)
  })

  it('a swap with a $5 top-up goes through the router: USDC and ETH both arrive', async () => {
    const wallet = await kit.wallet()
    const recipient = fresh()
    const quoted = await kit.quote({
      user: wallet.address,
      recipient,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'usdc',
      amount: (10n ** 17n).toString(),
      tradeType: 'EXACT_INPUT',
      topupGas: true,
      topupGasAmount: '5000000',
    })
    const topup = BigInt(quoted.quote.details.currencyGasTopup!.amount)
    expect(topup).toBe((5_000_000n * 10n ** 18n) / (await ethPrice()))
    await kit.execute(quoted.quote, wallet)
    expect(await kit.final(quoted.requestId)).toMatchObject({ status: 'success' })
    expect(await h.balance(B, zeroAddress, recipient)).toBe(topup)
    expect(await h.balance(B, h.currency(B, 'USDC'), recipient)).toBeGreaterThanOrEqual(quoted.minOut)
  })

  it('a refunded fill sends no top-up (the pool moved past the slippage before the deposit)', async () => {
    const wallet = await kit.wallet()
    const recipient = fresh()
    const quoted = await kit.quote({
      user: wallet.address,
      recipient,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'usdc',
      amount: (10n ** 17n).toString(),
      tradeType: 'EXACT_INPUT',
      topupGas: true,
    })
    const pools = await kit.admin<{ pools: { chainId: number; price: string }[] }>('/devnet/pools', undefined, 'GET')
    const price = pools.pools.find((p) => p.chainId === B)!.price
    await kit.admin('/devnet/pool', { chainId: B, price: decimalUsd.fromMicros((micros(price) * 9n) / 10n) })
    try {
      await kit.execute(quoted.quote, wallet)
      expect(await kit.final(quoted.requestId)).toMatchObject({ status: 'refund', failReason: 'SLIPPAGE' })
    } finally {
      await kit.admin('/devnet/pool', { chainId: B, price })
    }
    expect(await h.balance(B, zeroAddress, recipient)).toBe(0n)
  })

  it('topupGas for a native output is a 400 naming the field', async () => {
    const answer = await h.quote({
      user: fresh(),
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'usdc',
      destinationCurrency: 'eth',
      amount: USDC(100).toString(),
      tradeType: 'EXACT_INPUT',
      topupGas: true,
    })
    expect(answer.status).toBe(400)
    expect(answer.body).toMatchObject({ errorCode: 'INVALID_INPUT', errorData: { field: 'topupGas' } })
  })
})
