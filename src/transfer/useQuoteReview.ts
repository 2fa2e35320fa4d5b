import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { QUOTE_DEBOUNCE_MS } from '../api/quotePolicy'
import { QUOTE_QUERY_ROOT, quoteRequestKey } from '../api/quoteQueryOptions'
import type { QuoteRequest } from '../api/schemas/quote'
import { useQuote } from '../api/useQuote'
import {
  acceptQuote,
  confirmImpact,
  EMPTY_REVIEW,
  type ExecutableQuote,
  executableQuote,
  type QuoteReview,
  type QuoteReviewState,
  rememberShown,
  reviewQuote,
} from './quoteReview'

export type UseQuoteReviewReturnType = QuoteReview & {
  /** The quote request failed for what the form says now. */
  error: Error | undefined
  /** Asking for the first quote of this request. */
  loading: boolean
  /** Asking again (a refresh) while a quote is shown. */
  refreshing: boolean
  accept: () => void
  setImpactConfirmed: (confirmed: boolean) => void
  /** The quote to sign now: refetched first when it is too old. */
  prepare: () => Promise<ExecutableQuote>
  /** Forgets every quote: a quote is executed once, the next transfer gets a new one. */
  discard: () => void
}

/**
 * The quote journey before signing, shared by every page that quotes: the
 * request is quoted once it stops changing, refreshed while under review
 * (not while `paused`), and reviewed by the rules of `quoteReview.ts`.
 */
export function useQuoteReview(args: {
  baseUrl: string
  request: QuoteRequest | undefined
  paused: boolean
}): UseQuoteReviewReturnType {
  const formKey = quoteRequestKey(args.request)
  const quoted = useDebouncedRequest(args.request, formKey)
  const query = useQuote({ baseUrl: args.baseUrl, request: quoted.request, refresh: !args.paused })
  const queryClient = useQueryClient()
  const [state, setState] = useState<QuoteReviewState>(EMPTY_REVIEW)
  const review = reviewQuote(state, { formKey, quotedKey: quoted.key, quote: query.data })
  // React's "adjust state while rendering": the first output shown for a request is what later quotes are held to.
  const shown = rememberShown(state, review)
  if (shown !== state) setState(shown)

  const matches = formKey !== undefined && formKey === quoted.key
  return {
    ...review,
    error: matches ? (query.error ?? undefined) : undefined,
    loading: matches && query.isFetching && !review.quote,
    refreshing: matches && query.isFetching,
    accept: () => setState((s) => acceptQuote(s, review)),
    setImpactConfirmed: (confirmed) => setState((s) => confirmImpact(s, review, confirmed)),
    prepare: () =>
      executableQuote({
        state,
        review,
        quotedAt: query.dataUpdatedAt,
        now: Date.now(),
        // A refresh that failed keeps the old quote as its data: that one is too old to sign, so it is no answer.
        refetch: async () => {
          const result = await query.refetch()
          return result.isError ? undefined : result.data
        },
      }),
    discard: () => queryClient.removeQueries({ queryKey: QUOTE_QUERY_ROOT }),
  }
}

/** The request once it has stopped changing for QUOTE_DEBOUNCE_MS, compared by identity, not by object. */
function useDebouncedRequest(
  request: QuoteRequest | undefined,
  key: string | undefined,
): { request: QuoteRequest | undefined; key: string | undefined } {
  const [settled, setSettled] = useState({ request, key })
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object with the same fields is the same request.
  useEffect(() => {
    if (key === settled.key) return
    const timer = setTimeout(() => setSettled({ request, key }), QUOTE_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [key, settled.key])
  return settled
}
