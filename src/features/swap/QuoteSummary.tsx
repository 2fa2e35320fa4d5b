import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { CurrencyAmount, FEE_KEYS, QuoteResponse } from '../../api/schemas'
import { toDecimalString } from '../../lib/amounts'
import { formatBps, formatNumber, formatSeconds, formatUsd, shortHex } from '../../lib/format'
import { type AppFeeSetting, appFeeLabel } from '../../transfer/fees/appFeePolicy'
import { ReadableNumber } from '../../ui/ReadableNumber'
import { feeBreakdown } from './feeBreakdown'
import { routeSwapSources } from './routeSwapSources'
import { SWAP_MODES } from './swapModes'

const FEE_LABELS: Record<(typeof FEE_KEYS)[number], MessageDescriptor> = {
  gas: msg({ id: 'swap.quote.fee.gas', message: 'Network gas (origin)' }),
  relayer: msg({ id: 'swap.quote.fee.relayer', message: 'Relayer total' }),
  relayerGas: msg({ id: 'swap.quote.fee.relayerGas', message: 'Relayer gas' }),
  relayerService: msg({ id: 'swap.quote.fee.relayerService', message: 'Relayer service' }),
  app: msg({ id: 'swap.quote.fee.app', message: 'App fee' }),
  subsidized: msg({ id: 'swap.quote.fee.subsidized', message: 'Paid by the app' }),
}

/** The service's operations a person reads by name: the modes', and a call. */
const OPERATION_LABELS: Record<string, MessageDescriptor> = {
  ...Object.fromEntries(SWAP_MODES.map((mode) => [mode.id, mode.label])),
  call: msg({ id: 'swap.quote.operation.call', message: 'Call' }),
}

/** What the person gets, what it costs, and how long it takes, from the quote alone. */
export function QuoteSummary(props: {
  quote: QuoteResponse
  refreshing: boolean
  /** Who receives, when it is not the connected wallet. */
  otherRecipient?: string
  /** The site's fees the quote was asked with: the review names them. */
  appFees?: AppFeeSetting
}) {
  const { details, fees } = props.quote
  const out = details.currencyOut
  const breakdown = feeBreakdown(fees)
  const { app } = breakdown
  const short = props.otherRecipient ? shortHex(props.otherRecipient) : undefined
  const impact = details.totalImpact?.percent
  const slippage = details.slippageTolerance?.destination?.percent
  const operation = details.operation
  const inSymbol = details.currencyIn?.currency?.symbol
  // A wrap or unwrap is one for one, straight through a contract: no rate, slippage or impact to read.
  const oneForOne = operation === 'wrap' || operation === 'unwrap'
  // A rate says something only between two different tokens (a same-token bridge's "1 ETH = 0.999 ETH" is its fee).
  const showRate = details.rate !== undefined && !oneForOne && inSymbol !== out?.currency?.symbol
  // The price impact the service reports includes the fees: shown only when it is more than them (a swap's own impact).
  const impactUsd = Math.abs(Number(details.totalImpact?.usd ?? Number.NaN))
  const impactIsFees = Number.isFinite(impactUsd) && impactUsd <= breakdown.totalUsd + 0.01
  const showImpact = impact !== undefined && !oneForOne && !impactIsFees
  const sources = routeSwapSources(details)

  return (
    <section
      aria-label={t({ id: 'swap.quote.label', message: 'Quote' })}
      className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm"
      data-testid="quote-summary"
      aria-busy={props.refreshing}
    >
      <Row label={t({ id: 'swap.amount.receive', message: 'You receive' })} testId="quote-receive">
        <strong>{amountText(out)}</strong>
        {out?.amountUsd && <span className="text-slate-500"> ({formatUsd(out.amountUsd)})</span>}
      </Row>
      {props.otherRecipient && (
        <Row label={t({ id: 'swap.quote.recipient', message: 'Recipient' })} testId="quote-recipient">
          <Trans id="swap.quote.recipientOther">
            to{' '}
            <strong className="font-mono" title={props.otherRecipient} dir="ltr">
              {short}
            </strong>
            , not your wallet
          </Trans>
        </Row>
      )}
      {out?.minimumAmount && out.minimumAmount !== out.amount && (
        <Row label={t({ id: 'swap.quote.minimum', message: 'Minimum received' })}>
          {amountText({ ...out, amount: out.minimumAmount })}
        </Row>
      )}
      {showRate && details.rate && (
        <Row label={t({ id: 'swap.quote.rate', message: 'Rate' })} testId="quote-rate">
          <bdi>
            {formatNumber(1)} {inSymbol} = <ReadableNumber decimal={details.rate} /> {out?.currency?.symbol}
          </bdi>
        </Row>
      )}
      <FeeDetails breakdown={breakdown} />
      {app && (
        <Row label={appFeeLabel(props.appFees)} testId="quote-app-fee">
          {amountText(app)}
          {app.amountUsd && <span className="text-slate-500"> ({formatUsd(app.amountUsd)})</span>}
        </Row>
      )}
      {showImpact && impact !== undefined && (
        <Row label={t({ id: 'swap.quote.priceImpact', message: 'Price impact' })} testId="quote-impact">
          {percentText(impact)}
          {details.totalImpact?.usd && <span className="text-slate-500"> ({formatUsd(details.totalImpact.usd)})</span>}
        </Row>
      )}
      {slippage !== undefined && !oneForOne && (
        <Row label={t({ id: 'swap.quote.maxSlippage', message: 'Max slippage' })} testId="quote-slippage">
          {percentText(slippage)}
        </Row>
      )}
      {details.timeEstimate !== undefined && (
        <Row label={t({ id: 'swap.quote.time', message: 'Time' })}>{formatSeconds(details.timeEstimate)}</Row>
      )}
      {operation && (
        <Row label={t({ id: 'swap.quote.route', message: 'Route' })}>
          <RouteText operation={operation} />
        </Row>
      )}
      {sources.length > 0 && (
        <Row label={t({ id: 'swap.quote.swapSources', message: 'Swaps through' })} testId="quote-swap-sources">
          <bdi dir="ltr">{sources.join(', ')}</bdi>
        </Row>
      )}
    </section>
  )
}

/** The fees, folded: their total (and what the app pays of it) in the summary, each line inside. */
function FeeDetails(props: { breakdown: ReturnType<typeof feeBreakdown> }) {
  const { rows, totalUsd, sponsoredUsd, youPayUsd } = props.breakdown
  const youPay = formatUsd(String(youPayUsd)) ?? formatUsd('0')
  const sponsored = formatUsd(String(sponsoredUsd))
  const hasRelayerTotal = rows.some(([key]) => key === 'relayer')
  return (
    <details className="group">
      <summary className="flex cursor-pointer justify-between text-slate-600">
        <span>{t({ id: 'swap.quote.fees', message: 'Fees' })}</span>
        {sponsoredUsd > 0 ? (
          <span data-testid="quote-fees-total">
            <Trans id="swap.quote.feesSponsored">
              You pay {youPay}
              <span className="text-emerald-700" data-testid="quote-fees-sponsored">
                {' '}
                · the app pays {sponsored}
              </span>
            </Trans>
          </span>
        ) : (
          <span data-testid="quote-fees-total">{formatUsd(String(totalUsd)) ?? '—'}</span>
        )}
      </summary>
      <dl className="mt-1 space-y-1 ps-3 text-xs text-slate-600">
        {rows.map(([key, fee]) => (
          // The relayer's gas and service are the parts of its total: shown under it, not beside it.
          <div
            key={key}
            className={`flex justify-between gap-2 ${hasRelayerTotal && RELAYER_PARTS.has(key) ? 'ps-3' : ''}`}
            data-testid={`quote-fee-${key}`}
          >
            <dt>{i18n._(FEE_LABELS[key])}</dt>
            <dd>
              {amountText(fee)} {fee.amountUsd && <span className="text-slate-400">({formatUsd(fee.amountUsd)})</span>}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  )
}

/** The quote's operation by name (the service's word when Ferry has none for it); not the router's contract name. */
function RouteText(props: { operation: string }) {
  const label = OPERATION_LABELS[props.operation]
  const operation = label ? i18n._(label) : props.operation
  return <span className="capitalize">{operation}</span>
}

function Row(props: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2" data-testid={props.testId}>
      <span className="text-slate-600">{props.label}</span>
      <span className="text-end">{props.children}</span>
    </div>
  )
}

/** A percent the service writes as a decimal string ("0.52" for 0.52%), in the person's locale. */
function percentText(percent: string): string {
  const value = Number(percent)
  return Number.isFinite(value) ? formatBps(Math.round(value * 100)) : `${percent}%`
}

const RELAYER_PARTS = new Set<string>(['relayerGas', 'relayerService'])

/** "0.499728 ETH", the full amount on hover and copy. */
function amountText(value: CurrencyAmount | undefined): React.ReactNode {
  if (!value) return '—'
  const decimals = value.currency?.decimals
  const decimal =
    decimals === undefined ? (value.amountFormatted ?? value.amount) : toDecimalString(BigInt(value.amount), decimals)
  return (
    <bdi>
      <ReadableNumber decimal={decimal} /> {value.currency?.symbol ?? ''}
    </bdi>
  )
}
