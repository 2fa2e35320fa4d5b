import { t } from '@lingui/core/macro'
import { formatBps } from '../../lib/format'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
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
  const loss = impactPercent(quote)
  const percent = loss === undefined ? '' : formatBps(Math.round(loss * 100))
  return (
    <>
      {review.drifted && (
        <div className="space-y-2" data-testid="quote-moved">
          <Notice tone="warning">
            {t({
              id: 'transfer.checks.quoteMoved',
              message:
                'The price moved beyond your slippage tolerance while you were reviewing. Check the new amount before you continue.',
            })}
          </Notice>
          <Button
            variant="warning"
            onClick={review.accept}
            className="w-full rounded-xl border-amber-400 py-2 font-semibold"
          >
            {t({ id: 'transfer.checks.acceptQuote', message: 'Accept new quote' })}
          </Button>
        </div>
      )}
      {review.impact !== 'none' && (
        <div className="space-y-2" data-testid="impact-warning">
          <Notice tone={review.impact === 'confirm' ? 'error' : 'warning'}>
            {t({
              id: 'transfer.checks.highImpact',
              message: `High price impact: you lose about ${percent} of the value in this trade.`,
            })}
          </Notice>
          {review.impact === 'confirm' && (
            <label className="flex items-center gap-2 text-sm text-red-800">
              <input
                type="checkbox"
                checked={review.impactConfirmed}
                onChange={(e) => review.setImpactConfirmed(e.target.checked)}
              />
              {t({ id: 'transfer.checks.confirmImpact', message: 'I understand and want to continue anyway' })}
            </label>
          )}
        </div>
      )}
    </>
  )
}
