import { type Address, encodeFunctionData, getAddress, parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import {
  depositAddressInfoSchema,
  isTransactionStep,
  type RequestRecord,
  requestsResponseSchema,
  type StatusResponse,
} from '../../src/api/schemas'
import { tokenAbi } from '../contracts/tokenAbi'
import { devnetHarness } from '../testing/devnetHarness'
import { type Quoted, transferKit, type Wallet } from '../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number]
const apiKey = h.manifest.apiKeys[0]!
const fresh = () => privateKeyToAddress(generatePrivateKey())
/** How long settlement (an excess refund, then `settledAt`) may take after `success` on a loaded machine. */
const SETTLEMENT_TIMEOUT_MS = 30_000

/** The quote's single step: a plain transfer to the deposit address. */
function depositStep(quoted: Quoted) {
  expect(quoted.quote.steps).toHaveLength(1)
  const step = quoted.quote.steps[0]!
  if (!isTransactionStep(step)) throw new Error('not a transaction step')
  expect(step.depositAddress).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return { address: getAddress(step.depositAddress!), item: step.items[0]!.data }
}

/** Pays `to` from `payer` (as an exchange would: a plain transfer, nothing else). */
async function pay(payer: Wallet, chainId: number, token: Address, to: Address, amount: bigint) {
  return BigInt(token) === 0n
    ? kit.send(payer, chainId, { to, value: amount })
    : kit.send(payer, chainId, {
        to: token,
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [to, amount] }),
      })
}

const ethQuote = (extra: Record<string, unknown>) =>
  kit.quote({
    user: zeroAddress,
    originChainId: A,
    destinationChainId: B,
    originCurrency: 'eth',
    destinationCurrency: 'eth',
    amount: parseEther('0.1').toString(),
    tradeType: 'EXACT_INPUT',
    useDepositAddress: true,
    ...extra,
  })

/** The request record as GET /requests/v3 lists it. */
async function listed(query: string): Promise<RequestRecord[]> {
  const answer = await h.request(`/requests/v3?${query}`, { headers: { 'x-api-key': apiKey } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return requestsResponseSchema.parse(answer.body).requests
}

/** Nothing is left on the address, on any chain, in any of the tokens the tests pay with. */
async function expectEmpty(address: Address) {
  for (const chainId of [A, B])
    for (const token of [zeroAddress, h.currency(chainId, 'USDC')])
      expect(await h.balance(chainId, token, address), `${address} on ${chainId} in ${token}`).toBe(0n)
}

describe('deposit addresses', () => {
  it('quotes a plain transfer to a fresh address (native and token), strict needs refundTo, GET /deposit-addresses/v1 finds it', async () => {
    const recipient = fresh()
    const eth = await ethQuote({ recipient })
    const { address, item } = depositStep(eth)
    expect(item).toMatchObject({ to: address, data: '0x', value: eth.amountIn, chainId: A })
    expect(eth.quote.steps[0]!.id).toBe('deposit')

    const usdc = await kit.quote({
      user: zeroAddress,
      recipient,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'usdc',
      destinationCurrency: 'usdc',
      amount: '25000000',
      tradeType: 'EXACT_OUTPUT',
      useDepositAddress: true,
      strict: true,
      refundTo: recipient,
    })
    const token = depositStep(usdc)
    expect(token.address).not.toBe(address)
    expect(token.item).toMatchObject({
      to: h.currency(A, 'USDC'),
      value: 0n,
      data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [token.address, usdc.amountIn] }),
    })

    const missing = await h.quote({ ...usdcBody(recipient), strict: true })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ errorCode: 'INVALID_INPUT', errorData: { field: 'refundTo' } })
    const openExact = await h.quote({ ...usdcBody(recipient), tradeType: 'EXACT_OUTPUT' })
    expect(openExact.body).toMatchObject({ errorCode: 'INVALID_INPUT', errorData: { field: 'tradeType' } })

    for (const query of [`address=${token.address}`, `requestId=${usdc.requestId}`]) {
      const answer = await h.request(`/deposit-addresses/v1?${query}`)
      expect(answer.status).toBe(200)
      expect(depositAddressInfoSchema.parse(answer.body)).toEqual({
        depositAddress: token.address.toLowerCase(),
        type: 'strict',
        requestId: usdc.requestId,
        chainId: A,
        createdAt: expect.any(String),
        currency: h.currency(A, 'USDC').toLowerCase(),
        refundTo: recipient.toLowerCase(),
      })
    }
    expect((await h.request(`/deposit-addresses/v1?address=${fresh()}`)).status).toBe(404)
    expect((await h.status(eth.requestId)).depositAddress).toMatchObject({
      address: address.toLowerCase(),
      type: 'open',
      depositor: null,
      depositTxHash: null,
    })
  })

  it('an open address paid by another account (an exchange) fills the recipient at the price when the funds arrive', async () => {
    const recipient = fresh()
    const quoted = await ethQuote({ recipient })
    const { address } = depositStep(quoted)
    const exchange = await kit.wallet({ chainId: A })
    const paid = parseEther('0.15') // not what was quoted: an open address takes any amount
    const before = await h.balance(A, zeroAddress, exchange.address)
    const receipt = await pay(exchange, A, zeroAddress, address, paid)

    const status = await kit.final(quoted.requestId)
    expect(status.status, JSON.stringify(status)).toBe('success')
    const received = await h.balance(B, zeroAddress, recipient)
    expect(received).toBeGreaterThan(quoted.amountOut) // priced for 0.15, not the quoted 0.1
    expect(received).toBeLessThan(paid)
    expect(await h.balance(A, zeroAddress, exchange.address)).toBe(before - paid - kit.gasCost([receipt]))
    await expectEmpty(address)

    // Status, record and listing agree on the deposit address once funds arrived.
    const expected = {
      address: address.toLowerCase(),
      type: 'open',
      depositor: exchange.address.toLowerCase(),
      depositTxHash: receipt.transactionHash,
      recoveryAddress: null,
    }
    expect(status.depositAddress).toEqual(expected)
    expect(status.inTxHashes).toEqual([receipt.transactionHash])
    const [record] = await listed(`id=${quoted.requestId}`)
    expect(record!.depositAddress).toEqual(expected)
    expect(record!.refundTo).toBeNull()
    expect(record!.data?.inTxs?.[0]).toMatchObject({ txHash: receipt.transactionHash })
    expect((await listed(`depositAddress=${address}`)).map((r) => r.id)).toEqual([quoted.requestId])
    expect((await listed(`user=${exchange.address}`)).map((r) => r.id)).toEqual([quoted.requestId])
    expect((await listed(`user=${exchange.address}&features=deposit_address`)).map((r) => r.id)).toEqual([
      quoted.requestId,
    ])
  })

  it('strict, paid too little: refunded to refundTo', async () => {
    const refundTo = fresh()
    const quoted = await ethQuote({ recipient: fresh(), strict: true, refundTo })
    const { address } = depositStep(quoted)
    const payer = await kit.wallet({ chainId: A })
    const paid = quoted.amountIn / 2n
    await pay(payer, A, zeroAddress, address, paid)
    const status = await kit.final(quoted.requestId)
    expectRefund(status, 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL')
    expect(await h.balance(A, zeroAddress, refundTo)).toBe(paid)
    await expectEmpty(address)
  })

  it('strict, paid too much: filled, and the excess refunded to refundTo in a separate leg', async () => {
    const refundTo = fresh()
    const recipient = fresh()
    const quoted = await ethQuote({ recipient, strict: true, refundTo })
    const { address } = depositStep(quoted)
    const payer = await kit.wallet({ chainId: A })
    const excess = parseEther('0.03')
    await pay(payer, A, zeroAddress, address, quoted.amountIn + excess)
    const status = await kit.final(quoted.requestId)
    expect(status.status, JSON.stringify(status)).toBe('success')
    expect(await h.balance(B, zeroAddress, recipient)).toBe(quoted.amountOut)
    await expect.poll(() => h.balance(A, zeroAddress, refundTo), { timeout: SETTLEMENT_TIMEOUT_MS }).toBe(excess)
    await expectEmpty(address)
    // Settlement marks the request settled after its excess refund is mined: wait for that, never read it at once.
    await expect
      .poll(async () => (await h.record(quoted.requestId)).request.settledAt, { timeout: SETTLEMENT_TIMEOUT_MS })
      .not.toBeNull()
  })

  it('USDC sent to an ETH address: refunded in USDC with INCORRECT_DEPOSIT_CURRENCY', async () => {
    const refundTo = fresh()
    const quoted = await ethQuote({ recipient: fresh(), strict: true, refundTo })
    const { address } = depositStep(quoted)
    const payer = await kit.wallet({ chainId: A, usdc: 100_000_000n })
    await pay(payer, A, h.currency(A, 'USDC'), address, 40_000_000n)
    expectRefund(await kit.final(quoted.requestId), 'INCORRECT_DEPOSIT_CURRENCY')
    expect(await h.balance(A, h.currency(A, 'USDC'), refundTo)).toBe(40_000_000n)
    expect(await h.balance(A, h.currency(A, 'USDC'), payer.address)).toBe(60_000_000n)
    await expectEmpty(address)
  })

  it('an open address paid on the wrong chain: DEPOSIT_ADDRESS_MISMATCH, refunded to the depositor there', async () => {
    const quoted = await ethQuote({ recipient: fresh() })
    const { address } = depositStep(quoted)
    const payer = await kit.wallet({ chainId: B })
    const before = await h.balance(B, zeroAddress, payer.address)
    const receipt = await pay(payer, B, zeroAddress, address, parseEther('0.05'))
    const status = await kit.final(quoted.requestId)
    expectRefund(status, 'DEPOSIT_ADDRESS_MISMATCH')
    expect(await h.balance(B, zeroAddress, payer.address)).toBe(before - kit.gasCost([receipt]))
    await expectEmpty(address)
  })

  it('a payment too small to refund ends in AMOUNT_TOO_LOW_TO_REFUND; it is kept in the depository, not on the address', async () => {
    const refundTo = fresh()
    const quoted = await ethQuote({ recipient: fresh(), strict: true, refundTo })
    const { address } = depositStep(quoted)
    const payer = await kit.wallet({ chainId: A })
    const depository = h.contracts(A).depository!
    const before = await h.balance(A, zeroAddress, depository)
    await pay(payer, A, zeroAddress, address, 1000n)
    const status = await kit.final(quoted.requestId)
    expect(status).toMatchObject({
      status: 'failure',
      failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL',
      refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
    })
    expect(await h.balance(A, zeroAddress, refundTo)).toBe(0n)
    expect(await h.balance(A, zeroAddress, depository)).toBeGreaterThanOrEqual(before + 1000n)
    await expectEmpty(address)
  })

  it('POST /transactions/deposit-address/reindex looks at an address again and says what it holds', async () => {
    // More blocks than anvil serves to one trace_filter (300): the rescan must read the history in pieces.
    await h.client(A).request({ method: 'anvil_mine' as never, params: ['0x190'] as never })
    const quoted = await ethQuote({ recipient: fresh() })
    const { address } = depositStep(quoted)
    const answer = await h.request('/transactions/deposit-address/reindex', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chainId: A, depositAddress: address }),
    })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    expect(answer.body).toMatchObject({ message: expect.any(String), triggeredCurrencies: [] })
    const unknown = await h.request('/transactions/deposit-address/reindex', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ depositAddress: fresh() }),
    })
    expect(unknown.status).toBe(404)
  })
})

const usdcBody = (recipient: Address) => ({
  user: zeroAddress,
  recipient,
  originChainId: A,
  destinationChainId: B,
  originCurrency: 'usdc',
  destinationCurrency: 'usdc',
  amount: '25000000',
  tradeType: 'EXACT_INPUT',
  useDepositAddress: true,
})

function expectRefund(status: StatusResponse, failReason: string) {
  expect(status, JSON.stringify(status)).toMatchObject({ status: 'refund', failReason, refundFailReason: 'N/A' })
}
