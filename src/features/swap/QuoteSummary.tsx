import type { CurrencyAmount, FEE_KEYS, QuoteResponse } from '../../api/schemas'
import { formatAmount } from '../../lib/amounts'
import { formatSeconds, formatUsd, shortHex } from '../../lib/format'
import { type AppFeeSetting, appFeeLabel } from '../../transfer/appFeePolicy'
import { feeBreakdown } from './feeBreakdown'

const FEE_LABELS: Record<(typeof FEE_KEYS)[number], string> = {
  gas: 'Network gas (origin)',
  relayer: 'Relayer total',
  relayerGas: 'Relayer gas',
  relayerService: 'Relayer service',
  app: 'App fee',
  subsidized: 'Paid by the app',
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
  const { rows: feeRows, app, totalUsd, sponsoredUsd, youPayUsd } = feeBreakdown(fees)

  return (
    <section
      aria-label="Quote"
      className="space-y-2 rounded-xl bg-slate-50 p-3 text-sm"
      data-testid="quote-summary"
      aria-busy={props.refreshing}
    >
      <Row label="You receive" testId="quote-receive">
        <strong>{amountText(out)}</strong>
        {out?.amountUsd && <span className="text-slate-500"> ({formatUsd(out.amountUsd)})</span>}
      </Row>
      {props.otherRecipient && (
        <Row label="Recipient" testId="quote-recipient">
          to{' '}
          <strong className="font-mono" title={props.otherRecipient}>
            {shortHex(props.otherRecipient)}
          </strong>
          , not your wallet
        </Row>
      )}
      {out?.minimumAmount && out.minimumAmount !== out.amount && (
        <Row label="Minimum received">{amountText({ ...out, amount: out.minimumAmount })}</Row>
      )}
      {details.rate && (
        <Row label="Rate">
          1 {details.currencyIn?.currency?.symbol} ={' '}
          {Number(details.rate).toLocaleString('en-US', { maximumFractionDigits: 6 })} {out?.currency?.symbol}
        </Row>
      )}
      <details className="group">
        <summary className="flex cursor-pointer justify-between text-slate-600">
          <span>Fees</span>
          {sponsoredUsd > 0 ? (
            <span data-testid="quote-fees-total">
              You pay {formatUsd(String(youPayUsd)) ?? '$0'}
              <span className="text-emerald-700" data-testid="quote-fees-sponsored">
                {' '}
                · the app pays {formatUsd(String(sponsoredUsd))}
              </span>
            </span>
          ) : (
            <span data-testid="quote-fees-total">{formatUsd(String(totalUsd)) ?? '—'}</span>
          )}
        </summary>
        <dl className="mt-1 space-y-1 pl-3 text-xs text-slate-600">
          {feeRows.map(([key, fee]) => (
            <div key={key} className="flex justify-between gap-2">
              <dt>{FEE_LABELS[key]}</dt>
              <dd>
                {amountText(fee)}{' '}
                {fee.amountUsd && <span className="text-slate-400">({formatUsd(fee.amountUsd)})</span>}
              </dd>
            </div>
          ))}
        </dl>
      </details>
      {app && (
        <Row label={appFeeLabel(props.appFees)} testId="quote-app-fee">
          {amountText(app)}
          {app.amountUsd && <span className="text-slate-500"> ({formatUsd(app.amountUsd)})</span>}
        </Row>
      )}
      {details.totalImpact?.percent !== undefined && (
        <Row label="Price impact" testId="quote-impact">
          {Number(details.totalImpact.percent).toFixed(2)}%
          {details.totalImpact.usd && <span className="text-slate-500"> ({formatUsd(details.totalImpact.usd)})</span>}
        </Row>
      )}
      {details.slippageTolerance?.destination?.percent !== undefined && (
        <Row label="Max slippage">{details.slippageTolerance.destination.percent}%</Row>
      )}
      {details.timeEstimate !== undefined && <Row label="Time">{formatSeconds(details.timeEstimate)}</Row>}
      {details.operation && (
        <Row label="Route">
          <span className="capitalize">{details.operation}</span>
          {details.route?.origin?.router && <span className="text-slate-500"> via {details.route.origin.router}</span>}
        </Row>
      )}
    </section>
  )
}

function Row(props: { label: string; children: React.ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-2" data-testid={props.testId}>
      <span className="text-slate-600">{props.label}</span>
      <span className="text-right">{props.children}</span>
    </div>
  )
}

function amountText(value: CurrencyAmount | undefined): string {
  if (!value) return '—'
  const decimals = value.currency?.decimals
  const text =
    decimals === undefined ? (value.amountFormatted ?? value.amount) : formatAmount(BigInt(value.amount), decimals, 6)
  return `${text} ${value.currency?.symbol ?? ''}`.trim()
}
