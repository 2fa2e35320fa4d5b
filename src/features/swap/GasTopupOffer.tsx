import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import type { Chain } from 'viem'
import type { CurrencyAmount } from '../../api/schemas'
import { formatReadableAmount } from '../../lib/amounts'
import { formatUsd } from '../../lib/format'
import { useTokenBalances } from './useTokenBalances'

/**
 * Offered when the output is a token and the recipient holds none of the
 * destination chain's gas: a little native gas delivered with the fill, so the
 * token can be moved once it arrives. Its cost comes from the quote. Renders
 * nothing (and unticks itself) while the recipient has gas there.
 */
export function GasTopupOffer(props: {
  recipient: string
  chain: Chain
  checked: boolean
  onChange: (checked: boolean) => void
  /** The quote's `details.currencyGasTopup`, once a quote with the top-up is in. */
  quoted: CurrencyAmount | undefined
}) {
  const { quoted, checked, onChange } = props
  const { native } = useTokenBalances({
    owner: props.recipient,
    chain: props.chain,
    tokens: [],
  })
  const needed = native === 0n
  useEffect(() => {
    if (!needed && checked) onChange(false)
  }, [needed, checked, onChange])
  if (!needed) return null
  const symbol = props.chain.nativeCurrency.symbol
  const chainName = props.chain.name
  const cost = checked && quoted?.currency ? <bdi>{costText(quoted)}</bdi> : undefined
  return (
    <label
      className="flex items-start gap-2 rounded-xl border border-slate-200 px-3 py-2 text-sm text-slate-700"
      data-testid="gas-topup-offer"
    >
      <input
        type="checkbox"
        className="mt-0.5 size-4 accent-teal-700"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {cost === undefined ? (
          <Trans id="swap.topup.offer">
            The recipient has no {symbol} on {chainName} to pay gas. Add some with the transfer.
          </Trans>
        ) : (
          <Trans id="swap.topup.offerCost">
            The recipient has no {symbol} on {chainName} to pay gas. Add some with the transfer
            <span data-testid="gas-topup-cost">: {cost}, paid from your amount.</span>
          </Trans>
        )}
      </span>
    </label>
  )
}

/** The top-up's cost: "0.001 ETH ($2.00)" (shown in a `bdi`, so that it reads left to right in any language). */
function costText(quoted: CurrencyAmount): string {
  const amount = `${formatReadableAmount(BigInt(quoted.amount), quoted.currency?.decimals ?? 18)} ${quoted.currency?.symbol ?? ''}`
  const usd = quoted.amountUsd ? formatUsd(quoted.amountUsd) : undefined
  return usd ? `${amount} (${usd})` : amount
}
