import { t } from '@lingui/core/macro'
import { type ReactNode, useEffect, useRef } from 'react'
import type { QuoteResponse } from '../../api/schemas/quote'
import { formatSeconds, formatUsd, leftToRight } from '../../lib/format'
import { formatCurrencyAmount } from '../../transfer/quote/quoteSummaryLine'
import { Button } from '../../ui/Button'
import { feeBreakdown } from './feeBreakdown'
import { routeSwapSources } from './routeSwapSources'

/**
 * The review before the wallet opens, in one place: what leaves and from where, what arrives and where, to whom, the
 * fees and the time. The form's button below it then confirms; Back returns to the form.
 */
export function ReviewCard(props: {
  quote: QuoteResponse
  from: string
  to: string
  /** Who receives: the full address. */
  recipient: string | undefined
  onBack: () => void
}) {
  const { details, fees } = props.quote
  const { youPayUsd } = feeBreakdown(fees)
  const time = formatSeconds(details.timeEstimate)
  const sources = routeSwapSources(details)
  const section = useRef<HTMLElement>(null)
  // The review opens above the form's button, which now confirms: both in view, on a phone too.
  useEffect(() => {
    const confirm = section.current?.closest('form')?.querySelector('button[type="submit"]')
    confirm?.scrollIntoView?.({ block: 'nearest' })
  }, [])
  return (
    <section
      ref={section}
      aria-label={t({ id: 'swap.review.label', message: 'Review' })}
      data-testid="review"
      className="space-y-2 rounded-xl border border-teal-700 p-3 text-sm"
    >
      <h2 className="font-semibold">{t({ id: 'swap.review.title', message: 'Review before you confirm' })}</h2>
      <dl className="space-y-1">
        <Row label={t({ id: 'swap.review.send', message: 'You send' })} testId="review-send">
          {onChain(formatCurrencyAmount(details.currencyIn), props.from)}
        </Row>
        <Row label={t({ id: 'swap.review.receive', message: 'You receive' })} testId="review-receive">
          {onChain(formatCurrencyAmount(details.currencyOut), props.to)}
        </Row>
        {props.recipient && (
          <Row label={t({ id: 'swap.review.recipient', message: 'To' })} testId="review-recipient">
            <bdi className="font-mono break-all" dir="ltr">
              {props.recipient}
            </bdi>
          </Row>
        )}
        <Row label={t({ id: 'swap.review.fees', message: 'Fees' })} testId="review-fees">
          {formatUsd(String(youPayUsd)) ?? '—'}
        </Row>
        {sources.length > 0 && (
          <Row label={t({ id: 'swap.quote.swapSources', message: 'Swaps through' })} testId="review-swap-sources">
            <bdi dir="ltr">{sources.join(', ')}</bdi>
          </Row>
        )}
        {time && (
          <Row label={t({ id: 'swap.review.time', message: 'Time' })} testId="review-time">
            {time}
          </Row>
        )}
      </dl>
      <Button variant="secondary" onClick={props.onBack}>
        {t({ id: 'swap.review.back', message: 'Back' })}
      </Button>
    </section>
  )
}

function onChain(amount: string, chain: string): string {
  const amountShown = leftToRight(amount)
  const chainShown = leftToRight(chain)
  return t({ id: 'swap.review.onChain', message: `${amountShown} on ${chainShown}` })
}

function Row(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-3" data-testid={props.testId}>
      <dt className="text-slate-500">{props.label}</dt>
      <dd className="min-w-0 text-end font-medium">{props.children}</dd>
    </div>
  )
}
