import { t } from '@lingui/core/macro'
import { lazy } from 'react'
import type { QuoteResponse } from '../../api/schemas/quote'
import type { AppFeeSetting } from '../../transfer/fees/appFeePolicy'
import type { Shortfall } from '../../transfer/quote/preflight'
import { QuoteStatus } from '../../transfer/quote/QuoteStatus'
import type { UseQuoteReviewReturnType } from '../../transfer/quote/useQuoteReview'
import { Later } from '../../ui/Later'
import type { UseSwapOffersReturnType } from './useSwapOffers'

// What a person sees only after typing an amount loads then, not with the form.
const QuoteSummary = lazy(() => import('./QuoteSummary').then((m) => ({ default: m.QuoteSummary })))
const QuoteChecks = lazy(() => import('../../transfer/quote/QuoteChecks').then((m) => ({ default: m.QuoteChecks })))
// Offers for a person short of gas: shown to few, loaded for them.
const PreflightNotice = lazy(() => import('./PreflightNotice').then((m) => ({ default: m.PreflightNotice })))
const NetworkSwitchNotice = lazy(() => import('./PreflightNotice').then((m) => ({ default: m.NetworkSwitchNotice })))
const GaslessOn = lazy(() => import('./GaslessOffer').then((m) => ({ default: m.GaslessOn })))

/**
 * The service's answer below the form's button: the quote's status (loading, refused), then the quote under review and what stands between it and the wallet: a
 * shortfall (with the deposit by signature when it helps), the chosen
 * signature, a wallet on another chain.
 */
export function QuoteNotices(props: {
  review: UseQuoteReviewReturnType
  /** A transfer is starting or under way: the status says nothing of the quote then. */
  busy: boolean
  /** The refusal said the page's way, when it knows more (a recipient that cannot receive the token). */
  errorText?: string
  /** The quote under review; undefined while none is, or while a transfer shows instead. */
  quote: QuoteResponse | undefined
  /** Who receives, when it is not the connected wallet: the review says so. */
  otherRecipient: string | undefined
  problem: Shortfall | undefined
  /** The site's fees the quote was asked with. */
  appFees: AppFeeSetting | undefined
  gasless: UseSwapOffersReturnType['gasless']
  /** The wallet's chain and the deposit's, by name, when they differ. */
  networkSwitch: { from: string; to: string } | undefined
}) {
  const { review, problem, gasless } = props
  const status = (
    <QuoteStatus
      review={review}
      busy={props.busy}
      loadingText={t({ id: 'swap.quote.loading', message: 'Getting the best quote…' })}
      errorText={props.errorText}
    />
  )
  if (!props.quote) return status
  return (
    <>
      {status}
      <Later>
        <QuoteSummary
          quote={props.quote}
          refreshing={review.refreshing}
          otherRecipient={props.otherRecipient}
          appFees={props.appFees}
        />
        <QuoteChecks review={review} />
      </Later>
      {problem && (
        <Later>
          <PreflightNotice
            shortfall={problem}
            onGasless={gasless.possible && !gasless.chosen ? () => gasless.choose(true) : undefined}
          />
        </Later>
      )}
      {gasless.chosen && gasless.possible && !problem && (
        <Later>
          <GaslessOn onCancel={() => gasless.choose(false)} />
        </Later>
      )}
      {!problem && props.networkSwitch && (
        <Later>
          <NetworkSwitchNotice from={props.networkSwitch.from} to={props.networkSwitch.to} />
        </Later>
      )}
    </>
  )
}
