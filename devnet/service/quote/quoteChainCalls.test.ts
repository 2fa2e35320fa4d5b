import {
  type Address,
  createPublicClient,
  encodeFunctionData,
  type Hex,
  http,
  maxUint256,
  type PublicClient,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAddress } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { type DevnetChainSpec, devnetChains } from '../../chains/devnetChains'
import type { ChainContracts } from '../../contracts/deployContracts'
import { devnetCurrencies, devnetPools } from '../../contracts/devnetCurrencies'
import { tokenAbi } from '../../contracts/tokenAbi'
import { createLogger } from '../../createLogger'
import type { DevnetChain } from '../../DevnetContext'
import { createDevnetContext } from '../../start/createDevnetContext'
import type { StartSettings } from '../../start/resolveStartSettings'
import type { DevnetStore } from '../../store/DevnetStore'
import { devnetHarness } from '../../testing/devnetHarness'
import { transferKit } from '../../testing/transferKit'
import { buildQuote, type QuoteContext } from './buildQuote'
import { buildQuoteSteps } from './buildQuoteSteps'
import { priceFill } from './priceFill'
import { readQuoteChainState } from './readQuoteChainState'
import { validateQuoteRequest } from './validateQuoteRequest'

const h = devnetHarness(inject('manifest'))
const kit = transferKit(h)
const [A, B] = h.manifest.chains.map((c) => c.id) as [number, number, number]

/** One JSON-RPC call a quote made: on which chain, and how many of the quote's calls were answered when it was sent. */
interface TracedCall {
  chainId: number
  method: string
  answeredBefore: number
}

/** The service's quoting over the test devnet's chains, through clients that record every call they send. */
function tracedQuoteContext(): { context: QuoteContext; calls: TracedCall[] } {
  const calls: TracedCall[] = []
  let answered = 0
  const tracedClient = (spec: DevnetChainSpec, rpcUrl: string): PublicClient => {
    const transport = http(rpcUrl)
    return createPublicClient({
      transport: (options) => {
        const inner = transport(options)
        return {
          ...inner,
          request: (async (args: { method: string }) => {
            calls.push({ chainId: spec.id, method: args.method, answeredBefore: answered })
            try {
              return await inner.request(args as never)
            } finally {
              answered++
            }
          }) as typeof inner.request,
        }
      },
    }) as PublicClient
  }
  const chains: DevnetChain[] = devnetChains.map((spec) => {
    const { rpcUrl, contracts } = h.manifest.chains.find((c) => c.id === spec.id)!
    const chainContracts = contracts as unknown as ChainContracts
    return {
      ...spec,
      rpcUrl,
      client: tracedClient(spec, rpcUrl),
      contracts: chainContracts,
      currencies: devnetCurrencies(spec.id, chainContracts),
      pools: devnetPools(chainContracts),
    }
  })
  const settings = { serviceUrl: h.manifest.serviceUrl, logger: createLogger('error'), apiKeys: [] }
  const context = createDevnetContext({
    settings: settings as unknown as StartSettings,
    chains,
    // Quotes without a sponsorship read no store; no Solana chain: EVM quotes only.
    store: undefined as unknown as DevnetStore,
    svmChain: undefined as never,
    catalogue: undefined,
  })
  return { context, calls }
}

const count = (calls: TracedCall[]) => {
  const counts: Record<string, number> = {}
  for (const c of calls) counts[`${c.chainId} ${c.method}`] = (counts[`${c.chainId} ${c.method}`] ?? 0) + 1
  return counts
}

describe('the chain calls of one quote', () => {
  it('a bridge sends every call at once: reads and both gas estimates, each once per chain', async () => {
    const wallet = await kit.wallet()
    const { context, calls } = tracedQuoteContext()
    await buildQuote(
      context,
      {
        user: wallet.address,
        originChainId: A,
        destinationChainId: B,
        originCurrency: h.currency(A, 'ETH'),
        destinationCurrency: h.currency(B, 'ETH'),
        amount: (10n ** 17n).toString(),
        tradeType: 'EXACT_INPUT',
      },
      null,
    )
    expect(count(calls)).toEqual({
      [`${A} eth_gasPrice`]: 1,
      [`${A} eth_getBlockByNumber`]: 1,
      [`${A} eth_getBalance`]: 1,
      [`${A} eth_estimateGas`]: 1,
      [`${B} eth_gasPrice`]: 1,
      [`${B} eth_getBlockByNumber`]: 1,
      [`${B} eth_getBalance`]: 1,
      [`${B} eth_estimateGas`]: 1,
    })
    // One round trip: nothing waits for another call's answer.
    expect(calls.filter((c) => c.answeredBefore > 0)).toEqual([])
  })

  it('a send on one chain reads its gas price and latest block once', async () => {
    const wallet = await kit.wallet()
    const { context, calls } = tracedQuoteContext()
    await buildQuote(
      context,
      {
        user: wallet.address,
        recipient: privateKeyToAddress(generatePrivateKey()),
        originChainId: A,
        destinationChainId: A,
        originCurrency: h.currency(A, 'ETH'),
        destinationCurrency: h.currency(A, 'ETH'),
        amount: (10n ** 17n).toString(),
        tradeType: 'EXACT_INPUT',
      },
      null,
    )
    // The person's balance and the solver's are two reads; the gas price and the block are the chain's, read once.
    expect(count(calls)).toEqual({
      [`${A} eth_gasPrice`]: 1,
      [`${A} eth_getBlockByNumber`]: 1,
      [`${A} eth_getBalance`]: 2,
      [`${A} eth_estimateGas`]: 2,
    })
    expect(calls.filter((c) => c.answeredBefore > 0)).toEqual([])
  })

  it('a swap estimates once the pool reserves are in, and still reads each chain once', async () => {
    const wallet = await kit.wallet()
    const { context, calls } = tracedQuoteContext()
    await buildQuote(
      context,
      {
        user: wallet.address,
        originChainId: A,
        destinationChainId: B,
        originCurrency: h.currency(A, 'ETH'),
        destinationCurrency: h.currency(B, 'USDC'),
        amount: '25000000',
        tradeType: 'EXACT_OUTPUT',
      },
      null,
    )
    expect(count(calls)).toEqual({
      [`${A} eth_gasPrice`]: 1,
      [`${A} eth_getBlockByNumber`]: 1,
      [`${A} eth_getBalance`]: 1,
      [`${A} eth_estimateGas`]: 1,
      [`${B} eth_gasPrice`]: 1,
      [`${B} eth_getBlockByNumber`]: 1,
      // The pool's reserves; the solver spends its ETH on the destination.
      [`${B} eth_call`]: 1,
      [`${B} eth_getBalance`]: 1,
      [`${B} eth_estimateGas`]: 1,
    })
    const firstRound = calls.filter((c) => c.method !== 'eth_estimateGas')
    expect(firstRound.filter((c) => c.answeredBefore > 0)).toEqual([])
  })
})

describe("the person's deposit, estimated ahead of its request id", () => {
  /** A request id with zero and non-zero bytes, as ids come (the stand-in has none). */
  const requestId: Hex = toHex(new Uint8Array(32).map((_, i) => (i % 3 === 0 ? 0 : 7 * i + 1)))

  it.each([
    ['ETH', 'EXACT_INPUT', 10n ** 17n],
    ['ETH', 'EXACT_OUTPUT', 10n ** 17n],
    ['USDC', 'EXACT_INPUT', 25_000_000n],
    ['USDC', 'EXACT_OUTPUT', 25_000_000n],
  ] as const)('%s %s: the same gas as the final deposit estimated after pricing', async (symbol, tradeType, amount) => {
    const wallet = await kit.wallet({ usdc: 1_000_000_000n, chainId: A })
    if (symbol === 'USDC') {
      const usdc = (functionName: 'approve' | 'transfer', amount: bigint) =>
        h.send(wallet.privateKey, A, {
          to: h.currency(A, 'USDC') as Address,
          data: encodeFunctionData({ abi: tokenAbi, functionName, args: [h.contracts(A).depository!, amount] }),
        })
      await usdc('approve', maxUint256)
      // The depository's USDC balance must not go from none to some between the two estimates (another test's first
      // deposit, or a refund emptying it): that costs the deposit 17,100 gas more. A unit of its own, which no refund
      // or claim takes, keeps it above zero.
      await usdc('transfer', 1n)
    }
    const { context } = tracedQuoteContext()
    const inputs = validateQuoteRequest(context, {
      user: wallet.address,
      originChainId: A,
      destinationChainId: B,
      originCurrency: h.currency(A, symbol),
      destinationCurrency: h.currency(B, symbol),
      amount: amount.toString(),
      tradeType,
    })
    const state = await readQuoteChainState(context, inputs)
    expect(state.depositGas && 'gas' in state.depositGas.estimate).toBe(true)
    const { priced } = await priceFill(context, inputs, state)
    const steps = (depositGas: typeof state.depositGas) =>
      buildQuoteSteps({
        inputs,
        requestId,
        amountIn: priced.fees.amountIn,
        allowance: state.allowance,
        originTime: state.originBlock.timestamp,
        depositGas,
      })
    const ahead = await steps(state.depositGas)
    const now = await steps(undefined)
    expect(ahead.steps.map((s) => s.id)).toEqual(['deposit'])
    expect(ahead.userGas).toBe(now.userGas)
  })
})
