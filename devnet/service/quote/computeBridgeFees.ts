import type { TradeType } from '../../../src/api/schemas'

export interface BridgeFeeInput {
  tradeType: TradeType
  /** The input amount for EXACT_INPUT, the output amount otherwise (smallest unit). */
  amount: bigint
  /** The destination fill's gas, already converted into the bridged currency. */
  relayerGas: bigint
  relayerServiceBps: bigint
  /** One entry per requested app fee. */
  appFeeBps: readonly bigint[]
  /** What the API key's sponsor pays of the fees (`fees.subsidized`): given back to the person. */
  subsidy?: bigint
}

export interface BridgeFees {
  amountIn: bigint
  /** May be zero or negative: the caller turns that into AMOUNT_TOO_LOW. */
  amountOut: bigint
  relayerGas: bigint
  relayerService: bigint
  /** relayerGas + relayerService. */
  relayer: bigint
  app: bigint[]
  appTotal: bigint
  /** Paid by the sponsor: the person's side is `relayer + appTotal - subsidy`. */
  subsidy: bigint
}

/**
 * Same-currency bridge maths. Percentage fees are taken on the amount the
 * person typed (the input for EXACT_INPUT, the output otherwise) and rounded
 * up, so `amountIn = amountOut + relayer + appTotal - subsidy` holds exactly
 * either way and an EXACT_OUTPUT quote delivers exactly what was asked.
 */
export function computeBridgeFees(input: BridgeFeeInput): BridgeFees {
  const bps = (value: bigint) => ceilDiv(input.amount * value, 10_000n)
  const relayerService = bps(input.relayerServiceBps)
  const app = input.appFeeBps.map(bps)
  const appTotal = app.reduce((a, b) => a + b, 0n)
  const relayer = input.relayerGas + relayerService
  const subsidy = input.subsidy ?? 0n
  const fees = relayer + appTotal - subsidy
  const exactInput = input.tradeType === 'EXACT_INPUT'
  return {
    amountIn: exactInput ? input.amount : input.amount + fees,
    amountOut: exactInput ? input.amount - fees : input.amount,
    relayerGas: input.relayerGas,
    relayerService,
    relayer,
    app,
    appTotal,
    subsidy,
  }
}

/** Rounds up for positive results; fees must never come out short. */
function ceilDiv(a: bigint, b: bigint): bigint {
  return a <= 0n ? a / b : (a + b - 1n) / b
}
