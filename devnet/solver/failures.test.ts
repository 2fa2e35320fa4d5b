import {
  type Address,
  encodeFunctionData,
  encodePacked,
  getAddress,
  type Hex,
  keccak256,
  parseEther,
  type TransactionReceipt,
  toHex,
  zeroAddress,
} from 'viem'
import { describe, expect, inject, it, vi } from 'vitest'
import type { StatusResponse } from '../../src/api/schemas'
import { depositoryAbi } from '../contracts/depositoryAbi'
import { tokenAbi } from '../contracts/tokenAbi'
import { vaultAbi } from '../contracts/vaultAbi'
import { devnetHarness } from '../testing/devnetHarness'
import { orderDataOf } from '../testing/orderOf'
import { transferKit, type Wallet } from '../testing/transferKit'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B, C] = h.manifest.chains.map((c) => c.id) as [number, number, number]
const USDC = (n: number) => BigInt(Math.round(n * 1e6))
/** How long the solver may take to show what a test waits for (a derived request, a held fill) on a loaded machine. */
const SIGNAL_TIMEOUT_MS = 20_000

interface RevertDetails {
  failedCallData: { from: string; to: string; data: string; value: string }
  callIndex: number | null
  revert: { data: string; name: string | null; args: string[]; message: string }
}

/** A request's end as a failure that was refunded on the origin chain: the depositor has its money back. */
async function expectRefunded(args: {
  requestId: string
  failReason: string
  wallet: Wallet
  chainId: number
  token: Address
  before: bigint
  receipts: TransactionReceipt[]
}): Promise<StatusResponse> {
  const status = await kit.final(args.requestId)
  expect(status, JSON.stringify(status)).toMatchObject({
    status: 'refund',
    failReason: args.failReason,
    refundFailReason: 'N/A',
  })
  const refund = await h.client(args.chainId).getTransactionReceipt({ hash: status.txHashes.at(-1) as Hex })
  expect(getAddress(refund.to!)).toBe(h.contracts(args.chainId).depository)
  const gas = BigInt(args.token) === 0n ? kit.gasCost(args.receipts) : 0n
  expect(await h.balance(args.chainId, args.token, args.wallet.address)).toBe(args.before - gas)
  const { history } = await h.record(args.requestId)
  expect(history.map((e) => e.status).slice(-2)).toEqual(['failure', 'refund'])
  return status
}

const ethBridge = (wallet: Wallet, extra: Record<string, unknown> = {}) => ({
  user: wallet.address,
  originChainId: A,
  destinationChainId: B,
  originCurrency: zeroAddress,
  destinationCurrency: zeroAddress,
  amount: parseEther('0.1').toString(),
  tradeType: 'EXACT_INPUT',
  ...extra,
})

/** Quote, run the steps and expect a refund with `failReason` (ETH from chain A). */
async function refundedEthBridge(
  failReason: string,
  extra: Record<string, unknown> = {},
  before?: (requestId: Hex) => Promise<void>,
) {
  const wallet = await kit.wallet({ chainId: A })
  const quoted = await kit.quote(ethBridge(wallet, extra))
  await before?.(quoted.requestId)
  const start = await h.balance(A, zeroAddress, wallet.address)
  const receipts = await kit.execute(quoted.quote, wallet)
  const status = await expectRefunded({
    requestId: quoted.requestId,
    failReason,
    wallet,
    chainId: A,
    token: zeroAddress,
    before: start,
    receipts,
  })
  return { ...quoted, status }
}

describe.concurrent('failures that end in a refund on the origin chain', () => {
  it('DOUBLE_SPEND: a second deposit for a filled request gets a request of its own, refunded', async () => {
    const wallet = await kit.wallet({ chainId: A })
    const quoted = await kit.quote(ethBridge(wallet))
    const start = await h.balance(A, zeroAddress, wallet.address)
    const first = await kit.execute(quoted.quote, wallet)
    expect((await kit.final(quoted.requestId)).status).toBe('success')
    const second = await kit.execute(quoted.quote, wallet)
    const child = await waitForChild(quoted.requestId)
    const status = await expectRefunded({
      requestId: child,
      failReason: 'DOUBLE_SPEND',
      wallet,
      chainId: A,
      token: zeroAddress,
      before: start - quoted.amountIn,
      receipts: [...first, ...second],
    })
    expect(status.inTxHashes).toEqual([second[0]!.transactionHash])
    expect(status.details).toMatchObject({ parentRequestId: quoted.requestId })
    // The first request is untouched.
    expect(await h.status(quoted.requestId)).toMatchObject({
      status: 'success',
      inTxHashes: [first[0]!.transactionHash],
    })
  })

  it('ORPHANED_DEPOSIT_REFUND: a deposit that names no request is refunded', async () => {
    const wallet = await kit.wallet({ usdc: USDC(10), chainId: B })
    const usdc = h.currency(B, 'USDC')
    const depository = h.contracts(B).depository!
    await kit.send(wallet, B, {
      to: usdc,
      data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [depository, USDC(10)] }),
    })
    const deposit = await kit.send(wallet, B, {
      to: depository,
      data: encodeFunctionData({
        abi: depositoryAbi,
        functionName: 'depositErc20',
        args: [usdc, USDC(10), toHex(7n, { size: 32 })],
      }),
    })
    const logIndex = deposit.logs.findIndex((l) => getAddress(l.address) === depository)
    const requestId = keccak256(
      encodePacked(
        ['string', 'uint256', 'bytes32', 'uint256'],
        ['ferry-devnet/derived', BigInt(B), deposit.transactionHash, BigInt(deposit.logs[logIndex]!.logIndex)],
      ),
    )
    // The request appears once the solver has read the deposit.
    await expect
      .poll(async () => (await h.request(`/intents/status/v3?requestId=${requestId}`)).status, {
        timeout: SIGNAL_TIMEOUT_MS,
      })
      .toBe(200)
    await expectRefunded({
      requestId,
      failReason: 'ORPHANED_DEPOSIT_REFUND',
      wallet,
      chainId: B,
      token: usdc,
      before: USDC(10),
      receipts: [],
    })
  })

  it('EXECUTION_REVERTED: a call that reverts, with the failed call and its decoded revert in details', async () => {
    const wallet = await kit.wallet({ usdc: USDC(50), chainId: A })
    const usdcB = h.currency(B, 'USDC')
    const vault = h.contracts(B).vault!
    const quoted = await kit.quote({
      user: wallet.address,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'usdc',
      destinationCurrency: 'usdc',
      amount: USDC(20).toString(),
      tradeType: 'EXACT_OUTPUT',
      txs: [
        {
          to: usdcB,
          value: '0',
          data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [vault, USDC(20)] }),
        },
        // Zero is not a deposit: the vault reverts ZeroAmount().
        {
          to: vault,
          value: '0',
          data: encodeFunctionData({ abi: vaultAbi, functionName: 'deposit', args: [usdcB, 0n, wallet.address] }),
        },
      ],
    })
    const receipts = await kit.execute(quoted.quote, wallet)
    const status = await expectRefunded({
      requestId: quoted.requestId,
      failReason: 'EXECUTION_REVERTED',
      wallet,
      chainId: A,
      token: h.currency(A, 'USDC'),
      before: USDC(50),
      receipts,
    })
    const details = status.details as RevertDetails
    expect(details.callIndex).toBe(1)
    expect(details.failedCallData).toMatchObject({ from: h.contracts(B).router, to: vault, value: '0' })
    expect(details.revert).toMatchObject({ name: 'ZeroAmount', message: 'ZeroAmount()' })
    // Nothing of the fill happened: the solver never sent it.
    expect(status.txHashes).toHaveLength(1)
  })

  it('TRANSFER_AMOUNT_EXCEEDS_ALLOWANCE: a call that spends a token without (enough) approval', async () => {
    const usdcC = h.currency(C, 'USDC')
    const vault = h.contracts(C).vault!
    for (const approved of [undefined, USDC(14.99)]) {
      const wallet = await kit.wallet({ usdc: USDC(40), chainId: A })
      const txs = [
        ...(approved === undefined
          ? []
          : [
              {
                to: usdcC,
                value: '0',
                data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [vault, approved] }),
              },
            ]),
        {
          to: vault,
          value: '0',
          data: encodeFunctionData({ abi: vaultAbi, functionName: 'deposit', args: [usdcC, USDC(15), wallet.address] }),
        },
      ]
      const quoted = await kit.quote({
        user: wallet.address,
        originChainId: A,
        destinationChainId: C,
        originCurrency: 'usdc',
        destinationCurrency: 'usdc',
        amount: USDC(15).toString(),
        tradeType: 'EXACT_OUTPUT',
        txs,
      })
      const receipts = await kit.execute(quoted.quote, wallet)
      const status = await expectRefunded({
        requestId: quoted.requestId,
        failReason: 'TRANSFER_AMOUNT_EXCEEDS_ALLOWANCE',
        wallet,
        chainId: A,
        token: h.currency(A, 'USDC'),
        before: USDC(40),
        receipts,
      })
      expect((status.details as RevertDetails).revert.name).toBe('InsufficientAllowance')
      expect((status.details as RevertDetails).callIndex).toBe(txs.length - 1)
    }
  })

  it('MISSING_REVERT_DATA: a call that reverts without saying why', async () => {
    // The depository has no fallback: an unknown selector reverts with empty data.
    await refundedEthBridge('MISSING_REVERT_DATA', {
      txs: [{ to: h.contracts(B).depository, value: '0', data: '0x12345678' }],
    })
  })

  it('DEPOSITED_AMOUNT_TOO_LOW_TO_FILL with AMOUNT_TOO_LOW_TO_REFUND: dust stays, the request ends in failure', async () => {
    const wallet = await kit.wallet({ chainId: A })
    const quoted = await kit.quote(ethBridge(wallet))
    const depository = h.contracts(A).depository!
    await kit.send(wallet, A, {
      to: depository,
      value: 1_000n,
      data: encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [quoted.requestId] }),
    })
    const status = await kit.final(quoted.requestId)
    expect(status).toMatchObject({
      status: 'failure',
      failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL',
      refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
    })
    expect(status.txHashes).toEqual([])
    const { history } = await h.record(quoted.requestId)
    expect(history.map((e) => [e.status, e.refundFailReason])).toEqual([
      ['waiting', 'N/A'],
      ['failure', 'N/A'],
      ['failure', 'AMOUNT_TOO_LOW_TO_REFUND'],
    ])
  })

  it('any reason of section 7.1 can be injected for one request, and a refund failure with it', async () => {
    for (const failReason of ['NO_QUOTES', 'TRANSFER_FAILED', 'SWAP_IMPACT_TOO_HIGH', 'UNKNOWN', 'DEPOSIT_REORGED']) {
      const { status } = await refundedEthBridge(failReason, {}, async (requestId) => {
        await kit.admin('/devnet/faults', { failReason, requestId })
      })
      expect(status.details).toMatchObject({ injected: true })
    }
    const wallet = await kit.wallet({ chainId: A })
    const quoted = await kit.quote(ethBridge(wallet))
    await kit.admin('/devnet/faults', {
      requestId: quoted.requestId,
      failReason: 'SLIPPAGE',
      refundFailReason: 'REFUND_RECIPIENT_IS_VASP',
    })
    await kit.execute(quoted.quote, wallet)
    expect(await kit.final(quoted.requestId)).toMatchObject({
      status: 'failure',
      failReason: 'SLIPPAGE',
      refundFailReason: 'REFUND_RECIPIENT_IS_VASP',
    })
  })
})

// Each of these moves something every fill sees (a pool price, the capacity, the next fault, the clock).
describe('failures of a moved world', () => {
  /** Runs `run` and puts the pool of `chainId` back at its price afterwards. */
  async function withPoolPrice<T>(chainId: number, run: () => Promise<T>): Promise<T> {
    const { pools } = await kit.admin<{ pools: { chainId: number; price: string }[] }>(
      '/devnet/pools',
      undefined,
      'GET',
    )
    const original = pools.find((p) => p.chainId === chainId)!.price
    try {
      return await run()
    } finally {
      await kit.admin('/devnet/pool', { chainId, price: original })
    }
  }
  const movePool = async (chainId: number, factor: number) => {
    const { pools } = await kit.admin<{ pools: { chainId: number; price: string }[] }>(
      '/devnet/pools',
      undefined,
      'GET',
    )
    const price = Number(pools.find((p) => p.chainId === chainId)!.price) * factor
    const moved = await kit.admin<{ pools: { after: { price: string } }[] }>('/devnet/pool', {
      chainId,
      price: price.toFixed(6),
    })
    expect(Number(moved.pools[0]!.after.price)).toBeCloseTo(price, 0)
  }

  it('SLIPPAGE: the pool moved beyond the tolerance between quote and fill', async () => {
    await withPoolPrice(C, async () => {
      const wallet = await kit.wallet({ chainId: A })
      const quoted = await kit.quote({
        ...ethBridge(wallet),
        destinationChainId: C,
        destinationCurrency: h.currency(C, 'USDC'),
      })
      await movePool(C, 0.97)
      const start = await h.balance(A, zeroAddress, wallet.address)
      const receipts = await kit.execute(quoted.quote, wallet)
      const status = await expectRefunded({
        requestId: quoted.requestId,
        failReason: 'SLIPPAGE',
        wallet,
        chainId: A,
        token: zeroAddress,
        before: start,
        receipts,
      })
      const details = status.details as { minimumAmountOut: string; amountOutNow: string }
      expect(BigInt(details.amountOutNow)).toBeLessThan(BigInt(details.minimumAmountOut))
    })
  })

  it('EXACT_OUTPUT that cannot be met any more ends in a refund', async () => {
    await withPoolPrice(C, async () => {
      const wallet = await kit.wallet({ usdc: USDC(2_000), chainId: A })
      const quoted = await kit.quote({
        user: wallet.address,
        originChainId: A,
        destinationChainId: C,
        originCurrency: 'usdc',
        destinationCurrency: 'eth',
        amount: parseEther('0.2').toString(),
        tradeType: 'EXACT_OUTPUT',
      })
      await movePool(C, 1.03)
      const receipts = await kit.execute(quoted.quote, wallet)
      const status = await expectRefunded({
        requestId: quoted.requestId,
        failReason: 'SLIPPAGE',
        wallet,
        chainId: A,
        token: h.currency(A, 'USDC'),
        before: USDC(2_000),
        receipts,
      })
      expect(BigInt((status.details as { neededIn: string }).neededIn)).toBeGreaterThan(
        BigInt((status.details as { maxAmountIn: string }).maxAmountIn),
      )
    })
  })

  it('TOO_LITTLE_RECEIVED: the pool moved while the fill was held, and the swap refused the price', async () => {
    await withPoolPrice(C, async () => {
      const wallet = await kit.wallet({ chainId: A })
      const quoted = await kit.quote({
        ...ethBridge(wallet),
        destinationChainId: C,
        destinationCurrency: h.currency(C, 'USDC'),
      })
      await kit.admin('/devnet/solver', { requestId: quoted.requestId, fillDelayMs: 2_000 })
      const start = await h.balance(A, zeroAddress, wallet.address)
      const receipts = await kit.execute(quoted.quote, wallet)
      await expect
        .poll(async () => (await kit.admin<{ holding: string[] }>('/devnet/solver', undefined, 'GET')).holding, {
          timeout: SIGNAL_TIMEOUT_MS,
        })
        .toContain(quoted.requestId)
      expect((await h.status(quoted.requestId)).status).toBe('pending')
      await movePool(C, 0.97)
      const status = await expectRefunded({
        requestId: quoted.requestId,
        failReason: 'TOO_LITTLE_RECEIVED',
        wallet,
        chainId: A,
        token: zeroAddress,
        before: start,
        receipts,
      })
      expect((status.details as RevertDetails).revert.name).toBe('TooLittleReceived')
      expect((status.details as RevertDetails).failedCallData.to).toBe(h.contracts(C).pool)
    })
  })

  it('SOLVER_CAPACITY_EXCEEDED: the capacity dropped below the order after the quote', async () => {
    const wallet = await kit.wallet({ usdc: USDC(500), chainId: A })
    const quoted = await kit.quote({
      user: wallet.address,
      originChainId: A,
      destinationChainId: B,
      originCurrency: 'usdc',
      destinationCurrency: 'usdc',
      amount: USDC(300).toString(),
      tradeType: 'EXACT_INPUT',
    })
    await kit.admin('/devnet/solver', { capacityUsd: '250' })
    try {
      const receipts = await kit.execute(quoted.quote, wallet)
      await expectRefunded({
        requestId: quoted.requestId,
        failReason: 'SOLVER_CAPACITY_EXCEEDED',
        wallet,
        chainId: A,
        token: h.currency(A, 'USDC'),
        before: USDC(500),
        receipts,
      })
      const again = await h.quote({
        user: wallet.address,
        originChainId: A,
        destinationChainId: B,
        originCurrency: 'usdc',
        destinationCurrency: 'usdc',
        amount: USDC(300).toString(),
        tradeType: 'EXACT_INPUT',
      })
      expect(again).toMatchObject({ status: 400, body: { errorCode: 'INSUFFICIENT_LIQUIDITY' } })
    } finally {
      await kit.admin('/devnet/solver', { capacityUsd: '2000000' })
    }
  })

  it('ORDER_EXPIRED: time ran out while the fill was held', async () => {
    const wallet = await kit.wallet({ chainId: A })
    const quoted = await kit.quote(ethBridge(wallet))
    await kit.admin('/devnet/solver', { requestId: quoted.requestId, fillDelayMs: 1_500 })
    const start = await h.balance(A, zeroAddress, wallet.address)
    const receipts = await kit.execute(quoted.quote, wallet)
    await expect
      .poll(async () => (await kit.admin<{ holding: string[] }>('/devnet/solver', undefined, 'GET')).holding, {
        timeout: SIGNAL_TIMEOUT_MS,
      })
      .toContain(quoted.requestId)
    const { chains } = await kit.admin<{ chains: { chainId: number; timestamp: number }[] }>('/devnet/time', {
      seconds: 3_600,
    })
    expect(chains.every((c) => c.timestamp > orderDataOf(quoted.quote).output.deadline)).toBe(true)
    await expectRefunded({
      requestId: quoted.requestId,
      failReason: 'ORDER_EXPIRED',
      wallet,
      chainId: A,
      token: zeroAddress,
      before: start,
      receipts,
    })
  })

  it('a fault without a request id takes the next fill; a refund-only fault the next refund', async () => {
    await kit.admin('/devnet/faults', { failReason: 'DEPOSIT_ADDRESS_MISMATCH' })
    expect((await kit.admin<{ faults: unknown[] }>('/devnet/faults', undefined, 'GET')).faults).toHaveLength(1)
    await refundedEthBridge('DEPOSIT_ADDRESS_MISMATCH')
    expect((await kit.admin<{ faults: unknown[] }>('/devnet/faults', undefined, 'GET')).faults).toHaveLength(0)

    await kit.admin('/devnet/faults', { refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND' })
    const wallet = await kit.wallet({ chainId: A })
    const quoted = await kit.quote(ethBridge(wallet))
    await kit.send(wallet, A, {
      to: h.contracts(A).depository!,
      value: quoted.amountIn - 1n,
      data: encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [quoted.requestId] }),
    })
    expect(await kit.final(quoted.requestId)).toMatchObject({
      status: 'failure',
      failReason: 'DEPOSITED_AMOUNT_TOO_LOW_TO_FILL',
      refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
    })

    await kit.admin('/devnet/faults', { failReason: 'NO_QUOTES' })
    expect(await kit.admin('/devnet/faults', undefined, 'DELETE')).toEqual({ cleared: 1 })
  })
})

async function waitForChild(requestId: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const child = ((await h.record(requestId)) as unknown as { children: string[] }).children[0]
      if (child === undefined) throw new Error(`request ${requestId} has no child request yet`)
      return child
    },
    { timeout: SIGNAL_TIMEOUT_MS, interval: 50 },
  )
}
