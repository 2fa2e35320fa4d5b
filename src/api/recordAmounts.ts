import type { CurrencyAmount } from './schemas/currency'
import type { RequestRecord } from './schemas/requests'

/** A record as far as its amounts go (the parsed record, or its `data` alone). */
type WithRoute = { data: Pick<RequestRecord['data'], 'route' | 'refundCurrencyData'> }

/**
 * What a request record says went in and came out, where the public record
 * has it (`/requests/v3` carries no `data.metadata`): `data.route`, what
 * happened (`actual`) before what was quoted, the input on the origin side
 * and the output on the destination side (the origin's output for a
 * same-chain route); and `data.refundCurrencyData`, what a refund gave back.
 */
export function recordAmounts(record: WithRoute | undefined): {
  currencyIn?: CurrencyAmount
  currencyOut?: CurrencyAmount
  refund?: CurrencyAmount
} {
  const route = record?.data.route
  const phases = [route?.actual, route?.quoted]
  const first = (pick: (phase: NonNullable<(typeof phases)[number]>) => CurrencyAmount | null | undefined) => {
    for (const phase of phases) {
      const found = phase ? pick(phase) : undefined
      if (found) return found
    }
    return undefined
  }
  return {
    currencyIn: first((p) => p.origin?.inputCurrency),
    currencyOut: first((p) => p.destination?.outputCurrency ?? (p.destination ? undefined : p.origin?.outputCurrency)),
    refund: record?.data.refundCurrencyData ?? undefined,
  }
}

/** The origin chain of a record: its first incoming transaction's, or its currency's. */
export function inChainOf(record: RequestRecord | undefined): number | undefined {
  return record?.data.inTxs[0]?.chainId ?? recordAmounts(record).currencyIn?.currency?.chainId
}

/** The destination chain of a record: its quoted currency's, or its first outgoing transaction's. */
export function outChainOf(record: RequestRecord | undefined): number | undefined {
  return recordAmounts(record).currencyOut?.currency?.chainId ?? record?.data.outTxs[0]?.chainId
}
