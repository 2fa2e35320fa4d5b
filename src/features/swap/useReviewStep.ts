import { useState } from 'react'

/**
 * The Review step (peers' Review, then Confirm): the first press on the main button shows the review of the quote
 * of this request, the second starts the transfer. Any change of the request, or a journey under way, ends it.
 */
export function useReviewStep(args: { requestKey: string | undefined; hasQuote: boolean; journey: boolean }): {
  reviewing: boolean
  open: () => void
  close: () => void
} {
  const [reviewKey, setReviewKey] = useState<string>()
  const reviewing = reviewKey !== undefined && reviewKey === args.requestKey && args.hasQuote && !args.journey
  return { reviewing, open: () => setReviewKey(args.requestKey), close: () => setReviewKey(undefined) }
}
