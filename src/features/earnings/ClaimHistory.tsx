import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { Chain } from 'viem'
import { formatDateTime, shortHex } from '../../lib/format'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { Notice } from '../../ui/Notice'
import { TxHash } from '../../ui/TxHash'
import { claimAmountText } from './claimAmountText'
import { claimStatusText } from './claimStatusText'
import { claimsQueryOptions } from './claimsQueryOptions'
import { earningsErrorText } from './earningsErrorText'
import { mergeClaimPages } from './mergeClaimPages'
import { recipientText } from './recipientText'

const TONE: Record<string, string> = {
  success: 'bg-emerald-100 text-emerald-800',
  failure: 'bg-red-100 text-red-800',
}

/** The fee wallet's claims, newest first, a page at a time ("More"). */
export function ClaimHistory(props: { baseUrl: string; address: string; chains: readonly Chain[] }) {
  const query = useInfiniteQuery(claimsQueryOptions({ baseUrl: props.baseUrl, wallet: props.address }))
  const claims = mergeClaimPages(query.data?.pages ?? [])
  return (
    <Card title={t({ id: 'earnings.history.title', message: 'Claims' })} testId="claim-history">
      {query.isPending && (
        <p role="status" className="text-sm text-slate-600">
          {t({ id: 'earnings.history.loading', message: 'Loading the claims…' })}
        </p>
      )}
      {query.error && <Notice tone="error">{earningsErrorText(query.error, 'claims')}</Notice>}
      {query.isSuccess && claims.length === 0 && (
        <p className="text-sm text-slate-600">{t({ id: 'earnings.history.empty', message: 'No claims yet.' })}</p>
      )}
      {claims.length > 0 && (
        <ul aria-label={t({ id: 'earnings.history.list', message: 'Claims' })} className="divide-y divide-slate-100">
          {claims.map((claim) => {
            const recipient = recipientText(claim.recipient)
            const shownRecipient = recipient
              ? shortHex(recipient)
              : t({ id: 'earnings.history.noRecipient', message: 'an address not given' })
            const recipientDir = recipient ? 'ltr' : undefined
            const chainId = claim.currency?.currency?.chainId
            const created = claim.createdAt ? new Date(claim.createdAt) : undefined
            const valid = created && !Number.isNaN(created.getTime())
            return (
              <li key={claim.claimId} data-claim-id={claim.claimId} className="space-y-0.5 py-2 text-sm">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-slate-800">{claimAmountText(claim)}</span>
                  <span
                    data-testid="claim-status"
                    className={`rounded-full px-2 py-0.5 text-xs ${TONE[claim.status ?? ''] ?? 'bg-slate-100 text-slate-700'}`}
                  >
                    {claimStatusText(claim.status)}
                  </span>
                </div>
                <p className="text-xs text-slate-600">
                  <Trans id="earnings.history.to">
                    to{' '}
                    <span className="font-mono" title={recipient} dir={recipientDir}>
                      {shownRecipient}
                    </span>
                  </Trans>
                  {valid && (
                    <>
                      {' '}
                      · <time dateTime={created.toISOString()}>{formatDateTime(created)}</time>
                    </>
                  )}
                  {claim.txHash && (
                    <>
                      {' '}
                      · <TxHash hash={claim.txHash} chain={props.chains.find((c) => c.id === chainId)} />
                    </>
                  )}
                </p>
              </li>
            )
          })}
        </ul>
      )}
      {query.hasNextPage && (
        <Button variant="secondary" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage
            ? t({ id: 'earnings.history.loadingMore', message: 'Loading…' })
            : t({ id: 'earnings.history.more', message: 'More' })}
        </Button>
      )}
    </Card>
  )
}
