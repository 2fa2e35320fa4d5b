import { t } from '@lingui/core/macro'
import { lazy, useEffect, useId } from 'react'
import { quoteRequestKey } from '../../api/quoteQueryOptions'
import type { QuoteResponse } from '../../api/schemas/quote'
import type { NetworkResources } from '../../config/loadNetwork'
import type { Store } from '../../lib/createStore'
import { quoteSummaryLine } from '../../transfer/quote/quoteSummaryLine'
import { StartStatus } from '../../transfer/quote/StartStatus'
import { useRecentTransfers } from '../../transfer/session/useRecentTransfers'
import type { TransferState } from '../../transfer/session/useTransfer'
import { Later } from '../../ui/Later'
import { FormEndButton } from './FormEndButton'
import { QuoteNotices } from './QuoteNotices'
import { QuoteRequestProblem } from './QuoteRequestProblem'
import { quotedOther } from './quotedOther'
import { ReviewCard } from './ReviewCard'
import { SwapFormFields } from './SwapFormFields'
import { submitLabel } from './submitLabel'
import type { SwapPanelOptions, SwapPanelPart } from './swapPanelOptions'
import { useOriginFunds } from './useOriginFunds'
import { useReviewStep } from './useReviewStep'
import { useSwapAccounts } from './useSwapAccounts'
import { useSwapForm } from './useSwapForm'
import { useSwapOffers } from './useSwapOffers'
import { useSwapPlan } from './useSwapPlan'
import { useSwapRecipient } from './useSwapRecipient'

// What a person sees only once a transfer runs (or with transfers on this device) loads then, not with the form.
const JourneyPanel = lazy(() =>
  import('../../transfer/session/JourneyPanel').then((m) => ({ default: m.JourneyPanel })),
)
const RecentTransfers = lazy(() =>
  import('../../transfer/session/RecentTransfers').then((m) => ({ default: m.RecentTransfers })),
)

export type { SwapPanelOptions, SwapPanelPart } from './swapPanelOptions'

export type SwapPanelProps = {
  network: NetworkResources
  /** Opens the page's wallet chooser. */
  onConnect: () => void
  options?: SwapPanelOptions
  /** Every quote shown (undefined when none is). */
  onQuote?: (quote: QuoteResponse | undefined) => void
  /** Where the transfer's journey writes its state, for a page that reads it too (an embed tells its host); else its own. */
  transferStore?: Store<TransferState>
}

/** The main form: pick what to do, chains, tokens and amount, review the quote, sign, follow it to the end. */
export function SwapPanel(props: SwapPanelProps) {
  const { chains } = props.network
  const { onQuote } = props
  const options = props.options ?? {}
  const hidden = (part: SwapPanelPart) => options.hidden?.includes(part) ?? false
  const form = useSwapForm({ network: props.network, options })
  const { values } = form
  const accounts = useSwapAccounts({ chains, ...values, onConnect: props.onConnect })
  const { sender, switchFrom } = accounts
  const offers = useSwapOffers({ originToken: form.originToken, destinationToken: form.destinationToken })
  const { gasless, topup } = offers
  const ids = { from: useId(), to: useId(), amountError: useId(), confirmRecipient: useId() }
  const recipient = useSwapRecipient({ network: props.network, values, accounts, confirmId: ids.confirmRecipient })
  const { originTokens: tokens, originToken } = form
  const funds = useOriginFunds({ owner: sender, chains, chainId: values.originChainId, tokens, originToken })
  const plan = useSwapPlan({
    network: props.network,
    options,
    form,
    accounts,
    offers,
    recipient,
    funds,
    transferStore: props.transferStore,
  })
  const { built, nameOf, review, transfer, busy, finished, journey, start, startState, cancelStart, startOver } = plan
  const { quote, problem, onMax, fieldError, cannotReceive, next, kept, limit } = plan
  useEffect(() => onQuote?.(quote), [quote, onQuote])
  const step = useReviewStep({
    requestKey: built.ok ? quoteRequestKey(built.request) : undefined,
    hasQuote: quote !== undefined,
    journey: Boolean(journey),
  })
  const { reviewing } = step
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!sender) return accounts.connect()
    if (problem) return
    if (reviewing) {
      // Confirmed: the wallet opens; a declined one brings back the form, to review again.
      step.close()
      return void start(quoteSummaryLine)
    }
    recipient.request(step.open)
  }
  const recent = useRecentTransfers({ transfer, hidden: hidden('recentTransfers') })
  const labelFacts = {
    connected: Boolean(sender),
    vm: accounts.originVm,
    action: { mode: values.mode, from: nameOf(values.originChainId), to: nameOf(values.destinationChainId) },
    gasless: gasless.chosen && gasless.possible,
    confirmRecipient: recipient.blocker?.kind === 'confirm',
    feeRefused: !built.ok && built.field === 'fee' && !built.silent,
  }

  return (
    <div className="space-y-4">
      <form
        onSubmit={onSubmit}
        className="space-y-4 rounded-2xl bg-white p-5 shadow-sm"
        aria-label={t({ id: 'swap.form.label', message: 'Transfer' })}
        noValidate
      >
        <fieldset disabled={busy} className="min-w-0 space-y-4">
          <SwapFormFields
            network={props.network}
            form={form}
            funds={funds}
            onMax={onMax}
            limit={limit?.kind === 'upTo' ? limit.max : undefined}
            topup={topup}
            options={options}
            hidden={hidden}
            quote={quote}
            quotedOther={quotedOther(quote, values.edited)}
            recipientAddress={recipient.address}
            recipient={recipient.checks}
            errors={{
              amount: fieldError ? { id: ids.amountError, field: fieldError.field } : undefined,
              recipient: recipient.error,
            }}
            ids={ids}
          />
        </fieldset>

        <QuoteRequestProblem built={built} amountErrorId={ids.amountError} />
        {reviewing && quote && (
          <ReviewCard
            quote={quote}
            from={nameOf(values.originChainId)}
            to={nameOf(values.destinationChainId)}
            recipient={recipient.address ?? sender}
            onBack={step.close}
          />
        )}
        {transfer.state.kind !== 'idle' && (
          <Later>
            <JourneyPanel transfer={transfer.store} chains={chains} apiUrl={props.network.profile.apiUrl} />
          </Later>
        )}

        <FormEndButton
          finished={finished}
          onNew={() => {
            step.close()
            startOver()
          }}
          disabled={
            busy ||
            kept !== undefined ||
            (sender ? !review.ready || Boolean(problem) : Boolean(next?.beforeWallet && !quote))
          }
          label={submitLabel({
            ...labelFacts,
            busy,
            hasQuote: Boolean(quote),
            problem: problem?.kind,
            start: kept,
            reviewing,
            next,
          })}
        />
        {recipient.said && (
          <p role="alert" className="text-sm text-amber-800" data-testid="recipient-blocker">
            {recipient.said}
          </p>
        )}
        <StartStatus state={startState} onCancel={cancelStart} />
        {/* What the service answers comes below the button, so that nothing the person is about to press moves. */}
        <QuoteNotices
          review={review}
          busy={busy}
          errorText={cannotReceive}
          quote={journey ? undefined : quote}
          otherRecipient={recipient.other}
          problem={problem}
          appFees={options.appFees}
          gasless={gasless}
          networkSwitch={switchFrom ? { from: nameOf(switchFrom), to: nameOf(values.originChainId) } : undefined}
        />
      </form>
      {recent.length > 0 && (
        <Later>
          <RecentTransfers transfers={recent} chains={chains} />
        </Later>
      )}
    </div>
  )
}
