import type { TradeType } from '../../../src/api/schemas'
import { poolAmountIn, poolAmountOut } from '../../contracts/poolMath'
import { ServiceError } from '../ServiceError'
import { type BridgeFees, computeBridgeFees } from './computeBridgeFees'

export interface PriceQuoteInput {
  tradeType: TradeType
  /** The input for EXACT_INPUT, the output otherwise (smallest units). */
  amount: bigint
  delivery: 'transfer' | 'swap'
  /** Pool reserves on the destination, spend side first (swap only). */
  reserves?: { in: bigint; out: bigint }
  /** Destination gas, already in the input currency. */
  relayerGas: bigint
  relayerServiceBps: bigint
  appFeeBps: readonly bigint[]
  slippageBps: bigint
  /** What the sponsor pays (input units): the budget grows by it (EXACT_INPUT) or the deposit shrinks by it. */
  subsidy?: bigint
}

export interface PricedQuote {
  /** `fees.amountIn` is the deposit; `fees.amountOut` is the budget the fill may spend on the destination. */
  fees: BridgeFees
  budget: bigint
  expectedOut: bigint
  /** The floor of section 2.3 `minimumAmount`: what slippage may take away. */
  minOut: bigint
  exactOut: boolean
  /** What the pool asks for `expectedOut` right now; the rest of the budget is slippage headroom (EXACT_OUTPUT swaps). */
  neededIn: bigint
}

/**
 * The quote maths of every operation. Fees come out of the input, as for a
 * bridge (`computeBridgeFees`), and what is left (the budget) buys the
 * output: one for one for a transfer, through the pool for a swap.
 * EXACT_OUTPUT swaps carry the slippage as input headroom so the exact output
 * can still be bought after a small move; the other trade types carry it as a
 * lower `minOut`.
 */
export function priceQuote(input: PriceQuoteInput): PricedQuote {
  const { tradeType, amount, delivery, slippageBps } = input
  const feesOn = (tt: TradeType, value: bigint) =>
    computeBridgeFees({
      tradeType: tt,
      amount: value,
      relayerGas: input.relayerGas,
      relayerServiceBps: input.relayerServiceBps,
      appFeeBps: input.appFeeBps,
      subsidy: input.subsidy,
    })
  const swapOut = (budget: bigint) => {
    const r = requireReserves(input)
    return poolAmountOut(budget, r.in, r.out)
  }
  const swapIn = (out: bigint) => {
    const r = requireReserves(input)
    const needed = poolAmountIn(out, r.in, r.out)
    if (needed === undefined) {
      throw new ServiceError(400, 'INSUFFICIENT_LIQUIDITY', `the pool cannot pay ${out} (it holds ${r.out})`, {
        reserveOut: r.out.toString(),
      })
    }
    return needed
  }
  const withSlippage = (out: bigint) => (delivery === 'swap' ? (out * (10_000n - slippageBps)) / 10_000n : out)

  if (tradeType === 'EXACT_INPUT') {
    const fees = feesOn('EXACT_INPUT', amount)
    const budget = fees.amountOut
    if (budget <= 0n) throw tooLow(fees)
    const expectedOut = delivery === 'transfer' ? budget : swapOut(budget)
    if (expectedOut <= 0n) throw tooLow(fees)
    return { fees, budget, expectedOut, minOut: withSlippage(expectedOut), exactOut: false, neededIn: budget }
  }
  const expectedOut = amount
  const neededIn = delivery === 'transfer' ? amount : swapIn(amount)
  const exactOut = tradeType === 'EXACT_OUTPUT' && delivery === 'swap'
  const budget = exactOut ? ceilDiv(neededIn * (10_000n + slippageBps), 10_000n) : neededIn
  const fees = feesOn('EXACT_OUTPUT', budget)
  return { fees, budget, expectedOut, minOut: exactOut ? expectedOut : withSlippage(expectedOut), exactOut, neededIn }
}

function requireReserves(input: PriceQuoteInput): { in: bigint; out: bigint } {
  if (!input.reserves || input.reserves.in === 0n || input.reserves.out === 0n) {
    throw new ServiceError(400, 'INSUFFICIENT_LIQUIDITY', 'the destination pool has no liquidity')
  }
  return input.reserves
}

function tooLow(fees: BridgeFees): ServiceError {
  const total = fees.relayer + fees.appTotal - fees.subsidy
  return new ServiceError(
    400,
    'AMOUNT_TOO_LOW',
    `amount is too low to cover the fees of ${total} (smallest units of the input currency)`,
    {
      minimumAmount: (total + 1n).toString(),
    },
  )
}

function ceilDiv(a: bigint, b: bigint): bigint {
  return (a + b - 1n) / b
}
