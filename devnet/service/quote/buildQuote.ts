import { formatUnits } from 'viem'
import type { QuoteRequest } from '../../../src/api/schemas'
import { assertRouteOpen } from '../../capacity/assertRouteOpen'
import type { DevnetContext } from '../../DevnetContext'
import {
  buildDepositAddressSteps,
  checkDepositAddressOptions,
  depositAddressRefundTo,
} from '../../depositAddresses/depositAddressQuote'
import { fillPlanToJson } from '../../orders/FillPlan'
import { permitToJson } from '../../orders/GaslessPermit'
import { sponsorshipChargeUsdMicros, sponsorshipPhase } from '../../sponsorship/sponsorshipPhase'
import type { DepositAddress } from '../../store/DepositAddressesTable'
import type { NewRequest } from '../../store/requestRecord'
import { buildSvmQuote } from '../../svm/quote/buildSvmQuote'
import { touchesSvm } from '../../svm/quote/svmRoute'
import { requirePrintableText } from '../checkText'
import { buildOrderData } from './buildOrderData'
import { buildQuoteDetails } from './buildQuoteDetails'
import { buildQuoteSteps } from './buildQuoteSteps'
import type { DevnetQuote } from './devnetQuote'
import { priceFill } from './priceFill'
import { readQuoteChainState } from './readQuoteChainState'
import { MAX_REFERRER_LENGTH, validateQuoteRequest } from './validateQuoteRequest'

/** What quoting reads: the chains and the catalogue, pricing, the solver's knobs and address, sponsor balances. */
export type QuoteContext = Pick<
  DevnetContext,
  'chains' | 'catalogue' | 'pricing' | 'control' | 'solver' | 'store' | 'serviceUrl' | 'svmChain'
>

export interface BuiltQuote {
  response: DevnetQuote
  record: NewRequest
  /** The address a `useDepositAddress` quote gave out, stored with the request. */
  depositAddress?: Omit<DepositAddress, 'createdAt'>
}

/**
 * Quotes any operation of section 1 between devnet chains from live chain
 * state: gas prices, pool reserves, the solver's inventory, the person's
 * balance and allowance. The deposit always goes to the origin depository;
 * the solver then delivers on the destination what the stored fill plan
 * says. Throws a ServiceError (4xx) for anything it cannot quote.
 */
export async function buildQuote(
  context: QuoteContext,
  request: QuoteRequest,
  apiKey: string | null,
): Promise<BuiltQuote> {
  checkDepositAddressOptions(request)
  // Every route runs the same text checks (a Solana route's referrer once reached the store unchecked: a 500).
  if (request.referrer !== undefined) requirePrintableText(request.referrer, 'referrer', MAX_REFERRER_LENGTH)
  assertRouteOpen(context, request)
  const { svmChain } = context
  if (svmChain && touchesSvm(context, request)) return buildSvmQuote({ ...context, svmChain }, request, apiKey)
  const inputs = validateQuoteRequest(context, request)
  const state = await readQuoteChainState(context, inputs)
  const { priced, plan, inUsd, sponsorship, gasTopup } = await priceFill(context, inputs, state, apiKey)
  const { orderData, requestId, deadline } = buildOrderData(context, inputs, priced, state)
  const amountIn = priced.fees.amountIn
  // A deposit address replaces the approval and the depository call with a plain transfer to an address of the devnet.
  const { steps, userGas, permit, depositAddress } = request.useDepositAddress
    ? { ...(await buildDepositAddressSteps({ inputs, requestId, amountIn })), permit: undefined }
    : {
        ...(await buildQuoteSteps({
          inputs,
          requestId,
          amountIn,
          allowance: state.allowance,
          originTime: state.originBlock.timestamp,
          depositGas: state.depositGas,
        })),
        depositAddress: undefined,
      }
  const { origin, destination, currencyIn, currencyOut } = inputs
  const response: DevnetQuote = {
    steps,
    ...buildQuoteDetails(context, { inputs, state, priced, inUsd, userGas, sponsorship, gasTopup }),
    protocol: {
      v2: {
        orderId: requestId,
        orderData,
        paymentDetails: {
          chainId: origin.slug,
          depository: origin.contracts.depository,
          currency: currencyIn.address,
          amount: amountIn.toString(),
        },
      },
    },
  }
  const priceIn = { decimals: currencyIn.decimals, usdPrice: context.pricing.usdPrices[currencyIn.key] }
  if (sponsorship) response.feeSponsorship = { quoted: sponsorshipPhase(sponsorship, priceIn), actual: null }
  const record: NewRequest = {
    id: requestId,
    apiKey,
    operation: inputs.operation,
    tradeType: request.tradeType,
    user: inputs.user,
    recipient: inputs.recipient,
    refundTo: request.useDepositAddress ? depositAddressRefundTo(request) : (request.refundTo ?? null),
    referrer: request.referrer ?? null,
    originChainId: origin.id,
    destinationChainId: destination.id,
    currencyIn: { address: currencyIn.address, symbol: currencyIn.symbol },
    currencyOut: { address: currencyOut.address, symbol: currencyOut.symbol },
    amountIn,
    amountOut: priced.expectedOut,
    amountInUsd: formatUnits(inUsd, 6),
    deadline,
    quoteRequest: request,
    quoteResponse: response,
    fillPlan: fillPlanToJson(plan),
    permit: permit ? permitToJson(permit) : null,
    // Charged to the key's sponsor right before the fill (solver/chargeSponsor.ts).
    ...(apiKey && sponsorship && sponsorship.total > 0n
      ? {
          feeSponsorship: {
            apiKey,
            amount: sponsorship.total,
            amountUsdMicros: sponsorshipChargeUsdMicros(sponsorship, priceIn),
          },
        }
      : {}),
  }
  return { response, record, depositAddress }
}
