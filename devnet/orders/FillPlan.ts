import { type Address, getAddress, type Hex } from 'viem'
import type { TradeType } from '../../src/api/schemas'

/** The operations of section 1 as the devnet records them (`details.operation`, the stored `operation`). */
export type Operation = 'bridge' | 'swap' | 'send' | 'wrap' | 'unwrap' | 'call'

/** One destination call of a call action (section 2.1 `txs`). */
export interface PlannedCall {
  to: Address
  value: bigint
  data: Hex
}

/**
 * What a quote promised and the solver must deliver on the destination
 * chain, fixed at quote time and stored with the request. The solver
 * re-validates it against the chain at fill time (prices, deadline, its own
 * inventory) and builds the fill transaction from it alone.
 *
 * `delivery` is how the output comes to be: `transfer` pays `outToken` from
 * the solver's inventory at a fixed rate (bridge, send, wrap, unwrap,
 * ETH<->WETH across chains); `swap` trades `spendToken` for `outToken` in the
 * destination pool. With `calls`, the output goes to the router, which runs
 * them and hands what is left to `recipient`.
 */
export interface FillPlan {
  operation: Operation
  tradeType: TradeType
  delivery: 'transfer' | 'swap'
  /** Destination-chain currency the solver spends (the zero address is ETH). For `transfer` it is `outToken`. */
  spendToken: Address
  /** The most the fill may spend of `spendToken`. */
  spendAmount: bigint
  outToken: Address
  expectedOut: bigint
  minOut: bigint
  /** Exactly `expectedOut` must arrive (EXACT_OUTPUT through the pool). */
  exactOut: boolean
  recipient: Address
  slippageBps: number
  /** The destination pool a swap trades in; absent (plans from before MEME/USDC) means the WETH/USDC pool. */
  pool?: Address
  calls: PlannedCall[] | undefined
  /** Paid from the origin depository, in the origin currency, once the fill succeeded. */
  appFees: { recipient: Address; bps: bigint; amount: bigint }[]
  /** Wei the fill also sends `recipient` (`topupGas`); absent or 0: none. The fill then goes through the router. */
  gasTopup?: bigint
}

/** JSON form kept in `requests.fill_plan` (bigints as decimal strings). */
export function fillPlanToJson(plan: FillPlan): Record<string, unknown> {
  return {
    version: 1,
    ...plan,
    spendAmount: plan.spendAmount.toString(),
    expectedOut: plan.expectedOut.toString(),
    minOut: plan.minOut.toString(),
    calls: plan.calls?.map((c) => ({ to: c.to, value: c.value.toString(), data: c.data })),
    appFees: plan.appFees.map((f) => ({ recipient: f.recipient, bps: f.bps.toString(), amount: f.amount.toString() })),
    gasTopup: plan.gasTopup?.toString(),
  }
}

interface FillPlanJson {
  operation: Operation
  tradeType: TradeType
  delivery: 'transfer' | 'swap'
  spendToken: string
  spendAmount: string
  outToken: string
  expectedOut: string
  minOut: string
  exactOut: boolean
  recipient: string
  slippageBps: number
  pool?: string
  calls?: { to: string; value: string; data: string }[]
  appFees: { recipient: string; bps: string; amount: string }[]
  gasTopup?: string
}

/**
 * The stored plan, or for a request quoted before plans existed (a same-currency
 * bridge) the plan its record implies.
 */
export function fillPlanFromRecord(record: {
  fillPlan: unknown
  operation: string
  tradeType: string
  recipient: string
  currencyOut: { address: string }
  amountOut: bigint
}): FillPlan {
  const json = record.fillPlan as FillPlanJson | null
  if (!json) {
    const token = getAddress(record.currencyOut.address)
    return {
      operation: 'bridge',
      tradeType: record.tradeType as TradeType,
      delivery: 'transfer',
      spendToken: token,
      spendAmount: record.amountOut,
      outToken: token,
      expectedOut: record.amountOut,
      minOut: record.amountOut,
      exactOut: false,
      recipient: getAddress(record.recipient),
      slippageBps: 0,
      calls: undefined,
      appFees: [],
    }
  }
  return {
    operation: json.operation,
    tradeType: json.tradeType,
    delivery: json.delivery,
    spendToken: getAddress(json.spendToken),
    spendAmount: BigInt(json.spendAmount),
    outToken: getAddress(json.outToken),
    expectedOut: BigInt(json.expectedOut),
    minOut: BigInt(json.minOut),
    exactOut: json.exactOut,
    recipient: getAddress(json.recipient),
    slippageBps: json.slippageBps,
    ...(json.pool ? { pool: getAddress(json.pool) } : {}),
    calls: json.calls?.map((c) => ({ to: getAddress(c.to), value: BigInt(c.value), data: c.data as Hex })),
    appFees: json.appFees.map((f) => ({
      recipient: getAddress(f.recipient),
      bps: BigInt(f.bps),
      amount: BigInt(f.amount),
    })),
    ...(json.gasTopup ? { gasTopup: BigInt(json.gasTopup) } : {}),
  }
}
