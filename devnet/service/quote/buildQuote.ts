import { randomBytes } from 'node:crypto'
import {
  type Address,
  encodeAbiParameters,
  encodeFunctionData,
  formatUnits,
  getAddress,
  type Hex,
  keccak256,
  maxUint256,
  type PublicClient,
  stringToBytes,
  toHex,
} from 'viem'
import type { QuoteRequest, QuoteResponse, Step, StepTransaction } from '../../../src/api/schemas'
import { depositoryAbi } from '../../contracts/depositoryAbi'
import type { DevnetCurrency } from '../../contracts/devnetCurrencies'
import { poolAbi } from '../../contracts/poolAbi'
import { tokenAbi } from '../../contracts/tokenAbi'
import type { DevnetChain, DevnetContext } from '../../DevnetContext'
import { buildFillTransaction } from '../../orders/buildFillTransaction'
import { type FillPlan, fillPlanToJson, type Operation, type PlannedCall } from '../../orders/FillPlan'
import { convertAmount } from '../../pricing/convertAmount'
import { usdMicros } from '../../pricing/usdMicros'
import type { NewRequest } from '../../store/RequestsTable'
import { ServiceError } from '../ServiceError'
import { classifyOperation } from './classifyOperation'
import { type PricedQuote, priceQuote } from './priceQuote'
import { resolveCurrency } from './resolveCurrency'
import { toCurrencyAmount } from './toCurrencyAmount'
import { validateCalls } from './validateCalls'

/** Used when the person's own transaction cannot be simulated yet (no allowance, no funds). */
const FALLBACK_GAS = { depositNative: 35_000n, depositErc20: 75_000n, approve: 50_000n }
/** A call fill that cannot be simulated at quote time (it may revert on purpose) is priced at this much gas, plus CALL_GAS per call. */
const CALL_BASE_GAS = 150_000n
const CALL_GAS = 100_000n
/** ETH the solver keeps back on each chain to pay for its own transactions. */
const SOLVER_GAS_RESERVE = 10n ** 18n
/** A swap that would cost more than this share of its value in price impact is refused (the pool is too small for it). */
const MAX_POOL_IMPACT_BPS = 3_000n

export interface BuiltQuote {
  response: QuoteResponse
  record: NewRequest
}

/**
 * Quotes any operation of section 1 between devnet chains from live chain
 * state: gas prices, pool reserves, the solver's inventory, the person's
 * balance and allowance. The deposit always goes to the origin depository;
 * the solver then delivers on the destination what the stored fill plan
 * says. Throws a ServiceError (4xx) for anything it cannot quote.
 */
export async function buildQuote(
  context: DevnetContext,
  request: QuoteRequest,
  apiKey: string | null,
): Promise<BuiltQuote> {
  const origin = requireChain(context, request.originChainId, 'originChainId')
  const destination = requireChain(context, request.destinationChainId, 'destinationChainId')
  const currencyIn = resolveCurrency(origin, request.originCurrency, 'originCurrency')
  const currencyOut = resolveCurrency(destination, request.destinationCurrency, 'destinationCurrency')
  const amount = BigInt(request.amount)
  if (amount === 0n) throw new ServiceError(400, 'INVALID_INPUT', 'amount must be greater than 0')
  if (amount > maxUint256) throw new ServiceError(400, 'INVALID_INPUT', 'amount does not fit in a uint256')
  const slippageBps =
    request.slippageTolerance === undefined ? context.pricing.defaultSlippageBps : BigInt(request.slippageTolerance)
  if (slippageBps > 10_000n) {
    throw new ServiceError(
      400,
      'INVALID_SLIPPAGE_TOLERANCE',
      'slippageTolerance is in basis points and cannot exceed 10000',
    )
  }
  const user = getAddress(request.user)
  const recipient = getAddress(request.recipient ?? request.user)
  const refundTo = request.refundTo ? getAddress(request.refundTo) : user
  const txs = request.txs ?? []
  const isCall = txs.length > 0
  const { operation, delivery } = classifyOperation({
    originChainId: origin.id,
    destinationChainId: destination.id,
    currencyIn,
    currencyOut,
    user,
    recipient,
    isCall,
  })
  const calls = isCall
    ? validateCalls({ txs, tradeType: request.tradeType, amount, currencyOut, router: destination.contracts.router })
    : undefined
  const appFees = (request.appFees ?? []).map((f) => ({ recipient: getAddress(f.recipient), bps: BigInt(f.fee) }))
  if (appFees.reduce((sum, f) => sum + f.bps, 0n) >= 10_000n) {
    throw new ServiceError(400, 'INVALID_INPUT', 'appFees add up to 100% or more', { field: 'appFees' })
  }

  // What the solver spends on the destination: the output itself, or for a swap the input's counterpart there.
  const spendCurrency = delivery === 'transfer' ? currencyOut : counterpart(destination, currencyIn)
  const solver = context.solver.address
  const depository = origin.contracts.depository
  const [
    originGasPrice,
    destinationGasPrice,
    userBalance,
    allowance,
    inventory,
    reserves,
    originBlock,
    destinationBlock,
  ] = await Promise.all([
    origin.client.getGasPrice(),
    destination.client.getGasPrice(),
    balanceOf(origin.client, currencyIn, user),
    currencyIn.isNative
      ? Promise.resolve(maxUint256)
      : origin.client.readContract({
          address: currencyIn.address,
          abi: tokenAbi,
          functionName: 'allowance',
          args: [user, depository],
        }),
    balanceOf(destination.client, spendCurrency, solver),
    delivery === 'swap' ? readReserves(destination, spendCurrency) : Promise.resolve(undefined),
    origin.client.getBlock({ blockTag: 'latest' }),
    destination.client.getBlock({ blockTag: 'latest' }),
  ])

  const { usdPrices, relayerServiceBps } = context.pricing
  const priceIn = usdPrices[currencyIn.key]
  const priceOut = usdPrices[currencyOut.key]
  const ethPrice = usdPrices.eth
  const price = (relayerGas: bigint) =>
    priceQuote({
      tradeType: request.tradeType,
      amount,
      delivery,
      reserves,
      relayerGas,
      relayerServiceBps,
      appFeeBps: appFees.map((f) => f.bps),
      slippageBps,
    })
  const planOf = (priced: PricedQuote): FillPlan => ({
    operation,
    tradeType: request.tradeType,
    delivery,
    spendToken: spendCurrency.address,
    spendAmount: priced.budget,
    outToken: currencyOut.address,
    expectedOut: priced.expectedOut,
    minOut: priced.minOut,
    exactOut: priced.exactOut,
    recipient,
    slippageBps: Number(slippageBps),
    calls,
    appFees: appFees.map((f, i) => ({ ...f, amount: priced.fees.app[i] ?? 0n })),
  })

  // The fill's gas depends a little on the amounts and the fees on the gas: price once without it to simulate the fill.
  const provisional = price(0n)
  const available = spendCurrency.isNative ? inventory - SOLVER_GAS_RESERVE : inventory
  assertInventory(provisional.budget, available, spendCurrency, destination)
  const fillGas = await estimateFillGas(context, destination, planOf(provisional))
  const relayerGas = convertAmount({
    amount: fillGas * destinationGasPrice,
    fromDecimals: 18,
    fromPrice: ethPrice,
    toDecimals: currencyIn.decimals,
    toPrice: priceIn,
  })
  const priced = price(relayerGas)
  const { fees } = priced
  assertInventory(priced.budget, available, spendCurrency, destination)
  const inUsd = usdMicros(fees.amountIn, currencyIn.decimals, priceIn)
  if (inUsd > context.control.capacityUsdMicros) {
    throw new ServiceError(
      400,
      'INSUFFICIENT_LIQUIDITY',
      `$${formatUnits(inUsd, 6)} is above the solver's capacity of $${formatUnits(context.control.capacityUsdMicros, 6)} per fill`,
    )
  }
  if (reserves) {
    const spot = (priced.budget * reserves.out) / reserves.in
    if (spot > 0n && (spot - priced.expectedOut) * 10_000n > spot * MAX_POOL_IMPACT_BPS) {
      throw new ServiceError(
        400,
        'INSUFFICIENT_LIQUIDITY',
        `the pool on chain ${destination.id} is too shallow for this amount (price impact above ${formatUnits(MAX_POOL_IMPACT_BPS, 2)}%)`,
      )
    }
  }
  if (calls && currencyOut.isNative) {
    const total = calls.reduce((sum, c) => sum + c.value, 0n)
    if (total > priced.minOut) {
      throw new ServiceError(
        400,
        'INVALID_INPUT',
        `the calls send ${total} but the fill can only promise ${priced.minOut} ${currencyOut.symbol} after fees and slippage`,
        {
          field: 'txs',
          rule: 'amount',
          total: total.toString(),
          minimumAmount: priced.minOut.toString(),
        },
      )
    }
  }
  const plan = planOf(priced)

  const now = Math.floor(Date.now() / 1000)
  // Compared with the deposit's block time and the destination's at fill time, which a time warp moves ahead of the wall clock.
  const deadline =
    Math.max(now, Number(originBlock.timestamp), Number(destinationBlock.timestamp)) + context.pricing.quoteTtlSeconds
  const payee = calls ? destination.contracts.router : recipient
  const orderData = {
    version: 'v1',
    solverChainId: origin.slug,
    solver,
    salt: toHex(randomBytes(32)),
    inputs: [
      {
        payment: { chainId: origin.slug, currency: currencyIn.address, amount: fees.amountIn.toString(), weight: '1' },
        refunds: [
          {
            chainId: origin.slug,
            recipient: refundTo,
            currency: currencyIn.address,
            minimumAmount: fees.amountIn.toString(),
            deadline,
            extraData: '0x',
          },
        ],
      },
    ],
    output: {
      chainId: destination.slug,
      payments: [
        {
          recipient: payee,
          currency: currencyOut.address,
          minimumAmount: priced.minOut.toString(),
          expectedAmount: priced.expectedOut.toString(),
        },
      ],
      calls: (calls ?? []).map((c) =>
        encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }, { type: 'bytes' }], [c.to, c.value, c.data]),
      ),
      deadline,
      extraData: '0x',
    },
    fees: appFees.map((f, i) => ({
      recipient: f.recipient,
      bps: f.bps.toString(),
      amount: (fees.app[i] ?? 0n).toString(),
      currency: currencyIn.address,
    })),
  }
  const requestId = keccak256(stringToBytes(JSON.stringify(orderData)))

  const isNative = currencyIn.isNative
  const needsApproval = !isNative && allowance < fees.amountIn
  const depositTx: StepTransaction = {
    from: user,
    to: depository,
    data: isNative
      ? encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [requestId] })
      : encodeFunctionData({
          abi: depositoryAbi,
          functionName: 'depositErc20',
          args: [currencyIn.address, fees.amountIn, requestId],
        }),
    value: isNative ? fees.amountIn.toString() : '0',
    chainId: origin.id,
  }
  // Before the approval the deposit cannot be simulated, so both transactions use fixed estimates then.
  const userGas = needsApproval
    ? FALLBACK_GAS.approve + FALLBACK_GAS.depositErc20
    : await estimateUserGas(origin.client, depositTx, isNative ? FALLBACK_GAS.depositNative : FALLBACK_GAS.depositErc20)
  const check = { endpoint: `/intents/status/v3?requestId=${requestId}`, method: 'GET' }
  const steps: Step[] = []
  if (needsApproval) {
    steps.push({
      id: 'approve',
      action: 'Confirm transaction in your wallet',
      description: `Sign an approval for ${currencyIn.symbol}`,
      kind: 'transaction',
      requestId,
      depositAddress: '',
      items: [
        {
          status: 'incomplete',
          data: {
            from: user,
            to: currencyIn.address,
            data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [depository, fees.amountIn] }),
            value: '0',
            chainId: origin.id,
          },
          check,
        },
      ],
    })
  }
  steps.push({
    id: 'deposit',
    action: 'Confirm transaction in your wallet',
    description: depositDescription({ operation, currencyIn, currencyOut, destination, recipient, calls }),
    kind: 'transaction',
    requestId,
    depositAddress: '',
    items: [{ status: 'incomplete', data: depositTx, check }],
  })

  const logoBaseUrl = `${context.serviceUrl}/devnet/icons`
  const amountIn = (value: bigint, minimumAmount?: bigint) =>
    toCurrencyAmount({ currency: currencyIn, amount: value, usdPrice: priceIn, logoBaseUrl, minimumAmount })
  const amountOut = (value: bigint, minimumAmount?: bigint) =>
    toCurrencyAmount({ currency: currencyOut, amount: value, usdPrice: priceOut, logoBaseUrl, minimumAmount })
  const originEth = origin.currencies.find((c) => c.isNative)
  if (!originEth) throw new Error(`chain ${origin.id} has no native currency`)
  const usdIn = (value: bigint) => usdMicros(value, currencyIn.decimals, priceIn)
  const usdOut = (value: bigint) => usdMicros(value, currencyOut.decimals, priceOut)
  const signedUsd = (micros: bigint) => formatUnits(micros, 6)
  const percentOf = (micros: bigint) => (inUsd === 0n ? '0' : formatUnits((micros * 100n * 10_000n) / inUsd, 4))
  const totalImpact = usdOut(priced.expectedOut) - inUsd
  const swapImpact = usdOut(priced.expectedOut) - usdIn(priced.budget)
  const slippageOut = priced.expectedOut - priced.minOut
  const headroom = priced.budget - priced.neededIn
  const slippagePercent = formatUnits(slippageBps, 2)
  const spendAmount = toCurrencyAmount({
    currency: spendCurrency,
    amount: priced.budget,
    usdPrice: usdPrices[spendCurrency.key],
    logoBaseUrl,
  })

  const response: QuoteResponse = {
    steps,
    fees: {
      gas: toCurrencyAmount({ currency: originEth, amount: userGas * originGasPrice, usdPrice: ethPrice, logoBaseUrl }),
      relayer: amountIn(fees.relayer),
      relayerGas: amountIn(fees.relayerGas),
      relayerService: amountIn(fees.relayerService),
      app: amountIn(fees.appTotal),
      subsidized: amountIn(0n),
    },
    details: {
      operation,
      sender: user,
      recipient,
      currencyIn: amountIn(fees.amountIn),
      currencyOut: amountOut(priced.expectedOut, priced.minOut),
      refundCurrency: amountIn(fees.amountIn),
      totalImpact: { usd: signedUsd(totalImpact), percent: percentOf(totalImpact) },
      swapImpact: { usd: signedUsd(swapImpact), percent: percentOf(swapImpact) },
      expandedPriceImpact: {
        swap: { usd: signedUsd(swapImpact) },
        execution: { usd: signedUsd(-usdIn(fees.relayerGas)) },
        relay: { usd: signedUsd(-usdIn(fees.relayerService)) },
        app: { usd: signedUsd(-usdIn(fees.appTotal)) },
      },
      rate: formatRate(priced.expectedOut, currencyOut.decimals, fees.amountIn, currencyIn.decimals),
      // A fixed-rate transfer has no price to slip: its tolerance is echoed with a zero amount.
      slippageTolerance: {
        origin: { usd: signedUsd(usdIn(headroom)), value: headroom.toString(), percent: slippagePercent },
        destination: { usd: signedUsd(usdOut(slippageOut)), value: slippageOut.toString(), percent: slippagePercent },
      },
      timeEstimate: origin.id === destination.id ? 1 : context.pricing.timeEstimateSeconds,
      userBalance: userBalance.toString(),
      isFixedRate: delivery === 'transfer',
      route: {
        origin: {
          inputCurrency: amountIn(fees.amountIn),
          outputCurrency: amountIn(fees.amountIn),
          router: 'ferry-depository',
        },
        destination: {
          inputCurrency: spendAmount,
          outputCurrency: amountOut(priced.expectedOut, priced.minOut),
          router: calls ? 'ferry-router' : delivery === 'swap' ? 'ferry-pool' : 'ferry-solver',
        },
      },
    },
    protocol: {
      v2: {
        orderId: requestId,
        orderData,
        paymentDetails: {
          chainId: origin.slug,
          depository,
          currency: currencyIn.address,
          amount: fees.amountIn.toString(),
        },
      },
    },
  }

  const record: NewRequest = {
    id: requestId,
    apiKey,
    operation,
    tradeType: request.tradeType,
    user,
    recipient,
    refundTo: request.refundTo ?? null,
    referrer: request.referrer ?? null,
    originChainId: origin.id,
    destinationChainId: destination.id,
    currencyIn: { address: currencyIn.address, symbol: currencyIn.symbol },
    currencyOut: { address: currencyOut.address, symbol: currencyOut.symbol },
    amountIn: fees.amountIn,
    amountOut: priced.expectedOut,
    amountInUsd: formatUnits(inUsd, 6),
    deadline,
    quoteRequest: request,
    quoteResponse: response,
    fillPlan: fillPlanToJson(plan),
  }
  return { response, record }
}

function requireChain(context: DevnetContext, chainId: number, field: string): DevnetChain {
  const chain = context.chains.find((c) => c.id === chainId)
  if (!chain) {
    throw new ServiceError(
      400,
      'UNSUPPORTED_CHAIN',
      `${field} ${chainId} is not a devnet chain (supported: ${context.chains.map((c) => c.id).join(', ')})`,
    )
  }
  return chain
}

/** The currency on `chain` that stands for `currency` (same key): what the solver spends there for it. */
function counterpart(chain: DevnetChain, currency: DevnetCurrency): DevnetCurrency {
  const found = chain.currencies.find((c) => c.key === currency.key)
  if (!found) throw new Error(`chain ${chain.id} has no ${currency.key}`)
  return found
}

/** Pool reserves with the side `spend` trades from first. */
async function readReserves(chain: DevnetChain, spend: DevnetCurrency): Promise<{ in: bigint; out: bigint }> {
  const [reserveWeth, reserveUsdc] = await chain.client.readContract({
    address: chain.contracts.pool,
    abi: poolAbi,
    functionName: 'getReserves',
  })
  return spend.key === 'usdc' ? { in: reserveUsdc, out: reserveWeth } : { in: reserveWeth, out: reserveUsdc }
}

function assertInventory(budget: bigint, available: bigint, currency: DevnetCurrency, chain: DevnetChain): void {
  if (budget > available) {
    throw new ServiceError(
      400,
      'INSUFFICIENT_LIQUIDITY',
      `the solver cannot spend ${formatUnits(budget, currency.decimals)} ${currency.symbol} on chain ${chain.id} (it holds ${formatUnits(available > 0n ? available : 0n, currency.decimals)})`,
    )
  }
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

/**
 * Gas of the solver's fill, simulated from the solver. A transfer or swap
 * that reverts now will revert at fill time too (a recipient that cannot
 * take ETH): NO_QUOTES. A call may revert on purpose (the devnet lets it, so
 * the failure can be seen), so it falls back to a fixed estimate.
 */
async function estimateFillGas(context: DevnetContext, chain: DevnetChain, plan: FillPlan): Promise<bigint> {
  const tx = buildFillTransaction(chain.contracts, plan, { minOut: 0n })
  try {
    return await chain.client.estimateGas({
      account: context.solver.address,
      to: tx.to,
      data: tx.data,
      value: tx.value,
    })
  } catch {
    if (plan.calls) return CALL_BASE_GAS + CALL_GAS * BigInt(plan.calls.length)
    throw new ServiceError(
      400,
      'NO_QUOTES',
      `the solver cannot deliver to ${plan.recipient} on chain ${chain.id}: the fill reverts`,
    )
  }
}

/** The person's deposit gas, simulated; `fallback` when it cannot run (e.g. not enough funds yet). */
async function estimateUserGas(client: PublicClient, tx: StepTransaction, fallback: bigint): Promise<bigint> {
  try {
    return await client.estimateGas({
      account: tx.from as Address,
      to: tx.to as Address,
      data: tx.data as Hex,
      value: BigInt(tx.value),
    })
  } catch {
    return fallback
  }
}

/** Output per whole unit of input, as a decimal string. */
function formatRate(out: bigint, outDecimals: number, input: bigint, inDecimals: number): string {
  if (input === 0n) return '0'
  return formatUnits((out * 10n ** BigInt(inDecimals) * 10n ** 18n) / (input * 10n ** BigInt(outDecimals)), 18)
}

function depositDescription(args: {
  operation: Operation
  currencyIn: DevnetCurrency
  currencyOut: DevnetCurrency
  destination: DevnetChain
  recipient: Address
  calls: PlannedCall[] | undefined
}): string {
  const { currencyIn, currencyOut, destination } = args
  switch (args.operation) {
    case 'bridge':
      return `Depositing funds to the relayer to bridge ${currencyOut.symbol} to ${destination.name}`
    case 'send':
      return `Depositing funds to the relayer to send ${currencyOut.symbol} to ${args.recipient} on ${destination.name}`
    case 'wrap':
      return `Depositing ${currencyIn.symbol} to the relayer to wrap it into ${currencyOut.symbol}`
    case 'unwrap':
      return `Depositing ${currencyIn.symbol} to the relayer to unwrap it into ${currencyOut.symbol}`
    case 'call':
      return `Depositing funds to the relayer to run ${args.calls?.length ?? 0} call(s) on ${destination.name}`
    default:
      return `Depositing funds to the relayer to swap ${currencyIn.symbol} for ${currencyOut.symbol} on ${destination.name}`
  }
}
