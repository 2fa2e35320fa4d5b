import { evaluateDeposit } from '../solver/evaluateDeposit'
import type { DepositEvent } from '../store/DepositsTable'
import type { DevnetStore } from '../store/DevnetStore'
import type { DepositDecision } from '../store/recordDepositEvent'
import type { NewRequest, RequestRecord } from '../store/requestRecord'

/**
 * A depository Deposit made by a deposit address's sweep, as the deposit of
 * the transfer it swept: that transfer's hash, position, block and time, and
 * its sender as the depositor (what records show as `depositTxHash` and
 * `depositor`, and whom an open address refunds). Undefined for any other
 * Deposit.
 */
export async function attributeSweptDeposit(
  store: Pick<DevnetStore, 'depositAddresses'>,
  event: DepositEvent,
): Promise<DepositEvent | undefined> {
  const arrival = await store.depositAddresses.findBySweep(event.chainId, event.txHash)
  if (!arrival) return undefined
  return {
    ...event,
    txHash: arrival.txHash,
    logIndex: arrival.logIndex,
    blockNumber: arrival.blockNumber,
    blockTimestamp: arrival.blockTimestamp,
    depositor: arrival.sender,
  }
}

/** `evaluateDeposit` for a deposit that came through a deposit address: the wrong chain is DEPOSIT_ADDRESS_MISMATCH. */
export function evaluateDepositAddressDeposit(
  deposit: DepositEvent,
  request: RequestRecord | undefined,
  derive: (parent: RequestRecord | undefined) => NewRequest,
): DepositDecision {
  const decision = evaluateDeposit(deposit, request, derive)
  if (decision.transition?.failReason !== 'DEPOSIT_CHAIN_MISMATCH') return decision
  return { ...decision, transition: { ...decision.transition, failReason: 'DEPOSIT_ADDRESS_MISMATCH' } }
}
