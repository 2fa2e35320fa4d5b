import { type Address, encodeFunctionData, type Hex, type PublicClient } from 'viem'
import type { StepBody, StepTransactionBody } from '../../../src/api/schemas'
import { depositoryAbi } from '../../contracts/depositoryAbi'
import type { DevnetCurrency } from '../../contracts/devnetCurrencies'
import { tokenAbi } from '../../contracts/tokenAbi'
import type { DevnetChain } from '../../DevnetContext'
import type { GaslessPermit } from '../../orders/GaslessPermit'
import { buildPermitStep } from './buildPermitStep'
import { calldataGas, estimateGasOutcome, type GasEstimate } from './estimateQuoteGas'
import type { QuoteInputs } from './validateQuoteRequest'

/** Used when the person's own transaction cannot be simulated yet (no allowance, no funds). */
const FALLBACK_GAS = { depositNative: 35_000n, depositErc20: 75_000n, approve: 50_000n }
/** The request id of a deposit estimated before its own is known: none has a zero byte (see `calldataGas`). */
const AHEAD_REQUEST_ID: Hex = `0x${'11'.repeat(32)}`

/** The person's deposit, estimated beside the chain reads with a stand-in request id and amount. */
export interface DepositGasAhead {
  /** The amount the estimated deposit carried. */
  amountIn: bigint
  /** Its calldata. */
  data: Hex
  estimate: GasEstimate
}

/**
 * Estimates the person's deposit of `amountIn` (the amount priced at zero relayer gas: the final one for
 * EXACT_INPUT) before the request id exists, so the estimate runs beside the chain reads and the fill's, not after.
 */
export async function estimateDepositAhead(inputs: QuoteInputs, amountIn: bigint): Promise<DepositGasAhead> {
  const { origin, currencyIn, user } = inputs
  const tx = depositTransaction({ origin, currencyIn, user, requestId: AHEAD_REQUEST_ID, amountIn })
  const estimate = await estimateGasOutcome(origin.client, { ...tx, value: BigInt(tx.value) })
  return { amountIn, data: tx.data, estimate }
}

/**
 * The steps of a quote (section 2.2): an approval when the allowance falls
 * short, then the deposit into the origin depository naming the request.
 * Also returns the gas of the person's transactions, for `fees.gas`.
 */
export async function buildQuoteSteps(args: {
  inputs: QuoteInputs
  requestId: Hex
  /** What the person deposits. */
  amountIn: bigint
  allowance: bigint
  /** The origin chain's latest block time (s): a permit's validity counts from it. */
  originTime: bigint
  /** The deposit's estimate started with the chain reads (`readQuoteChainState`). */
  depositGas?: DepositGasAhead
}): Promise<{ steps: StepBody[]; userGas: bigint; permit?: GaslessPermit }> {
  const { inputs, requestId, amountIn } = args
  if (inputs.permit) return buildPermitStep(args)
  return evmDepositSteps({
    origin: inputs.origin,
    currencyIn: inputs.currencyIn,
    user: inputs.user,
    requestId,
    amountIn,
    allowance: args.allowance,
    description: depositDescription(inputs),
    ahead: args.depositGas,
  })
}

/** The person's deposit into the origin depository naming the request. */
function depositTransaction(args: {
  origin: DevnetChain
  currencyIn: DevnetCurrency
  user: Address
  requestId: Hex
  amountIn: bigint
}): StepTransactionBody & { from: Address; to: Address; data: Hex } {
  const { origin, currencyIn, requestId, amountIn } = args
  return {
    from: args.user,
    to: origin.contracts.depository,
    data: currencyIn.isNative
      ? encodeFunctionData({ abi: depositoryAbi, functionName: 'depositNative', args: [requestId] })
      : encodeFunctionData({
          abi: depositoryAbi,
          functionName: 'depositErc20',
          args: [currencyIn.address, amountIn, requestId],
        }),
    value: currencyIn.isNative ? amountIn.toString() : '0',
    chainId: origin.id,
  }
}

/**
 * An approval when the allowance falls short, then the deposit into the origin depository naming the request, on an
 * EVM origin (whatever the destination's VM). Also returns the gas of the person's transactions.
 */
export async function evmDepositSteps(args: {
  origin: DevnetChain
  currencyIn: DevnetCurrency
  user: Address
  requestId: Hex
  amountIn: bigint
  allowance: bigint
  description: string
  /** The deposit estimated ahead with a stand-in id and amount; without it, it is estimated now. */
  ahead?: DepositGasAhead
}): Promise<{ steps: StepBody[]; userGas: bigint }> {
  const { origin, currencyIn, user, requestId, amountIn } = args
  const depository = origin.contracts.depository
  const isNative = currencyIn.isNative
  const needsApproval = !isNative && args.allowance < amountIn
  const depositTx = depositTransaction({ origin, currencyIn, user, requestId, amountIn })
  // Before the approval the deposit cannot be simulated, so both transactions use fixed estimates then.
  const userGas = needsApproval
    ? FALLBACK_GAS.approve + FALLBACK_GAS.depositErc20
    : await estimateUserGas({
        client: origin.client,
        tx: depositTx,
        amountIn,
        fallback: isNative ? FALLBACK_GAS.depositNative : FALLBACK_GAS.depositErc20,
        ahead: args.ahead,
      })
  const check = { endpoint: `/intents/status/v3?requestId=${requestId}`, method: 'GET' }
  const steps: StepBody[] = []
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
            data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [depository, amountIn] }),
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
    description: args.description,
    kind: 'transaction',
    requestId,
    depositAddress: '',
    items: [{ status: 'incomplete', data: depositTx, check }],
  })
  return { steps, userGas }
}

/**
 * The person's deposit gas, simulated; `fallback` when it cannot run (e.g. not enough funds yet). An estimate made
 * ahead counts, moved by the calldata that differs (the id, an ERC-20 amount); one that failed is tried again only
 * when the amount changed since.
 */
async function estimateUserGas(args: {
  client: PublicClient
  tx: ReturnType<typeof depositTransaction>
  amountIn: bigint
  fallback: bigint
  ahead: DepositGasAhead | undefined
}): Promise<bigint> {
  const { tx, ahead, fallback } = args
  if (ahead && 'gas' in ahead.estimate) return ahead.estimate.gas + calldataGas(tx.data) - calldataGas(ahead.data)
  // The same deposit could not be simulated ahead, and would not be now.
  if (ahead?.amountIn === args.amountIn) return fallback
  const estimate = await estimateGasOutcome(args.client, { ...tx, value: BigInt(tx.value) })
  return 'gas' in estimate ? estimate.gas : fallback
}

/** The deposit step's description, by operation. */
function depositDescription(args: QuoteInputs): string {
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
