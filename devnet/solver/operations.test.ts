import { type Address, encodeFunctionData, maxUint256, parseEther, zeroAddress } from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { poolAbi } from '../contracts/poolAbi'
import { poolAmountOut } from '../contracts/poolMath'
import { routerAbi } from '../contracts/routerAbi'
import { tokenAbi } from '../contracts/tokenAbi'
import { vaultAbi } from '../contracts/vaultAbi'
import { devnetHarness } from '../testing/devnetHarness'
import { transferKit, type Wallet } from '../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B, C] = h.manifest.chains.map((c) => c.id) as [number, number, number]
const USDC = (n: number) => BigInt(Math.round(n * 1e6))
const fresh = () => privateKeyToAddress(generatePrivateKey())
/** How long settlement (app fees, an excess refund, then `settledAt`) may take after `success` on a loaded machine. */
const SETTLEMENT_TIMEOUT_MS = 30_000

/** Quotes for `wallet`, executes the steps, waits for the end; the request must succeed. */
async function fill(wallet: Wallet, body: Record<string, unknown>) {
  const quoted = await kit.quote({ user: wallet.address, tradeType: 'EXACT_INPUT', ...body })
  const receipts = await kit.execute(quoted.quote, wallet)
  const status = await kit.final(quoted.requestId)
  expect(status, JSON.stringify(status)).toMatchObject({ status: 'success', failReason: 'N/A' })
  const { request } = await h.record(quoted.requestId)
  expect(request.operation).toBe(quoted.quote.details.operation)
  return { ...quoted, receipts, status }
}

const vaultDeposit = (chainId: number, token: Address, amount: bigint, onBehalfOf: Address, value = 0n) => ({
  to: h.contracts(chainId).vault!,
  value: value.toString(),
  data: encodeFunctionData({ abi: vaultAbi, functionName: 'deposit', args: [token, amount, onBehalfOf] }),
})
const approve = (token: Address, spender: Address, amount: bigint) => ({
  to: token,
  value: '0',
  data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [spender, amount] }),
})
const vaultBalance = (chainId: number, token: Address, account: Address) =>
  h.client(chainId).readContract({
    address: h.contracts(chainId).vault!,
    abi: vaultAbi,
    functionName: 'balanceOf',
    args: [token, account],
  })

describe.concurrent('every operation fills on chain', () => {
  it('bridge ETH (EXACT_INPUT): the recipient gets exactly the quoted output', async () => {
    const wallet = await kit.wallet()
    // A bridge to another address is a send; to oneself, a bridge: measure on the user's own balance.
    const before = await h.balance(B, zeroAddress, wallet.address)
    const r = await fill(wallet, {
      originChainId: A,
      destinationChainId: B,
      originCurrency: zeroAddress,
      destinationCurrency: zeroAddress,
      amount: parseEther('0.2').toString(),
    })
    expect(r.quote.details).toMatchObject({ operation: 'bridge', isFixedRate: true })
    expect(r.amountIn).toBe(parseEther('0.2'))
    expect((await h.balance(B, zeroAddress, wallet.address)) - before).toBe(r.amountOut)
  })

  it('bridge USDC (EXACT_OUTPUT): approve step, then exactly the amount asked', async () => {
    const wallet = await kit.wallet({ usdc: USDC(500) })
    const r = await fill(wallet, {
      originChainId: B,
      destinationChainId: C,
      originCurrency: h.currency(B, 'USDC'),
      destinationCurrency: h.currency(C, 'USDC'),
      amount: USDC(123.45).toString(),
      tradeType: 'EXACT_OUTPUT',
    })
    expect(r.quote.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
    expect(r.amountOut).toBe(USDC(123.45))
    expect(await h.balance(C, h.currency(C, 'USDC'), wallet.address)).toBe(USDC(500) + USDC(123.45))
    expect(await h.balance(B, h.currency(B, 'USDC'), wallet.address)).toBe(USDC(500) - r.amountIn)
  })

  it('bridge WETH (EXPECTED_OUTPUT)', async () => {
    const wallet = await kit.wallet({ weth: parseEther('2') })
    const r = await fill(wallet, {
      originChainId: C,
      destinationChainId: A,
      originCurrency: 'weth',
      destinationCurrency: 'WETH',
      amount: parseEther('1').toString(),
      tradeType: 'EXPECTED_OUTPUT',
    })
    expect(r.quote.details.operation).toBe('bridge')
    expect(await h.balance(A, h.currency(A, 'WETH'), wallet.address)).toBe(parseEther('2') + parseEther('1'))
  })

  it('cross-chain swap ETH -> USDC (EXACT_INPUT) prices from the pool and delivers at least the minimum', async () => {
    const wallet = await kit.wallet()
    const recipient = fresh()
    const amount = parseEther('0.5')
    const pool = h.contracts(B).pool!
    const [reserveWeth, reserveUsdc] = await h
      .client(B)
      .readContract({ address: pool, abi: poolAbi, functionName: 'getReserves' })
    const r = await fill(wallet, {
      originChainId: A,
      destinationChainId: B,
      originCurrency: zeroAddress,
      destinationCurrency: h.currency(B, 'USDC'),
      amount: amount.toString(),
      recipient,
    })
    const { details, fees } = r.quote
    expect(details).toMatchObject({ operation: 'swap', isFixedRate: false })
    // The quote's output is the pool's own maths on what is left after the fees.
    const budget = amount - BigInt(fees.relayer!.amount) - BigInt(fees.app!.amount)
    expect(r.amountOut).toBe(poolAmountOut(budget, reserveWeth, reserveUsdc))
    expect(r.minOut).toBe((r.amountOut * 9_950n) / 10_000n)
    expect(Number(details.swapImpact!.percent)).toBeLessThan(0)
    expect(Number(details.totalImpact!.percent)).toBeLessThan(Number(details.swapImpact!.percent))
    expect(Number(details.rate)).toBeGreaterThan(2900)
    expect(Number(details.rate)).toBeLessThan(3000)
    expect(details.slippageTolerance?.destination).toMatchObject({
      percent: '0.5',
      value: (r.amountOut - r.minOut).toString(),
    })
    const received = await h.balance(B, h.currency(B, 'USDC'), recipient)
    expect(received).toBeGreaterThanOrEqual(r.minOut)
    expect(received).toBeLessThanOrEqual((r.amountOut * 10_050n) / 10_000n)
  })

  it('cross-chain swap USDC -> ETH (EXACT_OUTPUT) delivers exactly the ETH asked', async () => {
    const wallet = await kit.wallet({ usdc: USDC(5_000) })
    const recipient = fresh()
    const r = await fill(wallet, {
      originChainId: C,
      destinationChainId: A,
      originCurrency: h.currency(C, 'USDC'),
      destinationCurrency: zeroAddress,
      amount: parseEther('0.25').toString(),
      tradeType: 'EXACT_OUTPUT',
      recipient,
      slippageTolerance: '100',
    })
    expect(r.quote.details.operation).toBe('swap')
    expect(BigInt(r.quote.details.slippageTolerance!.origin!.value!)).toBeGreaterThan(0n)
    expect(await h.balance(A, zeroAddress, recipient)).toBe(parseEther('0.25'))
    expect(await h.balance(C, h.currency(C, 'USDC'), wallet.address)).toBe(USDC(5_000) - r.amountIn)
  })

  it('same-chain swap USDC -> WETH (EXPECTED_OUTPUT)', async () => {
    const wallet = await kit.wallet({ usdc: USDC(10_000), chainId: C })
    const r = await fill(wallet, {
      originChainId: C,
      destinationChainId: C,
      originCurrency: 'usdc',
      destinationCurrency: 'weth',
      amount: parseEther('1').toString(),
      tradeType: 'EXPECTED_OUTPUT',
    })
    expect(r.quote.details).toMatchObject({ operation: 'swap', timeEstimate: 1 })
    const received = await h.balance(C, h.currency(C, 'WETH'), wallet.address)
    expect(received).toBeGreaterThanOrEqual(r.minOut)
    expect(received).toBeGreaterThanOrEqual((parseEther('1') * 9_950n) / 10_000n)
  })

  it('send: USDC to someone else on the same chain, and ETH across chains', async () => {
    const wallet = await kit.wallet({ usdc: USDC(100) })
    const friend = fresh()
    const usdc = await fill(wallet, {
      originChainId: A,
      destinationChainId: A,
      originCurrency: 'usdc',
      destinationCurrency: 'usdc',
      amount: USDC(40).toString(),
      recipient: friend,
    })
    expect(usdc.quote.details).toMatchObject({ operation: 'send', recipient: friend })
    expect(await h.balance(A, h.currency(A, 'USDC'), friend)).toBe(usdc.amountOut)
    const eth = await fill(wallet, {
      originChainId: A,
      destinationChainId: C,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: parseEther('0.1').toString(),
      recipient: friend,
    })
    expect(eth.quote.details.operation).toBe('send')
    expect(await h.balance(C, zeroAddress, friend)).toBe(eth.amountOut)
  })

  it('wrap and unwrap on one chain', async () => {
    const wallet = await kit.wallet({ weth: parseEther('1'), chainId: B })
    const wrapped = await fill(wallet, {
      originChainId: B,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'weth',
      amount: parseEther('0.3').toString(),
    })
    expect(wrapped.quote.details).toMatchObject({ operation: 'wrap', isFixedRate: true })
    expect(await h.balance(B, h.currency(B, 'WETH'), wallet.address)).toBe(parseEther('1') + wrapped.amountOut)
    const ethBefore = await h.balance(B, zeroAddress, wallet.address)
    const unwrapped = await fill(wallet, {
      originChainId: B,
      destinationChainId: B,
      originCurrency: 'weth',
      destinationCurrency: 'eth',
      amount: parseEther('0.5').toString(),
    })
    expect(unwrapped.quote.details.operation).toBe('unwrap')
    expect(await h.balance(B, zeroAddress, wallet.address)).toBe(
      ethBefore - kit.gasCost(unwrapped.receipts) + unwrapped.amountOut,
    )
  })

  it('call paid in ETH: EXACT_OUTPUT, amount = sum of txs values, deposited into the vault', async () => {
    const wallet = await kit.wallet()
    const value = parseEther('0.05')
    const r = await fill(wallet, {
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'eth',
      destinationCurrency: 'eth',
      amount: value.toString(),
      tradeType: 'EXACT_OUTPUT',
      txs: [vaultDeposit(B, zeroAddress, value, wallet.address, value)],
    })
    expect(r.quote.details.operation).toBe('call')
    expect(await vaultBalance(B, zeroAddress, wallet.address)).toBe(value)
    expect(await h.balance(B, zeroAddress, h.contracts(B).router!)).toBe(0n)
  })

  it('call paid in USDC: approve then deposit, the router funded with the token first', async () => {
    const wallet = await kit.wallet({ usdc: USDC(300) })
    const usdcC = h.currency(C, 'USDC')
    const r = await fill(wallet, {
      originChainId: A,
      destinationChainId: C,
      originCurrency: 'usdc',
      destinationCurrency: 'usdc',
      amount: USDC(250).toString(),
      tradeType: 'EXACT_OUTPUT',
      txs: [approve(usdcC, h.contracts(C).vault!, USDC(250)), vaultDeposit(C, usdcC, USDC(250), wallet.address)],
    })
    expect(r.quote.steps.map((s) => s.id)).toEqual(['approve', 'deposit'])
    expect(await vaultBalance(C, usdcC, wallet.address)).toBe(USDC(250))
    expect(await h.balance(C, usdcC, h.contracts(C).router!)).toBe(0n)
  })

  it('call with EXACT_INPUT: depositAll takes whatever arrives; a sweep hands over the rest', async () => {
    const wallet = await kit.wallet({ usdc: USDC(300) })
    const usdcB = h.currency(B, 'USDC')
    const vault = h.contracts(B).vault!
    const r = await fill(wallet, {
      originChainId: C,
      destinationChainId: B,
      originCurrency: 'usdc',
      destinationCurrency: 'usdc',
      amount: USDC(200).toString(),
      txs: [
        approve(usdcB, vault, maxUint256),
        {
          to: vault,
          value: '0',
          data: encodeFunctionData({ abi: vaultAbi, functionName: 'depositAll', args: [usdcB, wallet.address] }),
        },
      ],
    })
    expect(await vaultBalance(B, usdcB, wallet.address)).toBe(r.amountOut)

    const friend = fresh()
    const router = h.contracts(A).router!
    const swept = await fill(wallet, {
      originChainId: C,
      destinationChainId: A,
      originCurrency: 'usdc',
      destinationCurrency: 'usdc',
      amount: USDC(50).toString(),
      txs: [
        {
          to: router,
          value: '0',
          data: encodeFunctionData({ abi: routerAbi, functionName: 'sweep', args: [h.currency(A, 'USDC'), friend] }),
        },
      ],
    })
    expect(await h.balance(A, h.currency(A, 'USDC'), friend)).toBe(swept.amountOut)
  })

  it('call after a cross-chain swap: ETH on A buys exactly the USDC the vault deposit needs on C', async () => {
    const wallet = await kit.wallet()
    const usdcC = h.currency(C, 'USDC')
    const r = await fill(wallet, {
      originChainId: A,
      destinationChainId: C,
      originCurrency: 'eth',
      destinationCurrency: usdcC,
      amount: USDC(600).toString(),
      tradeType: 'EXACT_OUTPUT',
      txs: [approve(usdcC, h.contracts(C).vault!, USDC(600)), vaultDeposit(C, usdcC, USDC(600), wallet.address)],
    })
    expect(r.quote.details.route?.destination?.router).toBe('ferry-router')
    expect(await vaultBalance(C, usdcC, wallet.address)).toBe(USDC(600))
    // What the swap did not need of the slippage headroom goes back to the solver: nothing stays in the router.
    expect(await h.balance(C, zeroAddress, h.contracts(C).router!)).toBe(0n)
    expect(await h.balance(C, usdcC, h.contracts(C).router!)).toBe(0n)
  })
})

// Not concurrent: the first test reads the depository's balance.
describe('payouts after a fill', () => {
  it('app fees are charged on the quote and accrue to their recipient, owed from the origin depository', async () => {
    const wallet = await kit.wallet({ usdc: USDC(1_000) })
    const app = fresh()
    const usdcA = h.currency(A, 'USDC')
    const depository = h.contracts(A).depository!
    const before = await h.balance(A, usdcA, depository)
    const r = await fill(wallet, {
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'usdc',
      destinationCurrency: 'usdc',
      amount: USDC(1_000).toString(),
      appFees: [{ recipient: app, fee: '150' }],
    })
    const fee = BigInt(r.quote.fees.app!.amount)
    expect(fee).toBe(USDC(15))
    expect(r.amountOut).toBe(USDC(1_000) - fee - BigInt(r.quote.fees.relayer!.amount))
    await expect
      .poll(async () => (await h.record(r.requestId)).request.settledAt, { timeout: SETTLEMENT_TIMEOUT_MS })
      .not.toBeNull()
    // Accrued, not paid in the fill: the recipient's balance holds the fee, which stays in the depository until claimed.
    const balances = await h.request(`/app-fees/${app}/balances`)
    expect(balances.body).toMatchObject({ balances: [{ currency: { chainId: A }, amount: fee.toString() }] })
    expect(await h.balance(A, usdcA, app)).toBe(0n)
    expect((await h.balance(A, usdcA, depository)) - before).toBe(r.amountIn)
    const { payouts } = (await h.record(r.requestId)) as unknown as {
      payouts: { kind: string; status: string; amount: string }[]
    }
    expect(payouts).toEqual([])
  })

  it('an over-deposit is filled as quoted and its excess refunded', async () => {
    const wallet = await kit.wallet({ usdc: USDC(100) })
    const { requestId, amountIn, amountOut } = await kit.quote({
      user: wallet.address,
      originChainId: B,
      destinationChainId: A,
      originCurrency: 'usdc',
      destinationCurrency: 'usdc',
      amount: USDC(30).toString(),
      tradeType: 'EXACT_INPUT',
    })
    const usdcB = h.currency(B, 'USDC')
    const depository = h.contracts(B).depository!
    await kit.send(wallet, B, {
      to: usdcB,
      data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [depository, maxUint256] }),
    })
    await kit.send(wallet, B, {
      to: depository,
      data: encodeFunctionData({
        abi: depositoryAbi,
        functionName: 'depositErc20',
        args: [usdcB, amountIn + USDC(20), requestId],
      }),
    })
    expect((await kit.final(requestId)).status).toBe('success')
    await expect
      .poll(async () => (await h.record(requestId)).request.settledAt, { timeout: SETTLEMENT_TIMEOUT_MS })
      .not.toBeNull()
    expect(await h.balance(B, usdcB, wallet.address)).toBe(USDC(100) - amountIn)
    expect(await h.balance(A, h.currency(A, 'USDC'), wallet.address)).toBe(USDC(100) + amountOut)
  })
})
