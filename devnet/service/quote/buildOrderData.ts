import { randomBytes } from 'node:crypto'
import { encodeAbiParameters, type Hex, keccak256, stringToBytes, toHex } from 'viem'
import type { DevnetContext } from '../../DevnetContext'
import type { OrderData } from './devnetQuote'
import type { PricedQuote } from './priceQuote'
import type { QuoteChainState } from './readQuoteChainState'
import type { QuoteInputs } from './validateQuoteRequest'

export interface BuiltOrder {
  /** The `protocol.v2.orderData` of the quote. */
  orderData: OrderData
  /** keccak256 of the order: the request id the deposit names. */
  requestId: Hex
  /** Unix seconds. */
  deadline: number
}

/**
 * The `protocol.v2` order of a quote: what is paid on the origin (and
 * refunded there on failure), what the destination pays out, and by when.
 * Its hash is the request id, so the deposit ties to exactly this order.
 */
export function buildOrderData(
  context: Pick<DevnetContext, 'pricing' | 'solver'>,
  inputs: QuoteInputs,
  priced: PricedQuote,
  state: Pick<QuoteChainState, 'originBlock' | 'destinationBlock'>,
): BuiltOrder {
  const { origin, destination, currencyIn, currencyOut, calls, appFees } = inputs
  const { fees } = priced
  const now = Math.floor(Date.now() / 1000)
  // Compared with the deposit's block time and the destination's at fill time, which a time warp moves ahead of the wall clock.
  const deadline =
    Math.max(now, Number(state.originBlock.timestamp), Number(state.destinationBlock.timestamp)) +
    context.pricing.quoteTtlSeconds
  const payee = calls ? destination.contracts.router : inputs.recipient
  const orderData: OrderData = {
    version: 'v1',
    solverChainId: origin.slug,
    solver: context.solver.address,
    salt: toHex(randomBytes(32)),
    inputs: [
      {
        payment: { chainId: origin.slug, currency: currencyIn.address, amount: fees.amountIn.toString(), weight: '1' },
        refunds: [
          {
            chainId: origin.slug,
            recipient: inputs.refundTo,
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
  return { orderData, requestId: keccak256(stringToBytes(JSON.stringify(orderData))), deadline }
}
