import type { DescribedResponse, Element } from '../../../src/api/description/describedTypes'
import { recordAmounts } from '../../../src/api/recordAmounts'
import {
  type AppFeeEntry,
  type CurrencyAmount,
  FAIL_REASONS,
  REFUND_FAIL_REASONS,
  type RequestRecordBody,
  type RequestTransactionEntryBody,
  requestRecordSchema,
  transactionEntryHash,
} from '../../../src/api/schemas'

/** One request of `GET /requests/v2` as the public API description types it. */
export type RequestV2 = Element<NonNullable<DescribedResponse<'/requests/v2', 'get'>['requests']>>
type DataV2 = NonNullable<RequestV2['data']>
type StatusV2 = NonNullable<RequestV2['status']>
type FailReasonV2 = NonNullable<DataV2['failReason']>
type RefundFailReasonV2 = NonNullable<DataV2['refundFailReason']>
type TransactionV2 = Element<NonNullable<DataV2['inTxs']>>
type CurrencyAmountV2 = NonNullable<NonNullable<DataV2['metadata']>['currencyIn']>

// Compile-time: every reason the devnet records is one v2 describes, so the checks below may narrow to them.
const V2_FAIL_REASONS: readonly FailReasonV2[] = FAIL_REASONS
const V2_REFUND_FAIL_REASONS: readonly RefundFailReasonV2[] = REFUND_FAIL_REASONS.filter(
  (r): r is RefundFailReasonV2 => r !== 'N/A',
)

/**
 * v2 has no `submitted` (the solver's fill is on its way: still `pending` to
 * a v2 reader) and, per its description, says `refund` where a webhook says
 * `fallback`.
 */
const STATUS_V2: Record<RequestRecordBody['status'], StatusV2> = {
  waiting: 'waiting',
  depositing: 'depositing',
  pending: 'pending',
  submitted: 'pending',
  success: 'success',
  failure: 'failure',
  refund: 'refund',
  fallback: 'refund',
}

/**
 * A section 2.5 request record (what `/requests/v3` serves) in the shape of
 * `/requests/v2`: transactions carry `hash`, the deposit address names its
 * `depositAddressType`, app fees are a list (with `paidAppFees` for what was
 * paid out), the currencies (read from the v3 route) are `currencyObject` and `metadata.currencyIn` /
 * `currencyOut`; fields v2 does not describe (or describes without null) are
 * left out rather than sent in another shape.
 */
export function toRequestV2(record: RequestRecordBody): RequestV2 {
  const { data } = record
  const { currencyIn, currencyOut } = recordAmounts(requestRecordSchema.parse(record))
  const appFees = data.appFees
  const failReason = V2_FAIL_REASONS.find((r) => r === data.failReason)
  const refundFailReason = V2_REFUND_FAIL_REASONS.find((r) => r === data.refundFailReason)
  const v2: DataV2 = {
    ...(data.slippageTolerance != null && { slippageTolerance: data.slippageTolerance }),
    ...(failReason && { failReason }),
    ...(refundFailReason && { refundFailReason }),
    supersededByRequestId: record.supersededByRequestId ?? null,
    ...(data.failedTxHash != null && { failedTxHash: data.failedTxHash }),
    ...(data.failedTxBlockNumber != null && { failedTxBlockNumber: data.failedTxBlockNumber }),
    ...(data.failedCallData != null && {
      failedCallData: {
        from: data.failedCallData.from,
        to: data.failedCallData.to,
        data: data.failedCallData.data,
        value: data.failedCallData.value,
      },
    }),
    subsidizedRequest: data.feeSponsorship?.quoted != null,
    inTxs: (data.inTxs ?? []).map(toTransactionV2),
    outTxs: (data.outTxs ?? []).map(toTransactionV2),
    ...(currencyIn?.currency && {
      currency: currencyIn.currency.symbol.toLowerCase(),
      currencyObject: currencyIn.currency,
    }),
    ...(appFees?.currency && { appFeeCurrencyObject: appFees.currency }),
    ...(appFees && {
      appFees: (appFees.quoted ?? []).map(toAppFeeV2),
      paidAppFees: (appFees.actual ?? []).map(toAppFeeV2),
    }),
    metadata: {
      ...(record.sender && { sender: record.sender }),
      ...(record.recipient && { recipient: record.recipient }),
      ...(currencyIn && { currencyIn: toCurrencyAmountV2(currencyIn) }),
      ...(currencyOut && { currencyOut: toCurrencyAmountV2(currencyOut) }),
    },
    ...(currencyOut && { price: currencyOut.amount }),
    ...(data.usesExternalLiquidity !== undefined && { usesExternalLiquidity: data.usesExternalLiquidity }),
    ...(data.timeEstimate != null && { timeEstimate: data.timeEstimate }),
    ...(data.triggeredByFastFill != null && { triggeredByFastFill: data.triggeredByFastFill }),
  }
  return {
    id: record.id,
    status: STATUS_V2[record.status],
    user: record.user,
    recipient: record.recipient,
    depositAddress: record.depositAddress
      ? {
          address: record.depositAddress.address,
          ...(isAddressType(record.depositAddress.type) && { depositAddressType: record.depositAddress.type }),
          depositor: record.depositAddress.depositor ?? null,
          depositTxHash: record.depositAddress.depositTxHash ?? null,
        }
      : null,
    data: v2,
    ...(typeof data.referrer === 'string' && { referrer: data.referrer }),
    ...(record.createdAt !== undefined && { createdAt: isoTime(record.createdAt) }),
    ...(record.updatedAt !== undefined && { updatedAt: isoTime(record.updatedAt) }),
  }
}

function toTransactionV2(entry: RequestTransactionEntryBody): TransactionV2 {
  const hash = transactionEntryHash(entry)
  return {
    ...(hash && { hash }),
    ...(entry.fee !== undefined && { fee: entry.fee }),
    data: entry.data,
    stateChanges: entry.stateChanges,
    ...(entry.block != null && { block: entry.block }),
    ...(entry.type !== undefined && { type: entry.type }),
    ...(entry.chainId !== undefined && { chainId: entry.chainId }),
    ...(entry.timestamp != null && { timestamp: entry.timestamp }),
    ...((entry.status === 'success' || entry.status === 'failure') && { status: entry.status }),
  }
}

function toAppFeeV2(fee: AppFeeEntry): Element<NonNullable<DataV2['appFees']>> {
  return {
    recipient: fee.recipient,
    bps: fee.bps,
    amount: fee.amount,
    ...(fee.amountUsd !== undefined && { amountUsd: fee.amountUsd, amountUsdCurrent: fee.amountUsd }),
  }
}

function toCurrencyAmountV2(amount: CurrencyAmount): CurrencyAmountV2 {
  return {
    ...(amount.currency && { currency: amount.currency }),
    amount: amount.amount,
    ...(amount.amountFormatted !== undefined && { amountFormatted: amount.amountFormatted }),
    ...(amount.amountUsd !== undefined && { amountUsd: amount.amountUsd, amountUsdCurrent: amount.amountUsd }),
    ...(amount.minimumAmount !== undefined && { minimumAmount: amount.minimumAmount }),
  }
}

function isAddressType(type: string | undefined): type is 'strict' | 'open' {
  return type === 'strict' || type === 'open'
}

function isoTime(value: string | number): string {
  return typeof value === 'number' ? new Date(value).toISOString() : value
}
