import { useQuery } from '@tanstack/react-query'
import { recordAmounts } from '../../api/recordAmounts'
import { requestRecordQueryOptions } from '../../api/requestRecordQueryOptions'
import type { NetworkProfile } from '../../config/networks'
import { siteProxyUrl } from '../../config/siteProxyUrl'
import type { TransferView } from '../../transfer/session/transferPlan'
import type { TransferState } from '../../transfer/session/transferSession'

/**
 * What arrived for a transfer paid to a deposit address that takes any amount: only the request's record knows
 * (the person may have sent more or less than the quote's amount), read once the transfer has succeeded. Undefined
 * until then, for an exact-amount address (its quote says it), or when the record has no output.
 */
export function useArrivedAmount(state: TransferState, profile: NetworkProfile): TransferView['arrives'] {
  const done = state.kind === 'done' && state.status.status === 'success' ? state : undefined
  const requestId = done?.view.requestId
  const wanted = Boolean(requestId && done?.view.deposit && !done.view.deposit.strict)
  const record = useQuery({
    ...requestRecordQueryOptions({
      proxyBaseUrl: siteProxyUrl(profile.id),
      serviceUrl: profile.serviceUrl,
      requestId: requestId ?? '',
      revision: 'success',
    }),
    enabled: wanted,
  })
  if (!wanted || !record.data) return undefined
  const out = recordAmounts(record.data).currencyOut
  if (!out?.currency || !out.amount) return undefined
  return {
    amount: out.amount,
    symbol: out.currency.symbol,
    decimals: out.currency.decimals,
    recipient: record.data.recipient,
  }
}
