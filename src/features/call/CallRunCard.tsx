import { plural, t } from '@lingui/core/macro'
import type { Abi, Chain } from 'viem'
import type { QuoteResponse } from '../../api/schemas/quote'
import { AppFeeLine } from '../../transfer/fees/AppFeeLine'
import { AppFeeRefused } from '../../transfer/fees/AppFeeRefused'
import { appFeeNote } from '../../transfer/fees/appFeeNote'
import type { AppFeeSetting } from '../../transfer/fees/appFeePolicy'
import { QuoteChecks } from '../../transfer/quote/QuoteChecks'
import { QuoteStatus } from '../../transfer/quote/QuoteStatus'
import { formatCurrencyAmount } from '../../transfer/quote/quoteSummaryLine'
import { StartStatus } from '../../transfer/quote/StartStatus'
import { JourneyPanel } from '../../transfer/session/JourneyPanel'
import type { UseTransferJourneyReturnType } from '../../transfer/session/useTransferJourney'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { Notice } from '../../ui/Notice'
import { CallFailureLine } from './CallFailureLine'
import type { CallQuoteRequest } from './callBuilderState'
import type { CallProblem } from './checkCalls'
import { ProblemLine } from './ProblemLine'
import { readCallFailure } from './readCallFailure'
import { ShareCalls } from './ShareCalls'

/** What the calls pay and receive, in one sentence. */
export function callQuoteSummary(quote: QuoteResponse): string {
  const pay = formatCurrencyAmount(quote.details.currencyIn)
  const receive = formatCurrencyAmount(quote.details.currencyOut)
  return t({ id: 'call.run.quoteSummary', message: `You pay ${pay}; the calls receive ${receive}.` })
}

/**
 * Problems to fix (a site's fee above the cap first), then the quote with the site's fee named, the run and its
 * outcome (a failed call decoded), and the export.
 */
export function CallRunCard(props: {
  problems: CallProblem[]
  onFix: (problem: CallProblem) => void
  built: CallQuoteRequest
  journey: UseTransferJourneyReturnType
  chains: readonly Chain[]
  knownAbis: Abi[]
  walletConnected: boolean
  summary: (quote: QuoteResponse) => string
  /** The site's fees the quote is asked with. */
  appFees?: AppFeeSetting
}) {
  const { problems, built, knownAbis } = props
  const { review, transfer, busy, finished, journey, start, startState, cancelStart, startOver } = props.journey
  const fix = props.onFix
  const chains = props.chains
  const failure = journey?.kind === 'done' ? readCallFailure(journey.status.details) : undefined
  const problemCount = problems.length
  const starting = startState.kind === 'starting'
  return (
    <Card title={t({ id: 'call.run.title', message: 'Check, quote and run' })}>
      {!built.ok && built.field === 'fee' && !built.silent && <AppFeeRefused message={built.message} />}
      {problems
        .filter((p) => p.index === undefined)
        .map((p) => (
          <ProblemLine key={p.message} problem={p} onFix={fix} />
        ))}
      {problems.length > 0 ? (
        <Notice tone="warning" testId="call-problems">
          {t({
            id: 'call.run.problems',
            message: plural(problemCount, {
              one: 'One problem to fix before Ferry asks for a quote; each is shown with its call.',
              other: '# problems to fix before Ferry asks for a quote; each is shown with its call.',
            }),
          })}
        </Notice>
      ) : !built.ok ? (
        built.silent &&
        built.field !== 'fee' && (
          <p className="text-sm text-slate-600">
            {t({ id: 'call.run.needsInput', message: 'Enter an amount and add calls to get a quote.' })}
          </p>
        )
      ) : (
        <>
          <QuoteStatus
            review={review}
            busy={busy}
            loadingText={t({ id: 'call.run.quoteLoading', message: 'Getting a quote…' })}
          />
          {review.quote && !journey && (
            <>
              <p data-testid="call-quote" className="text-sm text-slate-800">
                {callQuoteSummary(review.quote)}
              </p>
              <AppFeeLine
                note={appFeeNote({ fees: review.quote.fees, appFees: props.appFees })}
                className="text-sm text-slate-800"
              />
              <QuoteChecks review={review} />
            </>
          )}
        </>
      )}
      <JourneyPanel
        transfer={transfer.store}
        chains={chains}
        outcomeExtra={
          failure && (
            <Notice tone="error" testId="call-failure">
              <CallFailureLine failure={failure} knownAbis={knownAbis} />
            </Notice>
          )
        }
      />
      {finished ? (
        <Button key="again" variant="dark" onClick={startOver}>
          {t({ id: 'call.run.again', message: 'Run again with a new quote' })}
        </Button>
      ) : (
        <Button
          key="run"
          variant="primary"
          onClick={() => void start(props.summary)}
          disabled={!review.ready || busy || !props.walletConnected || starting}
        >
          {!props.walletConnected
            ? t({ id: 'call.run.connectWallet', message: 'Connect a wallet to run calls' })
            : busy || starting
              ? t({ id: 'call.run.running', message: 'Running…' })
              : t({ id: 'call.run.start', message: 'Pay and run the calls' })}
        </Button>
      )}
      <StartStatus state={startState} onCancel={cancelStart} />
      <ShareCalls request={built.ok ? built.request : undefined} />
    </Card>
  )
}
