import { Notice } from '../../ui/Notice'
import type { UseQuoteReviewReturnType } from './useQuoteReview'

/** Why there is no quote yet: the service's refusal in words, or that one is being asked for. */
export function QuoteStatus(props: {
  review: UseQuoteReviewReturnType
  busy: boolean
  loadingText: string
  /** The refusal said the page's way, when it knows more (a recipient that cannot receive the token). */
  errorText?: string
}) {
  const { review } = props
  return (
    <>
      {review.error && !props.busy && (
        <Notice tone="error" testId="quote-error">
          {props.errorText ?? review.error.message}
        </Notice>
      )}
      {review.loading && (
        <p role="status" className="text-sm text-slate-500">
          {props.loadingText}
        </p>
      )}
    </>
  )
}
