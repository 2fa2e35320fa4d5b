import { randomBytes } from 'node:crypto'
import { erc20Abi, formatUnits, type Hex, keccak256, toHex } from 'viem'
import type { QuoteRequest, StepBody } from '../../../src/api/schemas'
import type { DevnetContext } from '../../DevnetContext'
import { depositAddressRefundTo } from '../../depositAddresses/depositAddressQuote'
import { fillPlanToJson } from '../../orders/FillPlan'
import { evmDepositSteps } from '../../service/quote/buildQuoteSteps'
import type { DevnetQuote, OrderData } from '../../service/quote/devnetQuote'
import type { DepositAddress } from '../../store/DepositAddressesTable'
import type { NewRequest } from '../../store/requestRecord'
import { svmDepositAddressSteps } from '../depositAddresses/svmDepositAddressSteps'
import type { SvmChain } from '../SvmChain'
import { svmFillPlanToJson } from '../SvmFillPlan'
import { depositInstructions } from '../svmInstructions'
import { answeringSvmChain } from './answeringSvmChain'
import { type PricedSvmRoute, priceSvmRoute } from './priceSvmRoute'
import { svmQuoteDetails } from './svmQuoteDetails'
import { type SvmRoute, svmRoute } from './svmRoute'

/** What quoting a route to or from Solana reads. */
export type SvmQuoteContext = Pick<DevnetContext, 'chains' | 'pricing' | 'control' | 'solver' | 'serviceUrl'> & {
  svmChain: SvmChain
}

/**
 * A quote to or from the devnet's Solana chain. The deposit is the person's payment to the solver on the origin:
 * on Solana, instructions in the public step shape (a transfer with the request id as its memo); on an EVM chain,
 * the depository deposit as for any quote. The solver then pays the output on the destination at the quoted fixed
 * rate (`SvmFillPlan` on Solana, a `transfer` FillPlan on EVM).
 */
export async function buildSvmQuote(
  context: SvmQuoteContext,
  request: QuoteRequest,
  apiKey: string | null,
): Promise<{ response: DevnetQuote; record: NewRequest; depositAddress?: Omit<DepositAddress, 'createdAt'> }> {
  const route = svmRoute(context, request)
  const priced = await answeringSvmChain(context.svmChain, () => priceSvmRoute(context, route))
  const deadline = (await latestChainTime(route)) + context.pricing.quoteTtlSeconds
  const orderData = buildSvmOrderData(context, route, priced, deadline)
  const requestId = keccak256(toHex(JSON.stringify(orderData)))
  const amountIn = priced.fees.amountIn
  const { origin, destination } = route
  // A deposit address on Solana replaces the person's memo-tagged payment with a plain payment to an address of theirs.
  const { steps, userGas, depositAddress } =
    request.useDepositAddress && origin.vm === 'svm'
      ? await svmDepositAddressSteps({ chain: origin.chain, currency: origin.currency, request, requestId, amountIn })
      : { ...(await depositSteps(route, requestId, amountIn)), depositAddress: undefined }
  const response: DevnetQuote = {
    steps,
    ...svmQuoteDetails(context, {
      route,
      priced,
      userGas,
      // Lamports are SOL's smallest unit already; an EVM deposit's gas is priced at the origin's gas price.
      originGasPrice: origin.vm === 'evm' ? await origin.chain.client.getGasPrice() : 1n,
    }),
    protocol: {
      v2: {
        orderId: requestId,
        orderData,
        paymentDetails: {
          chainId: origin.chain.slug,
          depository: origin.vm === 'svm' ? origin.chain.solverAddress : origin.chain.contracts.depository,
          currency: origin.currency.address,
          amount: amountIn.toString(),
        },
      },
    },
  }
  const appFees = route.appFees.map((f, i) => ({ ...f, amount: priced.fees.app[i] ?? 0n }))
  const fillPlan =
    destination.vm === 'svm'
      ? svmFillPlanToJson({
          vm: 'svm',
          asset: destination.currency.isNative
            ? { kind: 'sol' }
            : { kind: 'spl', mint: destination.currency.address, decimals: destination.currency.decimals },
          amount: priced.expectedOut,
          recipient: route.recipient,
          rentLamports: priced.rentLamports,
          appFees,
        })
      : fillPlanToJson({
          operation: route.operation,
          tradeType: request.tradeType,
          delivery: 'transfer',
          spendToken: destination.currency.address,
          spendAmount: priced.expectedOut,
          outToken: destination.currency.address,
          expectedOut: priced.expectedOut,
          minOut: priced.expectedOut,
          exactOut: false,
          recipient: route.recipient as `0x${string}`,
          slippageBps: 0,
          calls: undefined,
          appFees: [],
        })
  const record: NewRequest = {
    id: requestId,
    apiKey,
    operation: route.operation,
    tradeType: request.tradeType,
    user: route.user,
    recipient: route.recipient,
    refundTo: request.useDepositAddress ? depositAddressRefundTo(request) : (request.refundTo ?? null),
    referrer: request.referrer ?? null,
    originChainId: origin.chain.id,
    destinationChainId: destination.chain.id,
    currencyIn: { address: origin.currency.address, symbol: origin.currency.symbol },
    currencyOut: { address: destination.currency.address, symbol: destination.currency.symbol },
    amountIn,
    amountOut: priced.expectedOut,
    amountInUsd: formatUnits(priced.inUsd, 6),
    deadline,
    quoteRequest: request,
    quoteResponse: response,
    fillPlan,
    permit: null,
  }
  return { response, record, depositAddress }
}

async function depositSteps(
  route: SvmRoute,
  requestId: Hex,
  amountIn: bigint,
): Promise<{ steps: StepBody[]; userGas: bigint }> {
  const { origin, destination } = route
  const description =
    route.operation === 'bridge'
      ? `Depositing funds to the relayer to bridge ${destination.currency.symbol} to ${destination.chain.name}`
      : `Depositing funds to the relayer to swap ${origin.currency.symbol} for ${destination.currency.symbol} on ${destination.chain.name}`
  if (origin.vm === 'evm') {
    const allowance = origin.currency.isNative
      ? 0n
      : await origin.chain.client.readContract({
          address: origin.currency.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [route.user as `0x${string}`, origin.chain.contracts.depository],
        })
    return evmDepositSteps({
      origin: origin.chain,
      currencyIn: origin.chain.currencies.find((c) => c.address === origin.currency.address)!,
      user: route.user as `0x${string}`,
      requestId,
      amountIn,
      allowance,
      description,
    })
  }
  const instructions = await depositInstructions({
    user: route.user,
    solver: origin.chain.solverAddress,
    asset: origin.currency.isNative
      ? { kind: 'sol' }
      : { kind: 'spl', mint: origin.currency.address, decimals: origin.currency.decimals },
    amount: amountIn,
    requestId,
  })
  const step: StepBody = {
    id: 'deposit',
    action: 'Confirm transaction in your wallet',
    description,
    kind: 'transaction',
    requestId,
    depositAddress: '',
    items: [
      {
        status: 'incomplete',
        data: { instructions, addressLookupTableAddresses: [] },
        check: { endpoint: `/intents/status/v3?requestId=${requestId}`, method: 'GET' },
      },
    ],
  }
  // One signature's fee, in lamports, is what the person pays the Solana chain.
  return { steps: [step], userGas: 5_000n }
}

function buildSvmOrderData(
  context: SvmQuoteContext,
  route: SvmRoute,
  priced: PricedSvmRoute,
  deadline: number,
): OrderData {
  const { origin, destination } = route
  return {
    version: 'v1',
    solverChainId: origin.chain.slug,
    solver: origin.vm === 'svm' ? origin.chain.solverAddress : context.solver.address,
    salt: toHex(randomBytes(32)),
    inputs: [
      {
        payment: {
          chainId: origin.chain.slug,
          currency: origin.currency.address,
          amount: priced.fees.amountIn.toString(),
          weight: '1',
        },
        refunds: [
          {
            chainId: origin.chain.slug,
            recipient: route.refundTo,
            currency: origin.currency.address,
            minimumAmount: priced.fees.amountIn.toString(),
            deadline,
            extraData: '0x',
          },
        ],
      },
    ],
    output: {
      chainId: destination.chain.slug,
      payments: [
        {
          recipient: route.recipient,
          currency: destination.currency.address,
          minimumAmount: priced.expectedOut.toString(),
          expectedAmount: priced.expectedOut.toString(),
        },
      ],
      calls: [],
      deadline,
      extraData: '0x',
    },
    fees: [],
  }
}

/**
 * Now, as the route's chains count it: the deposit's block time (EVM origin) and the fill's (EVM destination) are
 * compared with the deadline, and a time warp (`POST /devnet/time`) moves an EVM chain ahead of the wall clock, which
 * the Solana chain follows.
 */
async function latestChainTime(route: SvmRoute): Promise<number> {
  const times = await Promise.all(
    [route.origin, route.destination].map(async (side) =>
      side.vm === 'evm' ? Number((await side.chain.client.getBlock({ blockTag: 'latest' })).timestamp) : 0,
    ),
  )
  return Math.max(Math.floor(Date.now() / 1000), ...times)
}
