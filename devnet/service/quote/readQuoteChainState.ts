import { type Address, maxUint256, type PublicClient } from 'viem'
import type { DevnetCurrency, DevnetPool } from '../../contracts/devnetCurrencies'
import { poolAbi } from '../../contracts/poolAbi'
import { tokenAbi } from '../../contracts/tokenAbi'
import type { DevnetChain, DevnetContext } from '../../DevnetContext'
import { type DepositGasAhead, estimateDepositAhead } from './buildQuoteSteps'
import { estimateFill, type GasEstimate } from './estimateQuoteGas'
import { fillPricer } from './fillPricer'
import type { QuoteInputs } from './validateQuoteRequest'

/** The live chain state a quote is priced from, read at once. */
export interface QuoteChainState {
  originGasPrice: bigint
  destinationGasPrice: bigint
  /** The person's balance of the input currency. */
  userBalance: bigint
  /** The person's allowance to the origin depository (unlimited for ETH). */
  allowance: bigint
  /** The solver's balance of what it spends on the destination. */
  inventory: bigint
  /** Destination pool reserves, spend side first (swaps only). */
  reserves: { in: bigint; out: bigint } | undefined
  originBlock: { timestamp: bigint }
  destinationBlock: { timestamp: bigint }
  /** The solver's fill simulated at zero relayer gas (`priceFill` reads it). */
  fillGas: GasEstimate
  /** The person's deposit estimated ahead; undefined when the quote has no deposit transaction of theirs. */
  depositGas: DepositGasAhead | undefined
}

/**
 * Reads gas prices, balances, the allowance, pool reserves and the latest blocks of both chains (once when they are
 * the same chain), and estimates the fill's gas and the person's deposit's, all at once: the estimates start as soon
 * as their amounts are known (at once for a transfer, after the pool's reserves for a swap), not after every read.
 * Nothing is kept between quotes: each prices from the chains as they are when it asks.
 */
export async function readQuoteChainState(
  context: Pick<DevnetContext, 'solver' | 'pricing'>,
  inputs: QuoteInputs,
): Promise<QuoteChainState> {
  const { origin, destination, currencyIn, spendCurrency, user, request } = inputs
  const sameChain = origin.id === destination.id
  const originGasPrice = origin.client.getGasPrice()
  const originBlock = origin.client.getBlock({ blockTag: 'latest' })
  const reserves = inputs.pool ? readReserves(destination, inputs.pool, spendCurrency) : Promise.resolve(undefined)
  // Pricing errors (too low an amount, a pool that cannot pay) are priceFill's to raise, with the reads in hand.
  const provisional = reserves.then((r) => {
    const pricer = fillPricer(context, inputs, r)
    const priced = pricer.price(0n)
    return { plan: pricer.planOf(priced), amountIn: priced.fees.amountIn }
  })
  const hasDepositTx = !inputs.permit && !request.useDepositAddress
  return awaitAll({
    originGasPrice,
    destinationGasPrice: sameChain ? originGasPrice : destination.client.getGasPrice(),
    userBalance: balanceOf(origin.client, currencyIn, user),
    allowance: currencyIn.isNative
      ? Promise.resolve(maxUint256)
      : origin.client.readContract({
          address: currencyIn.address,
          abi: tokenAbi,
          functionName: 'allowance',
          args: [user, origin.contracts.depository],
        }),
    inventory: balanceOf(destination.client, spendCurrency, context.solver.address),
    reserves,
    originBlock,
    destinationBlock: sameChain ? originBlock : destination.client.getBlock({ blockTag: 'latest' }),
    fillGas: provisional.then(
      (p) => estimateFill(context, destination, p.plan),
      (error: unknown): GasEstimate => ({ error }),
    ),
    depositGas: hasDepositTx
      ? provisional.then(
          (p) => estimateDepositAhead(inputs, p.amountIn),
          () => undefined,
        )
      : Promise.resolve(undefined),
  })
}

/** Awaits every promise of an object at once (reads in parallel, results by name). */
async function awaitAll<T extends Record<string, Promise<unknown>>>(
  promises: T,
): Promise<{ [K in keyof T]: Awaited<T[K]> }> {
  const entries = await Promise.all(Object.entries(promises).map(async ([key, value]) => [key, await value] as const))
  return Object.fromEntries(entries) as { [K in keyof T]: Awaited<T[K]> }
}

/** Pool reserves with the side `spend` trades from first. */
async function readReserves(
  chain: DevnetChain,
  pool: DevnetPool,
  spend: DevnetCurrency,
): Promise<{ in: bigint; out: bigint }> {
  const [reserveBase, reserveQuote] = await chain.client.readContract({
    address: pool.address,
    abi: poolAbi,
    functionName: 'getReserves',
  })
  return spend.key === pool.quote ? { in: reserveQuote, out: reserveBase } : { in: reserveBase, out: reserveQuote }
}

function balanceOf(
  client: PublicClient,
  currency: { isNative: boolean; address: Address },
  owner: Address,
): Promise<bigint> {
  return currency.isNative
    ? client.getBalance({ address: owner })
    : client.readContract({ address: currency.address, abi: tokenAbi, functionName: 'balanceOf', args: [owner] })
}
