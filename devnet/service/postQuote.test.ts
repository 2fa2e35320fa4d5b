import { decodeFunctionData, getAddress, type Hex, maxUint256 } from 'viem'
import { describe, expect, inject, it } from 'vitest'
import {
  errorBodySchema,
  evmStepData,
  FEE_KEYS,
  isTransactionStep,
  quoteResponseSchema,
  statusResponseSchema,
  type TradeType,
} from '../../src/api/schemas'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { tokenAbi } from '../contracts/tokenAbi'
import { devnetHarness } from '../testing/devnetHarness'
import type { DevnetQuote } from './quote/devnetQuote'

const h = devnetHarness(inject('manifest'))
const [A, B, C] = h.manifest.chains.map((c) => c.id) as [number, number, number]
// Account 0 only asks for quotes here (and approves USDC on chain C).
const user = h.manifest.accounts[0]!

const AMOUNTS = { ETH: 10n ** 17n, USDC: 25_000_000n } as const

function request(symbol: 'ETH' | 'USDC', tradeType: TradeType, extra: Record<string, unknown> = {}) {
  return {
    user: user.address,
    originChainId: A,
    destinationChainId: B,
    originCurrency: h.currency(A, symbol),
    destinationCurrency: h.currency(B, symbol),
    amount: AMOUNTS[symbol].toString(),
    tradeType,
    ...extra,
  }
}

/** The quote as the devnet sent it, once it is known to parse: these tests read the wire, not the widget's types. */
async function quote(body: unknown, headers?: Record<string, string>): Promise<DevnetQuote> {
  const answer = await h.quote(body, headers)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  quoteResponseSchema.parse(answer.body)
  return answer.body as DevnetQuote
}

const amountOf = (value: { amount: string } | undefined) => BigInt(value?.amount ?? 'NaN')

describe('POST /quote/v2', () => {
  describe.each(['ETH', 'USDC'] as const)('%s bridge', (symbol) => {
    it.each(['EXACT_INPUT', 'EXPECTED_OUTPUT', 'EXACT_OUTPUT'] as const)(
      '%s: parses, and the fees add up',
      async (tradeType) => {
        const q = await quote(request(symbol, tradeType))
        const amountIn = amountOf(q.details.currencyIn)
        const amountOut = amountOf(q.details.currencyOut)
        const relayer = amountOf(q.fees.relayer)
        const relayerGas = amountOf(q.fees.relayerGas)
        const relayerService = amountOf(q.fees.relayerService)

        expect(relayerGas).toBeGreaterThan(0n)
        expect(relayerService).toBeGreaterThan(0n)
        expect(relayer).toBe(relayerGas + relayerService)
        expect(amountOf(q.fees.app)).toBe(0n)
        expect(amountOf(q.fees.subsidized)).toBe(0n)
        expect(amountOut).toBe(amountIn - relayer)
        if (tradeType === 'EXACT_INPUT') expect(amountIn).toBe(AMOUNTS[symbol])
        else expect(amountOut).toBe(AMOUNTS[symbol])

        // Every fee is a full currency amount (section 2.3); the gas fee is origin ETH paid by the user.
        for (const key of FEE_KEYS) {
          const fee = q.fees[key]!
          expect(fee.currency?.metadata?.logoURI, key).toMatch(/^http/)
          expect(fee.amountFormatted, key).toBeDefined()
          expect(fee.amountUsd, key).toBeDefined()
          expect(fee.minimumAmount, key).toBeDefined()
        }
        expect(q.fees.gas?.currency).toMatchObject({
          chainId: A,
          symbol: 'ETH',
          decimals: 18,
          metadata: { isNative: true },
        })
        expect(amountOf(q.fees.gas)).toBeGreaterThan(0n)
        expect(q.fees.relayer?.currency).toMatchObject({ chainId: A, symbol, address: h.currency(A, symbol) })

        expect(q.details).toMatchObject({
          operation: 'bridge',
          sender: user.address,
          recipient: user.address,
          isFixedRate: true,
          timeEstimate: expect.any(Number),
          expandedPriceImpact: {
            swap: expect.any(Object),
            execution: expect.any(Object),
            relay: expect.any(Object),
            app: expect.any(Object),
          },
        })
        expect(q.details.currencyOut?.currency).toMatchObject({ chainId: B, symbol })
        expect(BigInt(q.details.userBalance!)).toBe(await h.balance(A, h.currency(A, symbol), user.address))
        expect(Number(q.details.totalImpact?.usd)).toBeLessThan(0)

        const requestId = q.protocol!.v2.orderId
        expect(requestId).toMatch(/^0x[0-9a-f]{64}$/)
        const deposit = q.steps.at(-1)!
        expect(deposit.id).toBe('deposit')
        if (!isTransactionStep(deposit)) throw new Error('a deposit transaction was expected')
        for (const step of q.steps) {
          expect(step.requestId).toBe(requestId)
          for (const item of step.items!)
            expect(item.check).toEqual({ endpoint: `/intents/status/v3?requestId=${requestId}`, method: 'GET' })
        }
        const tx = evmStepData(deposit.items![0]!.data)
        expect(tx).toMatchObject({ from: user.address, to: h.contracts(A).depository, chainId: A })
        const call = decodeFunctionData({ abi: depositoryAbi, data: tx.data as Hex })
        if (symbol === 'ETH') {
          expect(call).toEqual({ functionName: 'depositNative', args: [requestId] })
          expect(BigInt(tx.value)).toBe(amountIn)
        } else {
          expect(call).toEqual({ functionName: 'depositErc20', args: [h.currency(A, 'USDC'), amountIn, requestId] })
          expect(tx.value).toBe('0')
        }

        const { orderData, paymentDetails } = q.protocol!.v2
        expect(paymentDetails).toMatchObject({
          depository: h.contracts(A).depository,
          currency: h.currency(A, symbol),
          amount: amountIn.toString(),
        })
        expect(orderData?.output.payments[0]).toMatchObject({
          recipient: user.address,
          expectedAmount: amountOut.toString(),
          minimumAmount: amountOut.toString(),
        })
        expect(orderData?.inputs[0]?.payment.amount).toBe(amountIn.toString())
        expect(orderData?.output.deadline).toBeGreaterThan(Date.now() / 1000)
      },
    )
  })

  it('accepts short symbols in any case and honours recipient', async () => {
    const recipient = '0x000000000000000000000000000000000000dEaD'
    const q = await quote(
      request('USDC', 'EXACT_INPUT', { originCurrency: 'usdc', destinationCurrency: 'USDC', recipient }),
    )
    expect(q.details.recipient).toBe(recipient)
    expect(q.protocol?.v2.orderData?.output.payments[0]?.recipient).toBe(recipient)
    expect(q.details.currencyIn?.currency?.address).toBe(h.currency(A, 'USDC'))
    const eth = await quote(request('ETH', 'EXACT_INPUT', { originCurrency: 'Eth', destinationCurrency: 'eth' }))
    expect(eth.details.currencyOut?.currency?.symbol).toBe('ETH')
  })

  it('asks for a USDC approval only while the allowance is short', async () => {
    const body = { ...request('USDC', 'EXACT_INPUT'), originChainId: C, originCurrency: h.currency(C, 'USDC') }
    const first = await quote(body)
    expect(first.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
    const approveStep = first.steps[0]!
    if (!isTransactionStep(approveStep)) throw new Error('an approve transaction was expected')
    const approve = approveStep.items![0]!.data
    expect(approve).toMatchObject({ to: h.currency(C, 'USDC'), chainId: C, value: '0' })
    expect(decodeFunctionData({ abi: tokenAbi, data: approve.data as Hex })).toEqual({
      functionName: 'approve',
      args: [h.contracts(C).depository, AMOUNTS.USDC],
    })

    const hash = await h.wallet(user.privateKey as Hex, C).writeContract({
      address: h.currency(C, 'USDC'),
      abi: tokenAbi,
      functionName: 'approve',
      args: [getAddress(h.contracts(C).depository!), maxUint256],
    })
    await h.client(C).waitForTransactionReceipt({ hash })
    const second = await quote(body)
    expect(second.steps.map((s) => s.id)).toEqual(['deposit'])
  })

  it('stores the quote as a waiting request tied to the x-api-key', async () => {
    const q = await quote(request('ETH', 'EXACT_INPUT'), { 'x-api-key': 'ferry-devnet-key' })
    const requestId = q.protocol!.v2.orderId
    const answer = await h.request(`/intents/status/v3?requestId=${requestId}`)
    expect(answer.status).toBe(200)
    expect(statusResponseSchema.parse(answer.body)).toMatchObject({
      status: 'waiting',
      inTxHashes: [],
      txHashes: [],
      originChainId: A,
      destinationChainId: B,
      failReason: 'N/A',
      refundFailReason: 'N/A',
    })
    expect(answer.body).toMatchObject({ details: null, updatedAt: expect.any(Number) })
    // The legacy path in its own described shape: its words (no `waiting`), `time`, no reasons.
    const legacy = await h.request(`/intents/status?requestId=${requestId}`)
    const v3 = answer.body as { updatedAt: number }
    expect(legacy.body).toEqual({
      status: 'pending',
      inTxHashes: [],
      txHashes: [],
      time: v3.updatedAt,
      originChainId: A,
      destinationChainId: B,
    })
    const { request: stored, history } = await h.record(requestId)
    expect(stored).toMatchObject({ apiKey: 'ferry-devnet-key', status: 'waiting', user: user.address.toLowerCase() })
    expect(history.map((e) => e.status)).toEqual(['waiting'])
  })

  it('takes app fees out of the amount', async () => {
    const q = await quote(
      request('USDC', 'EXACT_INPUT', {
        appFees: [{ recipient: '0x000000000000000000000000000000000000bEEF', fee: '100' }],
      }),
    )
    expect(amountOf(q.fees.app)).toBe(AMOUNTS.USDC / 100n)
    expect(amountOf(q.details.currencyOut)).toBe(AMOUNTS.USDC - amountOf(q.fees.relayer) - AMOUNTS.USDC / 100n)
  })

  it('answers AMOUNT_TOO_LOW when the fees eat the whole amount', async () => {
    const answer = await h.quote(request('USDC', 'EXACT_INPUT', { amount: '1' }))
    expect(answer.status).toBe(400)
    expect(errorBodySchema.parse(answer.body).errorCode).toBe('AMOUNT_TOO_LOW')
  })

  it('answers NO_QUOTES when the fill to the recipient would revert', async () => {
    // A token contract has no way to receive ETH.
    const answer = await h.quote(request('ETH', 'EXACT_INPUT', { recipient: h.currency(B, 'USDC') }))
    expect(answer.status).toBe(400)
    expect(errorBodySchema.parse(answer.body).errorCode).toBe('NO_QUOTES')
  })

  it.each([
    ['cross-chain swap', { destinationCurrency: 'usdc' }, 'swap'],
    ['same-chain swap', { destinationChainId: A, destinationCurrency: 'usdc' }, 'swap'],
    ['send', { recipient: '0x000000000000000000000000000000000000dEaD' }, 'send'],
    ['wrap', { destinationChainId: A, destinationCurrency: 'weth' }, 'wrap'],
    [
      'call',
      {
        tradeType: 'EXACT_OUTPUT',
        amount: '1000',
        txs: [{ to: '0x000000000000000000000000000000000000dEaD', value: '1000', data: '0x' }],
      },
      'call',
    ],
  ] as const)(
    '%s: operation, every fee a full currency amount, impacts that add up',
    async (_name, extra, operation) => {
      const q = await quote({ ...request('ETH', 'EXACT_INPUT'), ...extra })
      expect(q.details.operation).toBe(operation)
      for (const key of FEE_KEYS)
        expect(q.fees[key]).toMatchObject({
          currency: expect.any(Object),
          amount: expect.any(String),
          amountUsd: expect.any(String),
          minimumAmount: expect.any(String),
        })
      const parts = Object.values(q.details.expandedPriceImpact!).reduce((sum, p) => sum + Number(p.usd), 0)
      expect(Math.abs(parts - Number(q.details.totalImpact!.usd))).toBeLessThan(0.00001)
      expect(BigInt(q.details.currencyOut!.minimumAmount!)).toBeLessThanOrEqual(BigInt(q.details.currencyOut!.amount))
      expect(q.protocol?.v2.orderData?.output.deadline).toBeGreaterThan(Date.now() / 1000)
    },
  )

  it('answers INSUFFICIENT_LIQUIDITY beyond the solver inventory', async () => {
    const answer = await h.quote(request('ETH', 'EXACT_OUTPUT', { amount: (5_000n * 10n ** 18n).toString() }))
    expect(answer.status).toBe(400)
    expect(errorBodySchema.parse(answer.body).errorCode).toBe('INSUFFICIENT_LIQUIDITY')
  })
})
