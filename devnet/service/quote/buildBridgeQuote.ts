import { randomBytes } from 'node:crypto'
import {
  encodeFunctionData,
  formatUnits,
  getAddress,
  keccak256,
  maxUint256,
  stringToBytes,
  toHex,
  type Address,
  type Hex,
  type PublicClient,
} from 'viem'
import type { QuoteRequest, QuoteResponse, Step, StepTransaction } from '../../../src/api/schemas'
import { depositoryAbi } from '../../contracts/depositoryAbi'
import type { DevnetCurrency } from '../../contracts/devnetCurrencies'
import { tokenAbi } from '../../contracts/tokenAbi'
import type { DevnetChain, DevnetContext } from '../../DevnetContext'
import type { NewRequest } from '../../store/DevnetStore'
import { ServiceError } from '../ServiceError'
import { computeBridgeFees } from './computeBridgeFees'
import { convertAmount } from './convertAmount'
import { resolveCurrency } from './resolveCurrency'
import { toCurrencyAmount } from './toCurrencyAmount'
import { usdMicros } from './usdMicros'

/** Used when the person's own transaction cannot be simulated yet (no allowance, no funds). */
const FALLBACK_GAS = { depositNative: 35_000n, depositErc20: 75_000n, approve: 50_000n }
/** ETH the solver keeps back on each chain to pay for its own transactions. */
const SOLVER_GAS_RESERVE = 10n ** 18n

export interface BuiltQuote {
  response: QuoteResponse
  record: NewRequest
}

/**
 * Quotes a same-currency bridge (ETH or USDC) between two devnet chains from
 * live chain state: gas prices, the solver's inventory, the person's balance
 * and allowance. Throws a ServiceError for anything it cannot quote.
 */
export async function buildBridgeQuote(context: DevnetContext, request: QuoteRequest, apiKey: string | null): Promise<BuiltQuote> {
  const origin = requireChain(context, request.originChainId, 'originChainId')
  const destination = requireChain(context, request.destinationChainId, 'destinationChainId')
  const currencyIn = resolveCurrency(origin, request.originCurrency, 'originCurrency')
  const currencyOut = resolveCurrency(destination, request.destinationCurrency, 'destinationCurrency')

  const amount = BigInt(request.amount)
  if (amount === 0n) throw new ServiceError(400, 'INVALID_INPUT', 'amount must be greater than 0')
  if (amount > maxUint256) throw new ServiceError(400, 'INVALID_INPUT', 'amount does not fit in a uint256')
  if (request.slippageTolerance !== undefined && BigInt(request.slippageTolerance) > 10_000n) {
    throw new ServiceError(400, 'INVALID_SLIPPAGE_TOLERANCE', 'slippageTolerance is in basis points and cannot exceed 10000')
  }
  if (request.txs && request.txs.length > 0) {
    throw new ServiceError(400, 'UNSUPPORTED_ROUTE', 'destination calls (txs) are not supported by the devnet yet')
  }
  if (origin.id === destination.id) {
    throw new ServiceError(400, 'UNSUPPORTED_ROUTE', 'same-chain operations are not supported by the devnet yet; pick two different chains to bridge')
  }
  if (currencyIn.key !== currencyOut.key) {
    throw new ServiceError(400, 'UNSUPPORTED_ROUTE', `swapping ${currencyIn.symbol} for ${currencyOut.symbol} is not supported by the devnet yet; bridge the same currency`)
  }
  if (currencyIn.key === 'weth') {
    throw new ServiceError(400, 'UNSUPPORTED_ROUTE', 'the devnet bridges ETH and USDC; WETH is not bridged yet')
  }

  const user = getAddress(request.user)
  const recipient = getAddress(request.recipient ?? request.user)
  const solver = context.solver.address
  const depository = origin.contracts.depository
  const isNative = currencyIn.isNative

  const [originGasPrice, destinationGasPrice, fillGas, userBalance, allowance, inventory, latest] = await Promise.all([
    origin.client.getGasPrice(),
    destination.client.getGasPrice(),
    estimateFillGas(destination, currencyOut, solver, recipient).catch(() => {
      throw new ServiceError(400, 'NO_QUOTES', `the solver cannot deliver ${currencyOut.symbol} to ${recipient} on chain ${destination.id}: a transfer to it reverts`)
    }),
    balanceOf(origin.client, currencyIn, user),
    isNative ? Promise.resolve(maxUint256) : origin.client.readContract({ address: currencyIn.address, abi: tokenAbi, functionName: 'allowance', args: [user, depository] }),
    balanceOf(destination.client, currencyOut, solver),
    origin.client.getBlock({ blockTag: 'latest' }),
  ])

  const { usdPrices, relayerServiceBps } = context.pricing
  const priceIn = usdPrices[currencyIn.key]
  const ethPrice = usdPrices.eth
  const relayerGas = convertAmount({
    amount: fillGas * destinationGasPrice,
    fromDecimals: 18,
    fromPrice: ethPrice,
    toDecimals: currencyIn.decimals,
    toPrice: priceIn,
  })
  const appFees = request.appFees ?? []
  const fees = computeBridgeFees({
    tradeType: request.tradeType,
    amount,
    relayerGas,
    relayerServiceBps,
    appFeeBps: appFees.map((f) => BigInt(f.fee)),
  })
  if (fees.amountOut <= 0n) {
    throw new ServiceError(400, 'AMOUNT_TOO_LOW', `amount is too low to cover the fees of ${formatUnits(fees.relayer + fees.appTotal, currencyIn.decimals)} ${currencyIn.symbol}`, {
      minimumAmount: (fees.relayer + fees.appTotal + 1n).toString(),
    })
  }
  const available = currencyOut.isNative ? inventory - SOLVER_GAS_RESERVE : inventory
  if (fees.amountOut > available) {
    throw new ServiceError(400, 'INSUFFICIENT_LIQUIDITY', `the solver cannot deliver ${formatUnits(fees.amountOut, currencyOut.decimals)} ${currencyOut.symbol} on chain ${destination.id} (it holds ${formatUnits(available > 0n ? available : 0n, currencyOut.decimals)})`)
  }

  const now = Math.floor(Date.now() / 1000)
  // The solver compares with the deposit's block time, which a time warp moves ahead of the wall clock.
  const deadline = Math.max(now, Number(latest.timestamp)) + context.pricing.quoteTtlSeconds
  const refundTo = request.refundTo ? getAddress(request.refundTo) : user
  const orderData = {
    version: 'v1',
    solverChainId: origin.slug,
    solver,
    salt: toHex(randomBytes(32)),
    inputs: [
      {
        payment: { chainId: origin.slug, currency: currencyIn.address, amount: fees.amountIn.toString(), weight: '1' },
        refunds: [
          { chainId: origin.slug, recipient: refundTo, currency: currencyIn.address, minimumAmount: fees.amountIn.toString(), deadline, extraData: '0x' },
        ],
      },
    ],
    output: {
      chainId: destination.slug,
      payments: [{ recipient, currency: currencyOut.address, minimumAmount: fees.amountOut.toString(), expectedAmount: fees.amountOut.toString() }],
      calls: [] as string[],
      deadline,
      extraData: '0x',
    },
    fees: [] as unknown[],
  }
  const requestId = keccak256(stringToBytes(JSON.stringify(orderData)))

  const needsApproval = !isNative && allowance < fees.amountIn
  const depositCall: Hex = isNative
    ? encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [requestId] })
    : encodeFunctionData({ abi: depositoryAbi, functionName: 'depositErc20', args: [currencyIn.address, fees.amountIn, requestId] })
  const depositTx: StepTransaction = {
    from: user,
    to: depository,
    data: depositCall,
    value: isNative ? fees.amountIn.toString() : '0',
    chainId: origin.id,
  }
  // Before the approval the deposit cannot be simulated, so both transactions use fixed estimates then.
  const userGas = needsApproval
    ? FALLBACK_GAS.approve + FALLBACK_GAS.depositErc20
    : await estimateUserGas(origin.client, depositTx, isNative ? FALLBACK_GAS.depositNative : FALLBACK_GAS.depositErc20)
  const originGas = userGas * originGasPrice

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
    description: `Depositing funds to the relayer to bridge ${currencyOut.symbol} to ${destination.name}`,
    kind: 'transaction',
    requestId,
    depositAddress: '',
    items: [{ status: 'incomplete', data: depositTx, check }],
  })

  const logoBaseUrl = `${context.serviceUrl}/devnet/icons`
  const amountIn = (value: bigint, minimumAmount?: bigint) => toCurrencyAmount({ currency: currencyIn, amount: value, usdPrice: priceIn, logoBaseUrl, minimumAmount })
  const amountOut = (value: bigint) => toCurrencyAmount({ currency: currencyOut, amount: value, usdPrice: usdPrices[currencyOut.key], logoBaseUrl })
  const originEth = origin.currencies.find((c) => c.isNative)
  if (!originEth) throw new Error(`chain ${origin.id} has no native currency`)

  const usd = (value: bigint) => usdMicros(value, currencyIn.decimals, priceIn)
  const negativeUsd = (value: bigint) => formatUnits(-usd(value), 6)
  const inUsd = usd(fees.amountIn)
  const totalFees = fees.relayer + fees.appTotal
  const percent = inUsd === 0n ? '0' : formatUnits((-usd(totalFees) * 100n * 10_000n) / inUsd, 4)
  const slippageBps = request.slippageTolerance ?? '0'

  const response: QuoteResponse = {
    steps,
    fees: {
      gas: toCurrencyAmount({ currency: originEth, amount: originGas, usdPrice: ethPrice, logoBaseUrl }),
      relayer: amountIn(fees.relayer),
      relayerGas: amountIn(fees.relayerGas),
      relayerService: amountIn(fees.relayerService),
      app: amountIn(fees.appTotal),
      subsidized: amountIn(0n),
    },
    details: {
      operation: 'bridge',
      sender: user,
      recipient,
      currencyIn: amountIn(fees.amountIn),
      currencyOut: amountOut(fees.amountOut),
      refundCurrency: amountIn(fees.amountIn),
      totalImpact: { usd: negativeUsd(totalFees), percent },
      swapImpact: { usd: '0', percent: '0' },
      expandedPriceImpact: {
        swap: { usd: '0' },
        execution: { usd: negativeUsd(fees.relayerGas) },
        relay: { usd: negativeUsd(fees.relayerService) },
        app: { usd: negativeUsd(fees.appTotal) },
      },
      rate: formatUnits((fees.amountOut * 10n ** 18n) / fees.amountIn, 18),
      // A fixed-rate bridge has no price to slip; the requested tolerance is echoed for reference.
      slippageTolerance: {
        origin: { usd: '0', value: '0', percent: formatUnits(BigInt(slippageBps), 2) },
        destination: { usd: '0', value: '0', percent: formatUnits(BigInt(slippageBps), 2) },
      },
      timeEstimate: context.pricing.timeEstimateSeconds,
      userBalance: userBalance.toString(),
      isFixedRate: true,
      route: {
        origin: { inputCurrency: amountIn(fees.amountIn), outputCurrency: amountIn(fees.amountIn), router: 'ferry-depository' },
        destination: { inputCurrency: amountOut(fees.amountOut), outputCurrency: amountOut(fees.amountOut), router: 'ferry-solver' },
      },
    },
    protocol: {
      v2: {
        orderId: requestId,
        orderData,
        paymentDetails: { chainId: origin.slug, depository, currency: currencyIn.address, amount: fees.amountIn.toString() },
      },
    },
  }

  const record: NewRequest = {
    id: requestId,
    apiKey,
    operation: 'bridge',
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
    amountOut: fees.amountOut,
    amountInUsd: formatUnits(inUsd, 6),
    deadline,
    quoteRequest: request,
    quoteResponse: response,
  }
  return { response, record }
}

function requireChain(context: DevnetContext, chainId: number, field: string): DevnetChain {
  const chain = context.chains.find((c) => c.id === chainId)
  if (!chain) {
    throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `${field} ${chainId} is not a devnet chain (supported: ${context.chains.map((c) => c.id).join(', ')})`)
  }
  return chain
}

function balanceOf(client: PublicClient, currency: DevnetCurrency, owner: Address): Promise<bigint> {
  return currency.isNative
    ? client.getBalance({ address: owner })
    : client.readContract({ address: currency.address, abi: tokenAbi, functionName: 'balanceOf', args: [owner] })
}

/** Gas of the solver's fill: the amount does not change the cost, so 1 unit stands in for it. */
async function estimateFillGas(chain: DevnetChain, currency: DevnetCurrency, solver: Address, recipient: Address): Promise<bigint> {
  if (currency.isNative) return chain.client.estimateGas({ account: solver, to: recipient, value: 1n })
  return chain.client.estimateContractGas({ account: solver, address: currency.address, abi: tokenAbi, functionName: 'transfer', args: [recipient, 1n] })
}

/** The person's deposit gas, simulated; `fallback` when it cannot run (e.g. not enough funds yet). */
async function estimateUserGas(client: PublicClient, tx: StepTransaction, fallback: bigint): Promise<bigint> {
  try {
    return await client.estimateGas({ account: tx.from as Address, to: tx.to as Address, data: tx.data as Hex, value: BigInt(tx.value) })
  } catch {
    return fallback
  }
}
