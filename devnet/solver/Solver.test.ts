import { type Address, encodeFunctionData, getAddress, type Hex, maxUint256, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { quoteResponseSchema, type StatusResponse } from '../../src/api/schemas'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { tokenAbi } from '../contracts/tokenAbi'
import { type DevnetHarness, devnetHarness } from '../testing/devnetHarness'
import { orderDataOf, orderIdOf } from '../testing/orderOf'

const h = devnetHarness(inject('manifest'))
const [A, B, C] = h.manifest.chains.map((c) => c.id) as [number, number, number]
// Account 1 bridges, account 2 makes the deposits that must be refunded.
const filler = h.manifest.accounts[1]!
const refunded = h.manifest.accounts[2]!

async function quoteFor(args: {
  user: string
  from: number
  to: number
  symbol: 'ETH' | 'USDC'
  amount: bigint
  tradeType?: string
  recipient?: Address
}) {
  const answer = await h.quote({
    user: args.user,
    recipient: args.recipient,
    originChainId: args.from,
    destinationChainId: args.to,
    originCurrency: h.currency(args.from, args.symbol),
    destinationCurrency: h.currency(args.to, args.symbol),
    amount: args.amount.toString(),
    tradeType: args.tradeType ?? 'EXACT_INPUT',
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const quote = quoteResponseSchema.parse(answer.body)
  return {
    quote,
    requestId: orderIdOf(quote),
    amountIn: BigInt(quote.details.currencyIn!.amount),
    amountOut: BigInt(quote.details.currencyOut!.amount),
  }
}

/** Polls as a client would, and returns the distinct statuses seen, in order. */
async function pollUntilFinal(
  harness: DevnetHarness,
  requestId: string,
): Promise<{ seen: string[]; final: StatusResponse }> {
  const seen: string[] = []
  const final = await harness.waitForStatus(requestId, (s) => {
    if (seen.at(-1) !== s.status) seen.push(s.status)
    return s.status === 'success' || s.status === 'refund'
  })
  return { seen, final }
}

function expectInOrder(seen: string[], expected: string[]) {
  const positions = seen.map((s) => expected.indexOf(s))
  expect(
    positions.every((p) => p >= 0),
    `unexpected status in ${seen.join(' -> ')}`,
  ).toBe(true)
  expect([...positions].sort((a, b) => a - b)).toEqual(positions)
}

async function sendAs(
  privateKey: string,
  chainId: number,
  tx: { to: Address; data: Hex; value?: bigint },
): Promise<Hex> {
  const hash = await h.wallet(privateKey as Hex, chainId).sendTransaction(tx)
  const receipt = await h.client(chainId).waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  return hash
}

describe('solver fills deposits', () => {
  it.each([
    ['ETH', 'EXACT_INPUT', A, B, 5n * 10n ** 17n],
    ['USDC', 'EXACT_OUTPUT', A, C, 1_234_567_890n],
    ['USDC', 'EXPECTED_OUTPUT', C, B, 42_000_000n],
  ] as const)(
    '%s %s from %i to %i: waiting -> pending -> submitted -> success',
    async (symbol, tradeType, from, to, amount) => {
      const recipient = privateKeyToAddress(generatePrivateKey())
      const { quote, requestId, amountIn, amountOut } = await quoteFor({
        user: filler.address,
        from,
        to,
        symbol,
        amount,
        tradeType,
        recipient,
      })
      const depository = h.contracts(from).depository!
      const token = h.currency(from, symbol)
      const depositoryBefore = await h.balance(from, token, depository)
      const solverBefore = await h.balance(to, h.currency(to, symbol), h.manifest.solver.address)

      const hashes = await h.executeSteps(quote.steps, filler.privateKey as Hex)
      const { seen, final } = await pollUntilFinal(h, requestId)

      expect(final).toMatchObject({
        status: 'success',
        failReason: 'N/A',
        refundFailReason: 'N/A',
        originChainId: from,
        destinationChainId: to,
      })
      expectInOrder(seen, ['waiting', 'pending', 'submitted', 'success'])
      expect(final.inTxHashes).toEqual([hashes.at(-1)])
      expect(final.txHashes).toHaveLength(1)

      const { history, transactions } = await h.record(requestId)
      expect(history.map((e) => e.status)).toEqual(['waiting', 'pending', 'submitted', 'success'])
      const times = history.map((e) => e.at)
      expect([...times].sort((a, b) => a - b)).toEqual(times)
      expect(history[1]!.txHash).toBe(hashes.at(-1))
      expect(history[2]!.txHash).toBe(final.txHashes[0])
      expect(transactions.map((t) => [t.kind, t.status])).toEqual([
        ['deposit', 'success'],
        ['fill', 'success'],
      ])

      // Exactly the quoted output arrives, exactly the quoted input is held.
      expect(await h.balance(to, h.currency(to, symbol), recipient)).toBe(amountOut)
      expect((await h.balance(from, token, depository)) - depositoryBefore).toBe(amountIn)
      const fill = await h.client(to).getTransaction({ hash: final.txHashes[0] as Hex })
      expect(getAddress(fill.from)).toBe(h.manifest.solver.address)
      if (symbol === 'USDC') {
        expect(solverBefore - (await h.balance(to, h.currency(to, symbol), h.manifest.solver.address))).toBe(amountOut)
        if (tradeType === 'EXACT_OUTPUT') expect(amountOut).toBe(amount)
      }
    },
  )

  it('never fills twice: a second deposit for a filled request changes nothing', async () => {
    const recipient = privateKeyToAddress(generatePrivateKey())
    const { quote, requestId, amountOut } = await quoteFor({
      user: filler.address,
      from: B,
      to: A,
      symbol: 'ETH',
      amount: 10n ** 16n,
      recipient,
    })
    await h.executeSteps(quote.steps, filler.privateKey as Hex)
    await h.waitForStatus(requestId, (s) => s.status === 'success')
    const [again] = (await h.executeSteps(quote.steps, filler.privateKey as Hex)).slice(-1)
    // The solver has read the second deposit (and decided about it) once its cursor is past that block.
    const { blockNumber } = await h.client(B).getTransactionReceipt({ hash: again! })
    await h.waitForIndexed(B, blockNumber)
    const status = await h.status(requestId)
    expect(status.status).toBe('success')
    expect(status.txHashes).toHaveLength(1)
    expect(await h.balance(A, h.currency(A, 'ETH'), recipient)).toBe(amountOut)
  })
})

describe('solver refunds deposits it cannot fill', () => {
  async function expectRefund(requestId: Hex, failReason: string, depositTx: Hex, origin: number) {
    const { seen, final } = await pollUntilFinal(h, requestId)
    expect(final).toMatchObject({ status: 'refund', failReason, refundFailReason: 'N/A', inTxHashes: [depositTx] })
    expectInOrder(seen, ['waiting', 'failure', 'refund'])
    const { history } = await h.record(requestId)
    expect(history.map((e) => [e.status, e.failReason])).toEqual([
      ['waiting', 'N/A'],
      ['failure', failReason],
      ['refund', failReason],
    ])
    const refundTx = await h.client(origin).getTransactionReceipt({ hash: final.txHashes[0] as Hex })
    expect(refundTx.status).toBe('success')
    expect(getAddress(refundTx.to!)).toBe(h.contracts(origin).depository)
    return final
  }

  it('DEPOSITED_AMOUNT_TOO_LOW_TO_FILL: less than the quoted input', async () => {
    const { requestId, amountIn } = await quoteFor({
      user: refunded.address,
      from: A,
      to: B,
      symbol: 'ETH',
      amount: 10n ** 17n,
    })
    const depository = h.contracts(A).depository!
    const before = await h.balance(A, h.currency(A, 'ETH'), depository)
    const tx = await sendAs(refunded.privateKey, A, {
      to: depository,
      data: encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [requestId] }),
      value: amountIn - 1n,
    })
    await expectRefund(requestId, 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL', tx, A)
    expect(await h.balance(A, h.currency(A, 'ETH'), depository)).toBe(before)
  })

  it('INCORRECT_DEPOSIT_CURRENCY: USDC sent for an ETH order comes back as USDC', async () => {
    const { requestId } = await quoteFor({ user: refunded.address, from: B, to: A, symbol: 'ETH', amount: 10n ** 17n })
    const usdc = h.currency(B, 'USDC')
    const depository = h.contracts(B).depository!
    await sendAs(refunded.privateKey, B, {
      to: usdc,
      data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [depository, maxUint256] }),
    })
    const before = await h.balance(B, usdc, refunded.address)
    const tx = await sendAs(refunded.privateKey, B, {
      to: depository,
      data: encodeFunctionData({
        abi: depositoryAbi,
        functionName: 'depositErc20',
        args: [usdc, 7_000_000n, requestId],
      }),
    })
    expect(await h.balance(B, usdc, refunded.address)).toBe(before - 7_000_000n)
    await expectRefund(requestId, 'INCORRECT_DEPOSIT_CURRENCY', tx, B)
    expect(await h.balance(B, usdc, refunded.address)).toBe(before)
  })

  it('SOLVER_BALANCE_TOO_LOW: the inventory left between quote and deposit', async () => {
    const { quote, requestId } = await quoteFor({
      user: refunded.address,
      from: A,
      to: C,
      symbol: 'USDC',
      amount: 3_000_000n,
    })
    const usdc = h.currency(C, 'USDC')
    const solver = h.manifest.solver.address as Address
    const parking = privateKeyToAddress(generatePrivateKey())
    const client = h.client(C)
    // Moving the inventory away as the solver itself also checks that its nonces survive outside transactions.
    const moveAll = async (from: Address, to: Address) => {
      const amount = await h.balance(C, usdc, from)
      await client.request({ method: 'anvil_setBalance' as never, params: [from, '0x56BC75E2D63100000'] as never })
      await client.request({ method: 'anvil_impersonateAccount' as never, params: [from] as never })
      const hash = (await client.request({
        method: 'eth_sendTransaction' as never,
        params: [
          { from, to: usdc, data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [to, amount] }) },
        ] as never,
      })) as Hex
      await client.waitForTransactionReceipt({ hash })
      await client.request({ method: 'anvil_stopImpersonatingAccount' as never, params: [from] as never })
    }
    const solverEth = await h.balance(C, zeroAddress, solver)
    await moveAll(solver, parking)
    try {
      const before = await h.balance(A, h.currency(A, 'USDC'), refunded.address)
      const hashes = await h.executeSteps(quote.steps, refunded.privateKey as Hex)
      const { seen, final } = await pollUntilFinal(h, requestId)
      expect(final).toMatchObject({
        status: 'refund',
        failReason: 'SOLVER_BALANCE_TOO_LOW',
        inTxHashes: [hashes.at(-1)],
      })
      expectInOrder(seen, ['waiting', 'pending', 'failure', 'refund'])
      const { history } = await h.record(requestId)
      expect(history.map((e) => e.status)).toEqual(['waiting', 'pending', 'failure', 'refund'])
      expect(await h.balance(A, h.currency(A, 'USDC'), refunded.address)).toBe(before)
    } finally {
      await moveAll(parking, solver)
      await client.request({
        method: 'anvil_setBalance' as never,
        params: [solver, `0x${solverEth.toString(16)}`] as never,
      })
    }
  })

  it('ORDER_EXPIRED: a deposit after the quote deadline', async () => {
    const { quote, requestId } = await quoteFor({
      user: refunded.address,
      from: C,
      to: B,
      symbol: 'ETH',
      amount: 10n ** 17n,
    })
    const deadline = orderDataOf(quote).output.deadline
    const client = h.client(C)
    const now = Number((await client.getBlock()).timestamp)
    await client.request({ method: 'evm_increaseTime' as never, params: [deadline - now + 60] as never })
    await client.request({ method: 'evm_mine' as never })
    const [tx] = await h.executeSteps(quote.steps, refunded.privateKey as Hex)
    await expectRefund(requestId, 'ORDER_EXPIRED', tx!, C)
  })
})
