import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RequestsResponse, requestsResponseSchema } from '../../../src/api/schemas'
import { DevnetStore } from '../../store/DevnetStore'
import { type SeedRequest, seedRequestRecords } from '../../store/seedRequestRecords'
import { ServiceError } from '../ServiceError'
import { getRequestsV3 } from './getRequestsV3'

// GET /requests/v3 over a store seeded directly (no chains): every filter of
// section 4.1, the `filters` grammar, sorting, validation and pagination.

const A = 31337
const B = 31338
const C = 31339
const T0 = 1_700_000_000_000
const address = (digit: string) => `0x${digit.repeat(40)}`
const hash = (n: number, kind: string) => `0x${kind}${n.toString(16).padStart(63, '0')}`
const idOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`
const [U1, U2, U3, R3, D7] = [address('1'), address('2'), address('3'), address('4'), address('7')]
const ETH = { address: address('0'), symbol: 'ETH' }
const USDC = { address: address('c'), symbol: 'USDC' }
const WETH = { address: address('e'), symbol: 'WETH' }

/** waiting at createdAt, pending 1 s later, then `final` `fillSeconds` after the deposit. */
function history(n: number, final: SeedRequest['status'], fillSeconds = 3) {
  const created = T0 + n * 1000
  const entries: NonNullable<SeedRequest['history']> = [{ status: 'waiting', at: created }]
  if (final === 'waiting') return entries
  if (final === 'depositing') return [...entries, { status: 'depositing' as const, at: created + 1000 }]
  entries.push({ status: 'pending', at: created + 1000 })
  if (final !== 'pending') entries.push({ status: final, at: created + 1000 + fillSeconds * 1000 })
  return entries
}

function seed(
  n: number,
  fields: Partial<SeedRequest> &
    Pick<SeedRequest, 'user' | 'originChainId' | 'destinationChainId' | 'status' | 'amountInUsd'>,
): SeedRequest {
  return {
    id: idOf(n),
    currencyIn: ETH,
    currencyOut: ETH,
    createdAt: T0 + n * 1000,
    history: history(n, fields.status),
    ...fields,
  }
}

const appFeeQuote = {
  fees: {
    app: {
      amount: '250000000000000',
      amountUsd: '0.75',
      currency: { chainId: A, address: ETH.address, symbol: 'ETH', name: 'Ether', decimals: 18 },
    },
  },
  details: { isFixedRate: true, timeEstimate: 2 },
}

const seeds: SeedRequest[] = [
  seed(1, {
    apiKey: 'k1',
    referrer: 'ref-1',
    user: U1,
    originChainId: A,
    destinationChainId: B,
    status: 'success',
    amountInUsd: '300',
    quoteRequest: { amount: '100000000000000000', appFees: [{ recipient: U3, fee: '25' }] },
    quoteResponse: { ...appFeeQuote, protocol: { v2: { orderId: idOf(1) } } },
    transactions: [
      { kind: 'deposit', chainId: A, txHash: hash(1, 'd'), status: 'success', blockNumber: 10 },
      { kind: 'fill', chainId: B, txHash: hash(1, 'f'), status: 'success', blockNumber: 20 },
    ],
  }),
  seed(2, {
    apiKey: 'k2',
    user: U2,
    originChainId: B,
    destinationChainId: C,
    currencyIn: USDC,
    currencyOut: USDC,
    status: 'refund',
    failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL',
    amountInUsd: '50',
    history: [
      { status: 'waiting', at: T0 + 2000 },
      { status: 'failure', failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL', at: T0 + 3000 },
      { status: 'refund', failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL', at: T0 + 4000 },
    ],
    transactions: [
      { kind: 'deposit', chainId: B, txHash: hash(2, 'd'), status: 'success', blockNumber: 11 },
      { kind: 'refund', chainId: B, txHash: hash(2, 'e'), status: 'success', blockNumber: 12 },
    ],
  }),
  seed(3, {
    apiKey: 'k1',
    operation: 'swap',
    user: U1,
    recipient: R3,
    originChainId: A,
    destinationChainId: A,
    currencyOut: USDC,
    status: 'success',
    amountInUsd: '1000',
    history: history(3, 'success', 10),
    quoteResponse: { protocol: { v2: { orderId: '0xabc3' } } },
    transactions: [
      { kind: 'deposit', chainId: A, txHash: hash(3, 'd'), status: 'success', blockNumber: 30 },
      { kind: 'fill', chainId: A, txHash: hash(3, 'f'), status: 'success', blockNumber: 31 },
    ],
  }),
  seed(4, {
    apiKey: 'k1',
    operation: 'swap',
    user: U2,
    originChainId: A,
    destinationChainId: C,
    currencyIn: USDC,
    status: 'failure',
    failReason: 'SOLVER_BALANCE_TOO_LOW',
    refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
    amountInUsd: '5',
    details: { failedCallData: { from: R3, to: U2, data: '0x1234', value: '5' }, revert: { name: 'ZeroAmount' } },
  }),
  seed(5, {
    apiKey: 'k2',
    operation: 'send',
    user: U1,
    originChainId: B,
    destinationChainId: B,
    status: 'pending',
    amountInUsd: '20',
    transactions: [{ kind: 'deposit', chainId: B, txHash: hash(5, 'd'), status: 'success', blockNumber: 40 }],
  }),
  seed(6, {
    operation: 'wrap',
    user: U2,
    originChainId: C,
    destinationChainId: C,
    currencyOut: WETH,
    status: 'depositing',
    amountInUsd: '3000',
  }),
  seed(7, {
    apiKey: 'k1',
    operation: 'unwrap',
    user: U1,
    depositor: U3,
    originChainId: A,
    destinationChainId: A,
    currencyIn: WETH,
    status: 'success',
    amountInUsd: '7.5',
    quoteResponse: { steps: [{ id: 'deposit', depositAddress: D7 }] },
    transactions: [
      { kind: 'deposit', chainId: A, txHash: hash(7, 'd'), status: 'success', blockNumber: 50 },
      { kind: 'fill', chainId: A, txHash: hash(7, 'f'), status: 'success', blockNumber: 51 },
    ],
  }),
  seed(8, {
    apiKey: 'k2',
    operation: 'call',
    user: U3,
    originChainId: B,
    destinationChainId: A,
    status: 'success',
    amountInUsd: '99',
    quoteRequest: { topupGas: true },
    history: history(8, 'success', 1),
    transactions: [
      { kind: 'deposit', chainId: B, txHash: hash(8, 'd'), status: 'success', blockNumber: 60 },
      {
        kind: 'fill',
        chainId: A,
        txHash: hash(8, 'f'),
        status: 'failure',
        blockNumber: 61,
        data: { from: U3, to: R3, data: '0xdeadbeef', value: '0' },
      },
      { kind: 'fill', chainId: A, txHash: hash(8, 'a'), status: 'success', blockNumber: 62 },
    ],
  }),
  seed(9, {
    apiKey: 'k1',
    user: U1,
    parentRequestId: idOf(1),
    originChainId: A,
    destinationChainId: B,
    status: 'refund',
    failReason: 'DOUBLE_SPEND',
    amountInUsd: '300',
  }),
  // A quote nobody deposited for: not a transfer, so never listed (found by its id alone).
  seed(10, { user: U1, originChainId: A, destinationChainId: B, status: 'waiting', amountInUsd: '1' }),
]

let dir: string
let store: DevnetStore
let app: Hono

async function get(
  query: string,
  apiKey: string | null = 'k1',
): Promise<{ status: number; body: RequestsResponse & { message?: string; errorCode?: string } }> {
  const response = await app.request(`/requests/v3${query ? `?${query}` : ''}`, {
    headers: apiKey ? { 'x-api-key': apiKey } : {},
  })
  const body = (await response.json()) as RequestsResponse & { message?: string; errorCode?: string }
  if (response.status === 200) requestsResponseSchema.parse(body)
  return { status: response.status, body }
}

/** The seed numbers a query returns, in the order returned. */
async function numbers(query: string): Promise<number[]> {
  const { status, body } = await get(query)
  expect(status, JSON.stringify(body)).toBe(200)
  return body.requests.map((r) => Number(BigInt(r.id)))
}

const sorted = (list: number[]) => [...list].sort((a, b) => a - b)
/** The listed seeds (never a waiting one: a quote is not a transfer) that `predicate` keeps. */
const where = (predicate: (s: SeedRequest) => boolean) =>
  seeds.filter((s) => s.status !== 'waiting' && predicate(s)).map((s) => Number(BigInt(s.id)))
const filters = (groups: unknown) => `filters=${encodeURIComponent(JSON.stringify(groups))}`

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ferry-listing-test-'))
  store = await DevnetStore.open(join(dir, 'db'))
  await seedRequestRecords(store, seeds)
  app = new Hono().get('/requests/v3', getRequestsV3({ store, apiKeys: ['k1', 'k2', 'k-page'] }))
  app.onError((error, c) =>
    error instanceof ServiceError
      ? c.json({ message: error.message, errorCode: error.errorCode }, error.status)
      : c.json({ message: String(error) }, 500),
  )
})

afterAll(async () => {
  await store?.close()
  if (dir) await rm(dir, { recursive: true, force: true })
})

describe('GET /requests/v3 filters (section 4.1)', () => {
  it('lists everything newest first by default, as valid request records', async () => {
    expect(await numbers('')).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1])
  })

  it('lists transfers, not quotes: a waiting request is found by its id alone, and waiting is no status to filter on', async () => {
    expect(await numbers(`user=${U1}`)).not.toContain(10)
    expect(await numbers(`id=${idOf(10)}`)).toEqual([10])
    expect((await get('status=waiting')).status).toBe(400)
  })

  it.each([
    ['id', `id=${idOf(3)}`, [3]],
    ['id in upper case', `id=${idOf(3).toUpperCase().replace('0X', '0x')}`, [3]],
    ['id with includeChildRequests', `id=${idOf(1)}&includeChildRequests=true`, [1, 9]],
    ['id without includeChildRequests', `id=${idOf(1)}`, [1]],
    ['orderId', 'orderId=0xABC3', [3]],
    ['user: sender', `user=${U2}`, [2, 4, 6]],
    ['user: deposit-address depositor', `user=${U3}`, [7, 8]],
    ['recipient', `recipient=${R3}`, [3]],
    ['depositAddress', `depositAddress=${D7}`, [7]],
    ['depositTxHash', `depositTxHash=${hash(5, 'd')}`, [5]],
    ['depositTxHash does not match a fill', `depositTxHash=${hash(1, 'f')}`, []],
    ['fillTxHash (also a failed one)', `fillTxHash=${hash(8, 'f')}`, [8]],
    ['refundTxHash', `refundTxHash=${hash(2, 'e')}`, [2]],
    ['originChainId', `originChainId=${A}`, where((s) => s.originChainId === A)],
    ['destinationChainId', `destinationChainId=${C}`, where((s) => s.destinationChainId === C)],
    ['chainId: either direction', `chainId=${B}`, where((s) => s.originChainId === B || s.destinationChainId === B)],
    ['chainId overridden by originChainId', `chainId=${B}&originChainId=${A}`, where((s) => s.originChainId === A)],
    [
      'chainId overridden by destinationChainId',
      `chainId=${C}&destinationChainId=${B}`,
      where((s) => s.destinationChainId === B),
    ],
    [
      'privateChainsToInclude is accepted (no private chains here)',
      'privateChainsToInclude=3f1a2b,9c8d',
      where(() => true),
    ],
    ['status', 'status=success', where((s) => s.status === 'success')],
    ['status, repeated: any of', 'status=pending&status=depositing', [5, 6]],
    ['failReason', 'failReason=SOLVER_BALANCE_TOO_LOW', [4]],
    ['refundFailReason', 'refundFailReason=AMOUNT_TOO_LOW_TO_REFUND', [4]],
    ['apiKey', 'apiKey=k2', where((s) => s.apiKey === 'k2')],
    ['apiKey, comma list', 'apiKey=k2,k1', where((s) => s.apiKey === 'k1' || s.apiKey === 'k2')],
    ['requestType Bridge (any case)', 'requestType=bRiDgE', [1, 2, 9]],
    ['requestType Crosschain Swap', 'requestType=Crosschain%20Swap', [4]],
    ['requestType Same-chain Swap', 'requestType=same-chain%20swap', [3]],
    ['requestType Send', 'requestType=Send', [5]],
    ['requestType Wrap', 'requestType=Wrap', [6]],
    ['requestType Unwrap', 'requestType=Unwrap', [7]],
    ['requestType Call', 'requestType=Call', [8]],
    ['currencyInChainId', `currencyInChainId=${C}`, [6]],
    ['currencyOutChainId', `currencyOutChainId=${A}`, where((s) => s.destinationChainId === A)],
    ['currencyInAddress (any case)', `currencyInAddress=${USDC.address.toUpperCase().replace('0X', '0x')}`, [2, 4]],
    ['currencyOutAddress', `currencyOutAddress=${WETH.address}`, [6]],
    ['currencyInSymbol (case-insensitive)', 'currencyInSymbol=usdc', [2, 4]],
    ['currencyOutSymbol (case-insensitive)', 'currencyOutSymbol=Usdc', [2, 3]],
    ['startTimestamp (createdAt >=, seconds)', `startTimestamp=${(T0 + 7000) / 1000}`, [7, 8, 9]],
    ['endTimestamp (createdAt <=, seconds, inclusive)', `endTimestamp=${(T0 + 2000) / 1000}`, [1, 2]],
    [
      'startTimestamp and endTimestamp',
      `startTimestamp=${(T0 + 3000) / 1000}&endTimestamp=${(T0 + 4000) / 1000}`,
      [3, 4],
    ],
    ['startBlock and endBlock: any entry in range', 'startBlock=20&endBlock=30', [1, 3]],
    [
      'startBlock/endBlock scoped to origin entries with originChainId',
      `startBlock=20&endBlock=30&originChainId=${A}`,
      [3],
    ],
    ['startBlock alone', 'startBlock=51', [7, 8]],
    ['endBlock alone', 'endBlock=11', [1, 2]],
    [
      'amountUsdMin/Max inclusive',
      'amountUsdMin=20&amountUsdMax=300',
      where((s) => Number(s.amountInUsd) >= 20 && Number(s.amountInUsd) <= 300),
    ],
    ['appFeesAmountUsdMin', 'appFeesAmountUsdMin=0.5', [1]],
    ['appFeesAmountUsdMax', 'appFeesAmountUsdMax=0.1', where((s) => s.id !== idOf(1))],
    ['fillTimeMin', 'fillTimeMin=5', [3]],
    ['fillTimeMax', 'fillTimeMax=1', [8]],
    ['fillTimeMin and fillTimeMax', 'fillTimeMin=3&fillTimeMax=3', [1, 7]],
    ['features: app_fees', 'features=app_fees', [1]],
    ['features: at least one of a list', 'features=deposit_address,gas_top_up', [7, 8]],
    ['features: fixed_rate', 'features=fixed_rate', [1]],
    ['features nothing has', 'features=fast_fill,gasless_swap', []],
    ['term: request id', `term=${idOf(4)}`, [4]],
    ['term: wallet', `term=${U2}`, [2, 4, 6]],
    ['term: recipient wallet', `term=${R3}`, [3]],
    ['term: deposit address', `term=${D7}`, [7]],
    ['term: deposit tx hash', `term=${hash(3, 'd')}`, [3]],
    ['term: fill tx hash (any case)', `term=${hash(1, 'f').toUpperCase().replace('0X', '0x')}`, [1]],
    ['term: refund tx hash', `term=${hash(2, 'e')}`, [2]],
    ['term: failed tx hash', `term=${hash(8, 'f')}`, [8]],
    ['term: order id', 'term=0xabc3', [3]],
    ['term: nothing', `term=${hash(99, 'd')}`, []],
    [
      'filters and top-level parameters are ANDed',
      `apiKey=k1&${filters([{ status: 'success' }, { status: 'refund' }])}`,
      [1, 3, 7, 9],
    ],
  ] as const)('%s', async (_name, query, expected) => {
    expect(sorted(await numbers(query))).toEqual(sorted([...expected]))
  })

  it('sortBy createdAt (default desc), updatedAt (default desc), amountUsd (default asc), and sortDirection', async () => {
    expect(await numbers('sortDirection=asc')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
    const listed = seeds.filter((s) => s.status !== 'waiting')
    const byUpdated = [...listed]
      .sort((a, b) => b.history!.at(-1)!.at - a.history!.at(-1)!.at || (BigInt(b.id) > BigInt(a.id) ? 1 : -1))
      .map((s) => Number(BigInt(s.id)))
    expect(await numbers('sortBy=updatedAt')).toEqual(byUpdated)
    const byAmount = [...listed]
      .sort((a, b) => Number(a.amountInUsd) - Number(b.amountInUsd) || (BigInt(a.id) > BigInt(b.id) ? 1 : -1))
      .map((s) => Number(BigInt(s.id)))
    expect(await numbers('sortBy=amountUsd')).toEqual(byAmount)
    expect(await numbers('sortBy=amountUsd&sortDirection=desc')).toEqual([...byAmount].reverse())
  })

  it('startTimestamp applies to updatedAt when sortBy=updatedAt', async () => {
    // Request 8 was created at T0+8s, updated at T0+10s; request 9 created at T0+9s, updated at T0+13s.
    const since = (T0 + 10_000) / 1000
    expect(sorted(await numbers(`sortBy=updatedAt&startTimestamp=${since}`))).toEqual(
      sorted(where((s) => s.history!.at(-1)!.at >= T0 + 10_000)),
    )
    expect(sorted(await numbers(`startTimestamp=${since}`))).toEqual([])
  })

  it('includeTotal adds the number of matches', async () => {
    const { body } = await get('status=success&limit=2&includeTotal=true')
    expect(body.requests).toHaveLength(2)
    expect(body.total).toBe(where((s) => s.status === 'success').length)
  })

  it('includeAuthenticatedData adds the referrer and quote request to the caller’s own requests only', async () => {
    const own = (await get(`id=${idOf(1)}&includeAuthenticatedData=true`, 'k1')).body.requests[0]!
    expect(own.data.referrer).toBe('ref-1')
    expect(own.data.quoteRequest).toMatchObject({ appFees: [{ fee: '25' }] })
    const other = (await get(`id=${idOf(1)}&includeAuthenticatedData=true`, 'k2')).body.requests[0]!
    expect(other.data.referrer).toBeUndefined()
    expect((await get(`id=${idOf(1)}`, 'k1')).body.requests[0]!.data.referrer).toBeUndefined()
  })

  it('assembles the record: transactions, failed transaction, deposit address, app fees, fee sponsorship, history', async () => {
    const [one] = (await get(`id=${idOf(1)}`)).body.requests
    expect(one).toMatchObject({
      status: 'success',
      user: U1,
      sender: U1,
      depositAddress: null,
      createdAt: new Date(T0 + 1000).toISOString(),
    })
    expect(one!.data.inTxs).toMatchObject([
      { txHash: hash(1, 'd'), block: 10, chainId: A, status: 'success', type: 'onchain', fee: '21000000000000' },
    ])
    expect(one!.data.outTxs).toMatchObject([{ txHash: hash(1, 'f'), block: 20, chainId: B, status: 'success' }])
    // The description's quoted entries carry no USD value; the actual ones (as quoted until paid out) do.
    expect(one!.data.appFees!.quoted).toEqual([
      { recipient: U3, bps: '25', amount: '250000000000000', amountFormatted: '0.00025' },
    ])
    expect(one!.data.appFees!.actual).toEqual([{ ...one!.data.appFees!.quoted[0], amountUsd: '0.75' }])
    // Once the solver has paid the app fee, `actual` is that payout.
    const payout = { requestId: idOf(1), kind: 'app_fee', seq: 0, txHash: hash(1, 'a') } as const
    await store.payouts.add(
      { ...payout, chainId: A, token: ETH.address, recipient: U3, amount: 249_999_999_999_999n, rawTx: null },
      T0,
    )
    await store.payouts.setStatus(payout, 'success', 21)
    const [paid] = (await get(`id=${idOf(1)}`)).body.requests
    expect(paid!.data.appFees!.actual).toEqual([
      {
        recipient: U3,
        bps: '25',
        amount: '249999999999999',
        amountFormatted: '0.000249999999999999',
        amountUsd: '0.749999',
      },
    ])
    expect(one!.data.feeSponsorship!.quoted!.components.app!.total.amountUsd).toBe('0.75')
    expect(one!.data.feeSponsorship!.actual).toEqual(one!.data.feeSponsorship!.quoted)

    const [eight] = (await get(`id=${idOf(8)}`)).body.requests
    expect(eight!.data).toMatchObject({
      failedTxHash: hash(8, 'f'),
      failedTxBlockNumber: 61,
      failedCallData: { from: U3, to: R3, data: '0xdeadbeef', value: '0' },
    })
    expect(eight!.data.outTxs.map((t) => t.status)).toEqual(['failure', 'success'])

    const [seven] = (await get(`id=${idOf(7)}`)).body.requests
    expect(seven!.depositAddress).toMatchObject({ address: D7, depositor: U3, depositTxHash: hash(7, 'd') })

    const [four] = (await get(`id=${idOf(4)}`)).body.requests
    expect(four!.data).toMatchObject({
      failReason: 'SOLVER_BALANCE_TOO_LOW',
      refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
      appFees: { quoted: [], actual: [] },
    })
    // The decoded revert's failed call, with no failed transaction on chain.
    expect(four!.data.failedCallData).toEqual({ from: R3, to: U2, data: '0x1234', value: '5' })
    expect(four!.data.failedTxHash).toBeUndefined()
    expect(four!.data.feeSponsorship!.actual!.userPaysTotal.amount).toBe('0')
    const [six] = (await get(`id=${idOf(6)}`)).body.requests
    expect(six!.data).toMatchObject({ failReason: 'N/A', refundFailReason: null, inTxs: [], outTxs: [] })
    expect(six!.data.feeSponsorship!.actual).toBeUndefined()
  })
})

describe('GET /requests/v3 filters grammar', () => {
  it.each([
    [
      'AND within a group',
      [{ status: 'success', originChainId: A }],
      where((s) => s.status === 'success' && s.originChainId === A),
    ],
    ['OR between groups', [{ status: 'refund' }, { requestType: 'Call' }], [2, 8, 9]],
    ['array value: any of', [{ status: ['pending', 'depositing'] }], [5, 6]],
    ['not: prefix', [{ 'not:status': 'success' }], where((s) => s.status !== 'success')],
    ['not: with an array: none of', [{ 'not:status': ['success', 'refund'] }], [4, 5, 6]],
    ['not: keeps rows where the field is empty', [{ 'not:depositAddress': D7 }], where((s) => s.id !== idOf(7))],
    [
      'numbers and strings alike',
      [{ originChainId: String(B) }, { destinationChainId: C }],
      where((s) => s.originChainId === B || s.destinationChainId === C),
    ],
    [
      'chainId in a group is overridden by originChainId of the same group',
      [{ chainId: C, originChainId: B }],
      where((s) => s.originChainId === B),
    ],
    ['term inside a group', [{ term: U2, status: 'refund' }], [2]],
    ['comma lists inside a group', [{ apiKey: 'k2,k1', 'not:requestType': ['Bridge', 'Call'] }], [3, 4, 5, 7]],
    [
      'three groups',
      [
        { status: 'success', originChainId: A, 'not:requestType': 'Unwrap' },
        { status: ['refund', 'failure'], currencyInSymbol: 'USDC' },
        { features: 'gas_top_up' },
      ],
      [1, 3, 2, 4, 8],
    ],
    ['an empty array of groups is no constraint', [], where(() => true)],
  ] as const)('%s', async (_name, groups, expected) => {
    expect(sorted(await numbers(filters(groups)))).toEqual(sorted([...expected]))
  })
})

describe('GET /requests/v3 rejects what it cannot read (400 INVALID_INPUT)', () => {
  it.each([
    ['limit=0', /limit must be an integer from 1 to 50/],
    ['limit=51', /limit must be an integer from 1 to 50/],
    ['limit=ten', /limit/],
    ['limit=2.5', /limit/],
    ['status=teleported', /status must be one of/],
    ['failReason=BAD_LUCK', /failReason must be one of/],
    ['refundFailReason=NOPE', /refundFailReason must be one of/],
    ['requestType=Teleport', /requestType must be one of Bridge, Crosschain Swap/],
    ['sortBy=price', /sortBy must be one of createdAt, updatedAt, amountUsd/],
    ['sortDirection=up', /sortDirection must be one of asc, desc/],
    ['features=free_lunch', /features must be one of/],
    ['originChainId=-1', /originChainId must be a positive integer/],
    ['chainId=abc', /chainId must be a positive integer/],
    ['amountUsdMin=lots', /amountUsdMin must be a number/],
    ['startTimestamp=yesterday', /startTimestamp must be a number/],
    ['startBlock=1.5', /startBlock must be an integer/],
    ['startBlock=10&endBlock=5', /startBlock must not be above endBlock/],
    ['includeChildRequests=maybe', /includeChildRequests must be true or false/],
    ['includeAuthenticatedData=yes', /includeAuthenticatedData must be true or false/],
    ['limit=5&limit=6', /limit may be given only once/],
    ['continuation=not-a-cursor', /continuation is not a cursor/],
    [`filters=${encodeURIComponent('[{"status":')}`, /filters must be a JSON array of filter groups/],
    [`filters=${encodeURIComponent('{"status":"success"}')}`, /filters must be a JSON array/],
    [filters([1]), /filters\[0\] must be an object/],
    [filters([{ colour: 'red' }]), /filters\[0\]: unknown filter field "colour"/],
    [filters([{ limit: 5 }]), /unknown filter field "limit" \(it is a query parameter/],
    [filters([{ status: [] }]), /filters\[0\]\.status must not be an empty array/],
    [filters([{}, { status: 'bogus' }]), /filters\[1\]\.status must be one of/],
    [filters([{ status: { eq: 'success' } }]), /must be a string, a number or an array of them/],
    [filters([{ 'not:failReason': 'NOPE' }]), /filters\[0\]\.not:failReason must be one of/],
  ])('%s', async (query, message) => {
    const { status, body } = await get(query)
    expect(status).toBe(400)
    expect(body.errorCode).toBe('INVALID_INPUT')
    expect(body.message).toMatch(message)
  })
})

describe('GET /requests/v3 pagination with continuation', () => {
  const PAGE_KEY = 'k-page'
  let next = 1000
  const pageSeed = (amountInUsd: string, createdAt: number): SeedRequest => {
    const n = next++
    return {
      ...seed(n, {
        apiKey: PAGE_KEY,
        user: U3,
        originChainId: A,
        destinationChainId: B,
        status: 'success',
        amountInUsd,
      }),
      createdAt,
      history: undefined,
      updatedAt: createdAt,
    }
  }

  async function walk(
    query: string,
    between: (page: number) => Promise<void>,
  ): Promise<{ ids: string[]; pages: number }> {
    const ids: string[] = []
    let continuation: string | undefined
    let pages = 0
    do {
      const { status, body } = await get(
        `${query}${continuation ? `&continuation=${encodeURIComponent(continuation)}` : ''}`,
      )
      expect(status, JSON.stringify(body)).toBe(200)
      ids.push(...body.requests.map((r) => r.id))
      continuation = body.continuation
      pages++
      await between(pages)
    } while (continuation)
    return { ids, pages }
  }

  it('createdAt desc: new requests between pages cause no duplicates and no gaps; no continuation on the last page', async () => {
    const initial = Array.from({ length: 45 }, (_, i) => pageSeed(String(i), T0 + 100_000 + Math.floor(i / 3) * 1000))
    await seedRequestRecords(store, initial)
    const expected = [...initial].sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)).map((s) => s.id)
    const { ids, pages } = await walk(`apiKey=${PAGE_KEY}&limit=10`, async () => {
      // Newer requests arrive while the client is reading.
      await seedRequestRecords(store, [pageSeed('1', T0 + 900_000 + next), pageSeed('2', T0 + 900_000 + next)])
    })
    expect(pages).toBe(5)
    expect(ids).toEqual(expected)
  })

  it('ascending order picks up requests added after the cursor, never ones before it', async () => {
    const start = (await get(`apiKey=${PAGE_KEY}&limit=50&sortDirection=asc`)).body
    const before = new Set(start.requests.map((r) => r.id))
    const seen: string[] = []
    const added: string[] = []
    let continuation: string | undefined
    do {
      const { body } = await get(
        `apiKey=${PAGE_KEY}&limit=7&sortDirection=asc${continuation ? `&continuation=${encodeURIComponent(continuation)}` : ''}`,
      )
      seen.push(...body.requests.map((r) => r.id))
      continuation = body.continuation
      if (added.length < 6) {
        const s = pageSeed('3', T0 + 2_000_000 + next)
        added.push(s.id)
        await seedRequestRecords(store, [s])
      }
    } while (continuation)
    expect(new Set(seen).size).toBe(seen.length)
    for (const id of [...before, ...added]) expect(seen).toContain(id)
  })

  it('sortBy=amountUsd pages in amount order with ties broken by id', async () => {
    const all = (await get(`apiKey=${PAGE_KEY}&limit=50&sortBy=amountUsd&includeTotal=true`)).body
    const { ids } = await walk(`apiKey=${PAGE_KEY}&limit=6&sortBy=amountUsd`, async () => undefined)
    expect(ids).toHaveLength(all.total!)
    const { body } = await get(`apiKey=${PAGE_KEY}&limit=50&sortBy=amountUsd`)
    expect(ids.slice(0, 50)).toEqual(body.requests.map((r) => r.id))
  })

  it('a continuation only works with the sort it was made for', async () => {
    const { body } = await get(`apiKey=${PAGE_KEY}&limit=2`)
    const answer = await get(
      `apiKey=${PAGE_KEY}&limit=2&sortBy=amountUsd&continuation=${encodeURIComponent(body.continuation!)}`,
    )
    expect(answer.status).toBe(400)
    expect(answer.body.message).toMatch(/continuation belongs to sortBy=createdAt&sortDirection=desc/)
  })
})
