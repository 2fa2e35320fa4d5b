import { type Address, type Hex, parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import {
  type AppFeeClaimEntry,
  appFeeBalancesResponseSchema,
  appFeeClaimResponseSchema,
  appFeeClaimsResponseSchema,
  isSignatureStep,
  type SignatureItem,
} from '../../src/api/schemas'
import { devnetHarness } from '../testing/devnetHarness'
import { transferKit, type Wallet } from '../testing/transferKit'
import { claimMessage, claimOrderFromJson } from './AppFeeClaimOrder'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const USDC = (n: number) => BigInt(Math.round(n * 1e6))
const fresh = () => privateKeyToAddress(generatePrivateKey())
const json = { 'content-type': 'application/json' }
/** How long a fill, its settlement or a claim's payment may take on a loaded machine. */
const SIGNAL_TIMEOUT_MS = 30_000

/** A filled transfer paying `appFees`; waits until it is settled (its fees accrued) and returns the quoted fees. */
async function fillWithFees(args: {
  payer: Wallet
  origin: number
  currency: 'usdc' | 'eth'
  amount: bigint
  appFees: { recipient: Address; fee: string }[]
}): Promise<bigint[]> {
  const quoted = await kit.quote({
    user: args.payer.address,
    originChainId: args.origin,
    destinationChainId: args.origin === A ? B : A,
    originCurrency: args.currency,
    destinationCurrency: args.currency,
    amount: args.amount.toString(),
    tradeType: 'EXACT_INPUT',
    appFees: args.appFees,
  })
  await kit.execute(quoted.quote, args.payer)
  expect((await kit.final(quoted.requestId)).status).toBe('success')
  await expect
    .poll(async () => (await h.record(quoted.requestId)).request.settledAt, { timeout: SIGNAL_TIMEOUT_MS })
    .not.toBeNull()
  const record = await h.request(`/requests/v3?id=${quoted.requestId}`, {
    headers: { 'x-api-key': h.manifest.apiKeys[0]! },
  })
  const data = (record.body as { requests: { data: { appFees: { quoted: { amount: string }[]; actual: unknown } } }[] })
    .requests[0]!.data.appFees
  // Accrued, not paid out: `actual` is each fee as quoted (priced in USD, as the description's actual entries are).
  expect(data.actual).toEqual(data.quoted.map((f) => ({ ...f, amountUsd: expect.any(String) })))
  return data.quoted.map((f) => BigInt(f.amount))
}

async function balances(wallet: Address) {
  const answer = await h.request(`/app-fees/${wallet}/balances`)
  expect(answer.status).toBe(200)
  return appFeeBalancesResponseSchema.parse(answer.body)
}

const balanceOf = async (wallet: Address, chainId: number, currency: Address) =>
  BigInt(
    (await balances(wallet)).balances.find(
      (b) => b.currency.chainId === chainId && b.currency.address.toLowerCase() === currency.toLowerCase(),
    )?.amount ?? 0,
  )

/** Asks for a claim; the answer's one signature item. */
async function askClaim(wallet: Address, body: Record<string, unknown>): Promise<SignatureItem> {
  const answer = await h.request(`/app-fees/${wallet}/claim`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(body),
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const { steps } = appFeeClaimResponseSchema.parse(answer.body)
  expect(steps.map((s) => s.kind)).toEqual(['signature'])
  const item = steps.find(isSignatureStep)!.items[0]!
  // The public form: eip191 over a 32-byte hex message, signed as its raw bytes.
  expect(item.data.sign).toMatchObject({ signatureKind: 'eip191', message: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  return item
}

async function claims(wallet: Address, query = ''): Promise<{ claims: AppFeeClaimEntry[]; continuation?: string }> {
  const answer = await h.request(`/app-fees/${wallet}/claims${query}`)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return appFeeClaimsResponseSchema.parse(answer.body)
}

const refusal = (answer: { status: number; body: unknown }, status: number, errorCode: string) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status)
  expect(answer.body).toMatchObject({ errorCode, message: expect.any(String) })
}

describe('app fees accrue and are claimed', () => {
  const feeKey = generatePrivateKey()
  const feeWallet = privateKeyToAddress(feeKey)
  const usdcA = h.currency(A, 'USDC')

  it('fees accrue to the recipient per chain and currency, stay in the depository, and show as balances', async () => {
    const payer = await kit.wallet({ usdc: USDC(2_000) })
    const partner = fresh()
    const depositoryBefore = await h.balance(A, usdcA, h.contracts(A).depository!)
    const [usdcFee] = await fillWithFees({
      payer,
      origin: A,
      currency: 'usdc',
      amount: USDC(1_000),
      appFees: [{ recipient: feeWallet, fee: '100' }],
    })
    const [ethFee] = await fillWithFees({
      payer,
      origin: B,
      currency: 'eth',
      amount: parseEther('0.5'),
      appFees: [{ recipient: feeWallet, fee: '50' }],
    })
    const [second, partnerFee] = await fillWithFees({
      payer,
      origin: A,
      currency: 'usdc',
      amount: USDC(500),
      appFees: [
        { recipient: feeWallet, fee: '30' },
        { recipient: partner, fee: '20' },
      ],
    })
    expect(usdcFee).toBe(USDC(10))
    const answer = await balances(feeWallet)
    expect(answer.balances.map((b) => [b.currency.chainId, b.currency.symbol, BigInt(b.amount)])).toEqual([
      [A, 'USDC', usdcFee! + second!],
      [B, 'ETH', ethFee],
    ])
    const usd = answer.balances.reduce((sum, b) => sum + Number(b.amountUsd), 0)
    expect(answer.totalBalanceUsd).toBeCloseTo(usd, 6)
    expect(answer).toMatchObject({ outstandingFastFillBalanceUsd: 0, availableBalanceUsd: answer.totalBalanceUsd })
    expect(await balanceOf(partner, A, usdcA)).toBe(partnerFee)
    // Nothing was paid out: the depository keeps both inputs whole, the fees owed to their recipients.
    expect(await h.balance(A, usdcA, feeWallet)).toBe(0n)
    expect((await h.balance(A, usdcA, h.contracts(A).depository!)) - depositoryBefore).toBe(USDC(1_500))
  })

  it('a claim signed by the fee wallet is paid on chain to the recipient, and listed with its transaction', async () => {
    const to = fresh()
    const before = await balanceOf(feeWallet, A, usdcA)
    const depository = h.contracts(A).depository!
    const depositoryBefore = await h.balance(A, usdcA, depository)
    const part = USDC(4)
    const item = await askClaim(feeWallet, { chainId: A, currency: usdcA, amount: part.toString(), recipient: to })
    // Asking takes nothing: only the posted signature does.
    expect(await balanceOf(feeWallet, A, usdcA)).toBe(before)
    const posted = await kit.postPermit(item, await kit.signPermit(item, feeKey))
    expect(posted.status, JSON.stringify(posted.body)).toBe(200)
    // The public answer: only a message; the claim is found in the listing.
    expect(posted.body).toEqual({ message: expect.any(String) })
    const claimId = (item.data.post!.body as { id: string }).id
    expect((await claims(feeWallet)).claims.find((c) => c.claimId === claimId)).toMatchObject({
      recipient: to.toLowerCase(),
    })
    expect(await balanceOf(feeWallet, A, usdcA)).toBe(before - part)
    await expect
      .poll(async () => (await claims(feeWallet)).claims.find((c) => c.claimId === claimId)?.status, {
        timeout: SIGNAL_TIMEOUT_MS,
      })
      .toBe('success')
    const claim = (await claims(feeWallet)).claims.find((c) => c.claimId === claimId)!
    expect(claim).toMatchObject({ wallet: feeWallet.toLowerCase(), currency: { amount: part.toString() } })
    expect((await h.client(A).getTransactionReceipt({ hash: claim.txHash as Hex })).status).toBe('success')
    expect(await h.balance(A, usdcA, to)).toBe(part)
    expect(depositoryBefore - (await h.balance(A, usdcA, depository))).toBe(part)

    // Without an amount, the claim is the whole balance; ETH is paid as ETH.
    const ethItem = await askClaim(feeWallet, { chainId: B, currency: zeroAddress, recipient: to })
    const ethAmount = await balanceOf(feeWallet, B, zeroAddress)
    expect(BigInt((ethItem.data.post!.body as { amount: string }).amount)).toBe(ethAmount)
    expect((await kit.postPermit(ethItem, await kit.signPermit(ethItem, feeKey))).status).toBe(200)
    await expect.poll(() => h.balance(B, zeroAddress, to), { timeout: SIGNAL_TIMEOUT_MS }).toBe(ethAmount)
    expect((await balances(feeWallet)).balances.map((b) => b.currency.chainId)).toEqual([A])
  })

  it('every refused claim answers 4xx { message, errorCode } and moves nothing', async () => {
    const to = fresh()
    const balance = await balanceOf(feeWallet, A, usdcA)
    expect(balance).toBeGreaterThan(0n)
    const ask = (body: Record<string, unknown>, wallet: string = feeWallet) =>
      h.request(`/app-fees/${wallet}/claim`, { method: 'POST', headers: json, body: JSON.stringify(body) })
    const base = { chainId: A, currency: usdcA, recipient: to }
    refusal(await ask({ ...base, currency: fresh() }), 400, 'UNSUPPORTED_CURRENCY')
    refusal(await ask({ ...base, chainId: 999_999 }), 400, 'UNSUPPORTED_CHAIN')
    refusal(await ask({ ...base, amount: (balance + 1n).toString() }), 400, 'INSUFFICIENT_APP_FEE_BALANCE')
    refusal(await ask({ ...base, currency: h.currency(A, 'WETH') }), 400, 'INSUFFICIENT_APP_FEE_BALANCE')
    refusal(await ask({ ...base, amount: '0' }), 400, 'INVALID_INPUT')
    // Found by the fuzzer: a word where the amount goes was once a 500.
    refusal(await ask({ ...base, amount: 'EXACT_INPUT' }), 400, 'INVALID_INPUT')
    refusal(await ask(base, 'not-a-wallet'), 400, 'INVALID_INPUT')

    // Signed by someone else, or signed and then changed: INVALID_SIGNATURE.
    const item = await askClaim(feeWallet, { ...base, amount: '1000' })
    refusal(await kit.postPermit(item, await kit.signPermit(item, generatePrivateKey())), 400, 'INVALID_SIGNATURE')
    const signature = await kit.signPermit(item, feeKey)
    const raised = {
      ...item,
      data: { ...item.data, post: { ...item.data.post!, body: { ...item.data.post!.body, amount: '2000' } } },
    }
    refusal(await kit.postPermit(raised, signature), 400, 'INVALID_SIGNATURE')
    refusal(await kit.postPermit(item, '0x1234'), 400, 'INVALID_INPUT')
    // The hex message signed as text (the bytes of "0x…"), not as the raw bytes the official client signs.
    const asText = await privateKeyToAccount(feeKey).signMessage({
      message: (item.data.sign as { message: string }).message,
    })
    refusal(await kit.postPermit(item, asText), 400, 'INVALID_SIGNATURE')
    expect(await balanceOf(feeWallet, A, usdcA)).toBe(balance)

    // Past its deadline: SIGNATURE_EXPIRED, even well signed.
    const body = item.data.post!.body as Parameters<typeof claimOrderFromJson>[0]
    const stale = { ...body, deadline: String(Math.floor(Date.now() / 1000) - 1) }
    const staleSignature = await privateKeyToAccount(feeKey).signMessage({
      message: { raw: claimMessage(claimOrderFromJson(stale), h.contracts(A).depository!) },
    })
    const expired = { ...item, data: { ...item.data, post: { ...item.data.post!, body: stale } } }
    refusal(await kit.postPermit(expired, staleSignature), 400, 'SIGNATURE_EXPIRED')

    // Posted twice: taken once.
    expect((await kit.postPermit(item, signature)).status).toBe(200)
    refusal(await kit.postPermit(item, signature), 409, 'CLAIM_ALREADY_SUBMITTED')
    expect(await balanceOf(feeWallet, A, usdcA)).toBe(balance - 1000n)

    // Two claims of the same funds, posted at once: one is paid, the other finds the balance short.
    const all = (balance - 1000n).toString()
    const [first, second] = await Promise.all([1, 2].map(() => askClaim(feeWallet, { ...base, amount: all })))
    const answers = await Promise.all(
      [first!, second!].map(async (i) => kit.postPermit(i, await kit.signPermit(i, feeKey))),
    )
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400])
    refusal(answers.find((a) => a.status === 400)!, 400, 'INSUFFICIENT_APP_FEE_BALANCE')
    expect(await balanceOf(feeWallet, A, usdcA)).toBe(0n)
    await expect.poll(() => h.balance(A, usdcA, to), { timeout: SIGNAL_TIMEOUT_MS }).toBe(balance)
  })

  it('the claim history pages newest first; a bad limit or continuation is refused', async () => {
    const all = await claims(feeWallet, '?limit=50')
    expect(all.claims.length).toBe(4)
    expect(all.continuation).toBeUndefined()
    const paged: string[] = []
    let continuation: string | undefined
    do {
      const page = await claims(feeWallet, `?limit=1${continuation ? `&continuation=${continuation}` : ''}`)
      paged.push(...page.claims.map((c) => c.claimId))
      continuation = page.continuation
    } while (continuation)
    expect(paged).toEqual(all.claims.map((c) => c.claimId))
    const created = all.claims.map((c) => Date.parse(c.createdAt!))
    expect(created).toEqual([...created].sort((a, b) => b - a))
    refusal(await h.request(`/app-fees/${feeWallet}/claims?limit=51`), 400, 'INVALID_INPUT')
    refusal(await h.request(`/app-fees/${feeWallet}/claims?continuation=nope`), 400, 'INVALID_INPUT')
    expect((await claims(fresh())).claims).toEqual([])
  })
})

describe('the requests listing finds the requests with app fees', () => {
  it('features=app_fees and appFeesAmountUsdMin/Max select exactly those requests', async () => {
    // Deposited, each: a quote nobody deposits for is not a transfer, so the listing does not hold it.
    const payer = await kit.wallet({ usdc: USDC(1_600), chainId: A })
    const user = payer.address
    const quote = async (amount: number, appFees?: { recipient: Address; fee: string }[]) => {
      const quoted = await kit.quote({
        user,
        originChainId: A,
        destinationChainId: B,
        originCurrency: 'usdc',
        destinationCurrency: 'usdc',
        amount: USDC(amount).toString(),
        tradeType: 'EXACT_INPUT',
        ...(appFees ? { appFees } : {}),
      })
      await kit.execute(quoted.quote, payer)
      return quoted
    }
    const small = await quote(100, [{ recipient: fresh(), fee: '10' }])
    const large = await quote(1_000, [{ recipient: fresh(), fee: '100' }])
    await quote(500)
    const ids = async (query: string) => {
      const answer = await h.request(`/requests/v3?user=${user}&${query}`, {
        headers: { 'x-api-key': h.manifest.apiKeys[0]! },
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      return (answer.body as { requests: { id: string }[] }).requests.map((r) => r.id).sort()
    }
    const id = (q: { requestId: string }) => q.requestId.toLowerCase()
    await expect.poll(async () => (await ids('limit=50')).length, { timeout: SIGNAL_TIMEOUT_MS }).toBe(3)
    expect(await ids('features=app_fees')).toEqual([id(small), id(large)].sort())
    // 0.1 USD and 10 USD of fees: a bound between them splits them.
    expect(await ids('appFeesAmountUsdMin=1')).toEqual([id(large)])
    expect(await ids('appFeesAmountUsdMax=1&features=app_fees')).toEqual([id(small)])
    expect(await ids('appFeesAmountUsdMin=0.1&appFeesAmountUsdMax=10')).toEqual([id(small), id(large)].sort())
  })
})
