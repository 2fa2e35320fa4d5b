import type { Abi, Chain } from 'viem'
import type { QuoteResponse } from '../../api/schemas/quote'
import { AppFeeLine } from '../../transfer/AppFeeLine'
import { AppFeeRefused } from '../../transfer/AppFeeRefused'
import { appFeeNote } from '../../transfer/appFeeNote'
import type { AppFeeSetting } from '../../transfer/appFeePolicy'
import { JourneyPanel } from '../../transfer/JourneyPanel'
import { QuoteChecks } from '../../transfer/QuoteChecks'
import { QuoteStatus } from '../../transfer/QuoteStatus'
import { formatCurrencyAmount } from '../../transfer/quoteSummaryLine'
import { StartStatus } from '../../transfer/StartStatus'
import type { UseTransferJourneyReturnType } from '../../transfer/useTransferJourney'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { Notice } from '../../ui/Notice'
import { describeCalldata } from './abiTools'
import type { CallQuoteRequest } from './callBuilderState'
import type { CallProblem } from './checkCalls'
import { ProblemLine } from './ProblemLine'
import { readCallFailure } from './readCallFailure'
import { ShareCalls } from './ShareCalls'

/** What the calls pay and receive, in one sentence. */
export function callQuoteSummary(quote: QuoteResponse): string {
  return `You pay ${formatCurrencyAmount(quote.details.currencyIn)}; the calls receive ${formatCurrencyAmount(quote.details.currencyOut)}.`
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
  return (
    <Card title="Check, quote and run">
      {!built.ok && built.field === 'fee' && !built.silent && <AppFeeRefused message={built.message} />}
      {problems
        .filter((p) => p.index === undefined)
        .map((p) => (
          <ProblemLine key={p.message} problem={p} onFix={fix} />
        ))}
      {problems.length > 0 ? (
        <Notice tone="warning" testId="call-problems">
          {problems.length === 1 ? 'One problem to fix' : `${problems.length} problems to fix`} before Ferry asks for a
          quote; each is shown with its call.
        </Notice>
      ) : !built.ok ? (
        built.silent &&
        built.field !== 'fee' && <p className="text-sm text-slate-600">Enter an amount and add calls to get a quote.</p>
      ) : (
        <>
          <QuoteStatus review={review} busy={busy} loadingText="Getting a quote…" />
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
        state={transfer.state}
        chains={chains}
        outcomeExtra={
          failure && (
            <Notice tone="error" testId="call-failure">
              <span className="break-all">
                {failure.callIndex !== null ? `Call ${failure.callIndex + 1}` : 'The fill'}
                {failure.call
                  ? ` (${describeCalldata(failure.call.data, knownAbis) ?? failure.call.data.slice(0, 10)} on ${failure.call.to})`
                  : ''}{' '}
                reverted: {failure.reason}.
              </span>
            </Notice>
          )
        }
      />
      {finished ? (
        <Button key="again" variant="dark" onClick={startOver}>
          Run again with a new quote
        </Button>
      ) : (
        <Button
          key="run"
          variant="primary"
          onClick={() => void start(props.summary)}
          disabled={!review.ready || busy || !props.walletConnected || startState.kind === 'starting'}
        >
          {!props.walletConnected
            ? 'Connect a wallet to run calls'
            : busy || startState.kind === 'starting'
              ? 'Running…'
              : 'Pay and run the calls'}
        </Button>
      )}
      <StartStatus state={startState} onCancel={cancelStart} />
      <ShareCalls request={built.ok ? built.request : undefined} />
    </Card>
  )
}
