import { type Address, type Hex, HttpRequestError, hexToBytes, type PublicClient, TimeoutError } from 'viem'
import type { DevnetChain, DevnetContext } from '../../DevnetContext'
import { buildFillTransaction } from '../../orders/buildFillTransaction'
import type { FillPlan } from '../../orders/FillPlan'
import { ServiceError } from '../ServiceError'

/** An `eth_estimateGas` outcome, kept as a value so an estimate started early never rejects on its own. */
export type GasEstimate = { gas: bigint } | { error: unknown }

/** A call fill that cannot be simulated at quote time (it may revert on purpose) is priced at this much gas, plus CALL_GAS per call. */
const CALL_BASE_GAS = 150_000n
const CALL_GAS = 100_000n

/** `eth_estimateGas` of one transaction; a failure is the outcome's `error`. */
export async function estimateGasOutcome(
  client: PublicClient,
  tx: { from: Address; to: Address; data?: Hex; value: bigint },
): Promise<GasEstimate> {
  try {
    return { gas: await client.estimateGas({ account: tx.from, to: tx.to, data: tx.data, value: tx.value }) }
  } catch (error) {
    return { error }
  }
}

/** Simulates the solver's fill of `plan` on `chain` (amounts at zero relayer gas: the fill's gas hardly moves with them). */
export function estimateFill(
  context: Pick<DevnetContext, 'solver'>,
  chain: DevnetChain,
  plan: FillPlan,
): Promise<GasEstimate> {
  const tx = buildFillTransaction(chain.contracts, plan, { minOut: 0n })
  return estimateGasOutcome(chain.client, { from: context.solver.address, to: tx.to, data: tx.data, value: tx.value })
}

/**
 * The fill's gas from its estimate. A transfer or swap that reverts now will revert at fill time too (a recipient
 * that cannot take ETH): NO_QUOTES. A call may revert on purpose (the devnet lets it, so the failure can be seen),
 * so it falls back to a fixed estimate. A node that did not answer is that chain's 503, as for any chain read.
 */
export function fillGasOf(estimate: GasEstimate, chain: DevnetChain, plan: FillPlan): bigint {
  if ('gas' in estimate) return estimate.gas
  if (estimate.error instanceof HttpRequestError || estimate.error instanceof TimeoutError) throw estimate.error
  if (plan.calls) return CALL_BASE_GAS + CALL_GAS * BigInt(plan.calls.length)
  throw new ServiceError(
    400,
    'NO_QUOTES',
    `the solver cannot deliver to ${plan.recipient} on chain ${chain.id}: the fill reverts`,
  )
}

/**
 * Intrinsic gas of calldata (EIP-2028: 4 per zero byte, 16 per other byte). The person's deposit is estimated before
 * its request id and final amount are known; the execution does not depend on either (the id is only logged), so
 * the estimate moves by the difference of this between the estimated and the final calldata.
 */
export function calldataGas(data: Hex): bigint {
  let gas = 0n
  for (const byte of hexToBytes(data)) gas += byte === 0 ? 4n : 16n
  return gas
}
