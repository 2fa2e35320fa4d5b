import { t } from '@lingui/core/macro'
import { lazy, Suspense } from 'react'
import type { RequestRecord } from '../../api/schemas/requests'
import type { StatusResponse } from '../../api/schemas/status'
import type { FerryChain } from '../../config/catalogue'
import type { useFollowedStatus } from '../../transfer/track/useFollowedStatus'
import { depositInstructionsOfRecord } from '../../transfer/views/depositInstructions'
import { moneyWhereabouts } from '../../transfer/views/moneyWhereabouts'
import { TransferProgress } from '../../transfer/views/TransferProgress'
import { WhereaboutsNotice } from '../../transfer/views/WhereaboutsNotice'
import { RequestDepositCheck } from './RequestDepositCheck'
import { RequestFacts } from './RequestFacts'

const DepositInstructionsCard = lazy(() =>
  import('../../transfer/views/DepositInstructionsCard').then((m) => ({ default: m.DepositInstructionsCard })),
)

/**
 * A followed request on its page: where the money is, the record's facts, the deposit's instructions while it is
 * awaited, the "Paid, and nothing happens?" check and the timeline.
 */
export function RequestStatusBody(props: {
  followed: ReturnType<typeof useFollowedStatus>
  status: StatusResponse
  record: RequestRecord | undefined
  /** Why the record could not be read, when it could not. */
  recordProblem: string | undefined
  chains: readonly FerryChain[]
  chainName: (id: number | undefined) => string
  apiUrl: string
  network: string
  requestId: string
}) {
  const { followed, status, record, chainName, recordProblem } = props
  const chain = (id: number | undefined) => props.chains.find((c) => c.id === id)
  const whereabouts = moneyWhereabouts({ status, record, chainName, settled: followed.settled })
  const deposit = record && status.status === 'waiting' ? depositInstructionsOfRecord(record) : undefined
  return (
    <>
      {whereabouts && <WhereaboutsNotice whereabouts={whereabouts} />}
      {record && <RequestFacts record={record} chainName={chainName} />}
      {recordProblem !== undefined && (
        <p className="text-xs text-slate-500" data-testid="request-record-missing">
          {t({
            id: 'request.page.recordMissing',
            message: `Amounts and addresses are not available here (${recordProblem}).`,
          })}
        </p>
      )}
      {deposit && (
        <Suspense fallback={null}>
          <DepositInstructionsCard deposit={deposit} chain={chain(deposit.chainId)} />
        </Suspense>
      )}
      <RequestDepositCheck
        apiUrl={props.apiUrl}
        network={props.network}
        requestId={props.requestId}
        status={status}
        record={record}
        chain={chain(status.originChainId)}
      />
      {whereabouts?.stage !== 'not-found' && (
        <TransferProgress
          progress={{
            phase: 'tracking',
            stepIndex: 0,
            itemIndex: 0,
            requestId: undefined,
            transactions: [],
            status,
            trackingError: followed.outage,
          }}
          stepLabels={[]}
          originChain={chain(status.originChainId)}
          destinationChain={chain(status.destinationChainId)}
          settled={followed.settled}
          depositAddress={Boolean(record?.depositAddress ?? status.depositAddress)}
        />
      )}
    </>
  )
}
