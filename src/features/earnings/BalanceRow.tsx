import { t } from '@lingui/core/macro'
import type { Chain } from 'viem'
import type { AppFeeBalance } from '../../api/schemas/appFees'
import { formatAmount } from '../../lib/amounts'
import { chainName } from '../../lib/chainName'
import { formatUsd } from '../../lib/format'
import { Button } from '../../ui/Button'
import { TokenLogo } from '../../ui/TokenLogo'

/** Amounts show at most this many decimals (rounded down); the claim form takes every decimal. */
const SHOWN_DECIMALS = 6

/** One balance: the token and its chain, how much and its USD value, and the button that opens its claim. */
export function BalanceRow(props: {
  balance: AppFeeBalance
  chains: readonly Chain[]
  open: boolean
  onClaim: () => void
}) {
  const { currency, amount, amountUsd } = props.balance
  const chain = chainName(props.chains, currency.chainId)
  const usd = formatUsd(amountUsd)
  const symbol = currency.symbol
  return (
    <li
      className="flex flex-wrap items-center gap-3 py-2"
      data-testid="earnings-balance"
      data-chain-id={currency.chainId}
      data-currency={currency.address.toLowerCase()}
    >
      <TokenLogo src={currency.metadata?.logoURI} symbol={currency.symbol} />
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-800">
          <bdi>
            <span data-testid="balance-amount">{formatAmount(BigInt(amount), currency.decimals, SHOWN_DECIMALS)}</span>{' '}
            {currency.symbol}
          </bdi>
        </p>
        <p className="text-xs text-slate-600">
          {t({ id: 'earnings.balance.onChain', message: `on ${chain}` })}
          {usd && (
            <>
              {' '}
              · <bdi>{usd}</bdi>
            </>
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        aria-expanded={props.open}
        aria-label={t({ id: 'earnings.claimOn', message: `Claim ${symbol} on ${chain}` })}
        onClick={props.onClaim}
      >
        {t({ id: 'earnings.balance.claim', message: 'Claim' })}
      </Button>
    </li>
  )
}
