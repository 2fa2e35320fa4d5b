import { useCallback, useRef } from 'react'
import type { QuoteResponse } from '../api/schemas/quote'
import type { GuestChannel } from '../features/embed/createGuestChannel'
import { quoteSummaryLine } from '../transfer/quote/quoteSummaryLine'

/** Tells the embed's host page of each new quote; the same quote again (a refresh with the same numbers) is not news. */
export function useReportQuote(channel: GuestChannel): (quote: QuoteResponse | undefined) => void {
  const lastQuote = useRef<string | undefined>(undefined)
  return useCallback(
    (quote: QuoteResponse | undefined) => {
      if (!quote) return
      const { currencyIn, currencyOut } = quote.details
      const requestId = quote.steps.find((s) => s.requestId)?.requestId
      const key = `${requestId}:${currencyIn?.amount}:${currencyOut?.amount}`
      if (key === lastQuote.current) return
      lastQuote.current = key
      channel.post('quote', {
        summary: quoteSummaryLine(quote),
        originChainId: currencyIn?.currency?.chainId ?? 0,
        destinationChainId: currencyOut?.currency?.chainId ?? 0,
        amountIn: currencyIn?.amount ?? '0',
        amountOut: currencyOut?.amount ?? '0',
        currencyIn: currencyIn?.currency?.address ?? '',
        currencyOut: currencyOut?.currency?.address ?? '',
      })
    },
    [channel],
  )
}
