import { t } from '@lingui/core/macro'
import type { Chain } from 'viem'
import { inChainOf } from '../../api/recordAmounts'
import type { RequestRecord } from '../../api/schemas/requests'
import { failReasonText, refundFailReasonText } from '../../transfer/views/failReasonText'
import { RequestPageLink } from '../../ui/RequestPageLink'
import { TxHash } from '../../ui/TxHash'
import { FastFillAction } from './FastFillAction'
import { AppFeesSection, SponsorshipSection, StatusHistory, Transactions } from './RequestDetailSections'

/** Everything in one request record, in plain words where it matters. */
export function RequestDetail(props: {
  record: RequestRecord
  chains: readonly Chain[]
  /** Where a fast fill goes (the site server's proxy), and what to do once it settles; none: no fast fill offered. */
  fastFill?: { proxyBaseUrl: string; onSettled: () => void }
}) {
  const { record } = props
  const data = record.data ?? {}
  const chain = (id: number | undefined) => props.chains.find((c) => c.id === id)
  const failReason = data.failReason && data.failReason !== 'N/A' ? data.failReason : undefined
  const refundProblem = refundFailReasonText(data.refundFailReason)
  const refunded = record.status === 'refund'

  return (
    <div className="space-y-3 text-sm" data-testid="request-detail">
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-slate-500">{t({ id: 'activity.detail.request', message: 'Request' })}</dt>
        <dd className="break-all font-mono text-xs">
          <bdi>{record.id}</bdi>{' '}
          <span className="font-sans">
            <RequestPageLink requestId={record.id}>
              {t({ id: 'activity.detail.openPage', message: 'Open its page' })}
            </RequestPageLink>
          </span>
        </dd>
        <dt className="text-slate-500">{t({ id: 'activity.detail.from', message: 'From' })}</dt>
        <dd className="break-all font-mono text-xs">
          <bdi>{record.user}</bdi>
        </dd>
        <dt className="text-slate-500">{t({ id: 'activity.detail.to', message: 'To' })}</dt>
        <dd className="break-all font-mono text-xs">
          <bdi>{record.recipient}</bdi>
        </dd>
        {record.depositAddress && (
          <>
            <dt className="text-slate-500">
              {t({ id: 'activity.detail.depositAddress', message: 'Deposit address' })}
            </dt>
            <dd className="break-all font-mono text-xs">
              <bdi>{record.depositAddress.address}</bdi>
              {record.depositAddress.type && (
                <span className="font-sans text-slate-500"> ({record.depositAddress.type})</span>
              )}
            </dd>
            <dt className="text-slate-500">{t({ id: 'activity.detail.paidBy', message: 'Paid by' })}</dt>
            <dd className="break-all font-mono text-xs" data-testid="detail-depositor">
              {record.depositAddress.depositor ? (
                <bdi>{record.depositAddress.depositor}</bdi>
              ) : (
                <span className="font-sans text-slate-500">
                  {t({ id: 'activity.detail.nothingArrived', message: 'nothing arrived yet' })}
                </span>
              )}
            </dd>
            {record.depositAddress.depositTxHash && (
              <>
                <dt className="text-slate-500">{t({ id: 'activity.detail.payment', message: 'Payment' })}</dt>
                <dd>
                  <TxHash hash={record.depositAddress.depositTxHash} chain={chain(inChainOf(record))} />
                </dd>
              </>
            )}
            {record.refundTo && (
              <>
                <dt className="text-slate-500">{t({ id: 'activity.detail.refundsTo', message: 'Refunds to' })}</dt>
                <dd className="break-all font-mono text-xs">
                  <bdi>{record.refundTo}</bdi>
                </dd>
              </>
            )}
          </>
        )}
        {data.triggeredByFastFill && (
          <>
            <dt className="text-slate-500">{t({ id: 'activity.detail.fastFill', message: 'Fast fill' })}</dt>
            <dd data-testid="detail-fast-fill">
              {t({ id: 'activity.detail.fastFilled', message: 'Filled early by a fast fill' })}
            </dd>
          </>
        )}
      </dl>
      {props.fastFill && <FastFillAction record={record} {...props.fastFill} />}
      {failReason && (
        <p className="rounded-lg bg-amber-50 p-2 text-amber-900" data-testid="detail-fail-reason">
          {failReasonText(failReason)}{' '}
          {refundProblem ??
            (refunded
              ? t({ id: 'activity.detail.refunded', message: 'The funds were refunded on the origin chain.' })
              : '')}
        </p>
      )}
      <StatusHistory record={record} />
      <Transactions record={record} chain={chain} />
      <AppFeesSection appFees={data.appFees} />
      <SponsorshipSection sponsorship={data.feeSponsorship} />
    </div>
  )
}
