import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { QUOTE_QUERY_ROOT, quoteRequestKey } from '../../api/quoteQueryOptions'
import type { QuoteRequest } from '../../api/schemas/quote'
import { useQuote } from '../../api/useQuote'
import { createQuoteDebounce } from './quoteDebounce'
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
  /**
   * What the person typed, when the page has it: a keystroke that leaves the request as it was ("1" to "1.") still
   * tells that typing goes on, and sets the pace of the debounce.
   */
  typed?: string
}): UseQuoteReviewReturnType {
  const formKey = quoteRequestKey(args.request)
  const quoted = useDebouncedRequest(args.request, formKey, args.typed)
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

type Settled = { request: QuoteRequest | undefined; key: string | undefined }

/** The request once it has stopped changing (quoteDebounce.ts: at the person's pace), compared by identity. */
function useDebouncedRequest(request: QuoteRequest | undefined, key: string | undefined, typed?: string): Settled {
  const [settled, setSettled] = useState<Settled>({ request, key })
  const [debounce] = useState(() => createQuoteDebounce<Settled>(setSettled))
  useEffect(() => debounce.cancel, [debounce])
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new object with the same fields is the same request.
  useEffect(() => debounce.change(key === settled.key ? undefined : { request, key }), [key, typed])
  return settled
}
