import { Button } from '../ui/Button'
import { Notice } from '../ui/Notice'
import { impactPercent } from './priceImpact'
import type { UseQuoteReviewReturnType } from './useQuoteReview'

/**
 * What stands between a quote and the wallet: a price that moved beyond
 * slippage while the person read it (accept the new numbers), and a high
 * price impact (a warning; past the confirm level, an explicit checkbox).
 */
export function QuoteChecks(props: { review: UseQuoteReviewReturnType }) {
  const { review } = props
  const { quote } = review
  if (!quote) return null
  return (
    <>
      {review.drifted && (
        <div className="space-y-2" data-testid="quote-moved">
          <Notice tone="warning">
            The price moved beyond your slippage tolerance while you were reviewing. Check the new amount before you
            continue.
          </Notice>
          <Button
            variant="warning"
            onClick={review.accept}
            className="w-full rounded-xl border-amber-400 py-2 font-semibold"
          >
            Accept new quote
          </Button>
        </div>
      )}
      {review.impact !== 'none' && (
        <div className="space-y-2" data-testid="impact-warning">
          <Notice tone={review.impact === 'confirm' ? 'error' : 'warning'}>
            High price impact: you lose about {impactPercent(quote)?.toFixed(2)}% of the value in this trade.
          </Notice>
          {review.impact === 'confirm' && (
            <label className="flex items-center gap-2 text-sm text-red-800">
              <input
                type="checkbox"
                checked={review.impactConfirmed}
                onChange={(e) => review.setImpactConfirmed(e.target.checked)}
              />
              I understand and want to continue anyway
            </label>
          )}
        </div>
      )}
    </>
  )
}
