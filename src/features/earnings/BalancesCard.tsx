import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import type { Chain } from 'viem'
import type { AppFeeBalance } from '../../api/schemas/appFees'
import { formatUsd } from '../../lib/format'
import type { WalletState } from '../../transfer/wallet/walletContext'
import { Card } from '../../ui/Card'
import { Notice } from '../../ui/Notice'
import { BalanceRow } from './BalanceRow'
import { balancesQueryOptions } from './balancesQueryOptions'
import { ClaimPanel } from './ClaimPanel'
import { earningsErrorText } from './earningsErrorText'

const keyOf = (b: AppFeeBalance) => `${b.currency.chainId}:${b.currency.address.toLowerCase()}`

/** The fee wallet's balances, one row per chain and currency, with the USD totals; a row opens its claim. */
export function BalancesCard(props: {
  baseUrl: string
  wallet: WalletState
  address: string
  chains: readonly Chain[]
}) {
  const query = useQuery(balancesQueryOptions({ baseUrl: props.baseUrl, wallet: props.address }))
  // The balance a claim was opened for, as it was then: a balance claimed in full leaves the list, its claim stays.
  const [claiming, setClaiming] = useState<AppFeeBalance | undefined>(undefined)
  const balances = query.data?.balances ?? []
  const current = claiming && balances.find((b) => keyOf(b) === keyOf(claiming))
  const total = query.data?.totalBalanceUsd
  const available = query.data?.availableBalanceUsd
  const totalUsd = formatUsd(String(total))
  const availableUsd = formatUsd(String(available))

  return (
    <Card
      title={t({ id: 'earnings.title', message: 'Earnings' })}
      testId="earnings-balances"
      actions={
        total !== undefined && (
          <p className="text-sm text-slate-700" data-testid="earnings-total">
            <Trans id="earnings.total">
              Total <span className="font-semibold">{totalUsd}</span>
            </Trans>
            {available !== undefined && available !== total && (
              <> · {t({ id: 'earnings.available', message: `available ${availableUsd}` })}</>
            )}
          </p>
        )
      }
    >
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t({ id: 'earnings.balances.loading', message: 'Loading the fee wallet’s balances…' })}
        </p>
      )}
      {query.error && (
        <Notice tone="error" testId="earnings-error">
          {earningsErrorText(query.error, 'balances')}
        </Notice>
      )}
      {query.isSuccess && balances.length === 0 && (
        <p className="text-sm text-slate-600" data-testid="earnings-empty">
          {t({
            id: 'earnings.balances.empty',
            message: 'Nothing to claim yet. App fees paid to this wallet show here once their transfers are filled.',
          })}
        </p>
      )}
      {balances.length > 0 && (
        <ul aria-label={t({ id: 'earnings.balances.list', message: 'Balances' })} className="divide-y divide-slate-100">
          {balances.map((balance) => (
            <BalanceRow
              key={keyOf(balance)}
              balance={balance}
              chains={props.chains}
              open={claiming !== undefined && keyOf(claiming) === keyOf(balance)}
              onClaim={() => setClaiming(balance)}
            />
          ))}
        </ul>
      )}
      {claiming && (
        <ClaimPanel
          key={keyOf(claiming)}
          balance={current ?? claiming}
          baseUrl={props.baseUrl}
          wallet={props.wallet}
          address={props.address}
          chains={props.chains}
          claimable={current !== undefined}
          onClose={() => setClaiming(undefined)}
        />
      )}
    </Card>
  )
}
