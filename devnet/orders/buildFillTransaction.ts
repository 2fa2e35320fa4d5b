import { type Address, encodeFunctionData, type Hex, zeroAddress } from 'viem'
import type { ChainContracts } from '../contracts/deployContracts'
import { poolAbi } from '../contracts/poolAbi'
import { routerAbi } from '../contracts/routerAbi'
import { tokenAbi } from '../contracts/tokenAbi'
import type { FillPlan, PlannedCall } from './FillPlan'

export interface FillTransaction {
  to: Address
  data?: Hex
  value: bigint
  /**
   * The router's calls when the fill goes through it: the solver's own
   * (approve and swap) first, then the request's `txs` from `userCallOffset` on.
   * A `CallFailed(index)` revert names an index into this list.
   */
  routerCalls?: PlannedCall[]
  userCallOffset?: number
}

/**
 * The solver's destination transaction for a plan: a plain transfer or pool
 * swap to the recipient, or, with calls or a gas top-up, the router's
 * `execute` (funded by the solver, its own calls first, then `txs`, the
 * output swept to the recipient). `minOut` overrides the
 * plan's floor of an exact-input swap (the quote path uses 0 to estimate gas
 * before the final amounts are known).
 */
export function buildFillTransaction(
  contracts: ChainContracts,
  plan: FillPlan,
  options: { minOut?: bigint } = {},
): FillTransaction {
  const minOut = options.minOut ?? plan.minOut
  const isNative = (token: Address) => BigInt(token) === 0n
  const pool = plan.pool ?? contracts.pool
  const topup = plan.gasTopup ?? 0n
  if (!plan.calls && topup === 0n) {
    if (plan.delivery === 'transfer') {
      if (isNative(plan.outToken)) return { to: plan.recipient, value: plan.expectedOut }
      return {
        to: plan.outToken,
        value: 0n,
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [plan.recipient, plan.expectedOut] }),
      }
    }
    return { to: pool, ...swapCall(plan, plan.recipient, minOut) }
  }

  const prefix: PlannedCall[] = []
  let fundToken: Address
  let fundAmount: bigint
  if (plan.delivery === 'transfer') {
    fundToken = plan.outToken
    fundAmount = plan.expectedOut
  } else {
    fundToken = plan.spendToken
    fundAmount = plan.spendAmount
    if (!isNative(plan.spendToken)) {
      prefix.push({
        to: plan.spendToken,
        value: 0n,
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [pool, plan.spendAmount] }),
      })
    }
    const swap = swapCall(plan, contracts.router, minOut)
    prefix.push({ to: pool, value: swap.value, data: swap.data })
  }
  // The gas top-up is the solver's own part too: the router hands the recipient that much ETH from the fill's value.
  if (topup > 0n) prefix.push({ to: plan.recipient, value: topup, data: '0x' })
  const routerCalls = [...prefix, ...(plan.calls ?? [])]
  const data = encodeFunctionData({
    abi: routerAbi,
    functionName: 'execute',
    args: [
      isNative(fundToken) ? zeroAddress : fundToken,
      isNative(fundToken) ? 0n : fundAmount,
      routerCalls.map((c) => ({ to: c.to, value: c.value, data: c.data })),
      [plan.outToken],
      plan.recipient,
    ],
  })
  return {
    to: contracts.router,
    data,
    value: (isNative(fundToken) ? fundAmount : 0n) + topup,
    routerCalls,
    userCallOffset: prefix.length,
  }
}

function swapCall(plan: FillPlan, to: Address, minOut: bigint): { data: Hex; value: bigint } {
  const value = BigInt(plan.spendToken) === 0n ? plan.spendAmount : 0n
  const data = plan.exactOut
    ? encodeFunctionData({
        abi: poolAbi,
        functionName: 'swapExactOut',
        args: [plan.spendToken, plan.outToken, plan.expectedOut, plan.spendAmount, to],
      })
    : encodeFunctionData({
        abi: poolAbi,
        functionName: 'swapExactIn',
        args: [plan.spendToken, plan.outToken, plan.spendAmount, minOut, to],
      })
  return { data, value }
}
