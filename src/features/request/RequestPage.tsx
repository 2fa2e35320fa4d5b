import { t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { lazy, Suspense } from 'react'
import { requestRecordQueryOptions } from '../../api/requestRecordQueryOptions'
import { FERRY_VERSION } from '../../config/ferryVersion'
import type { NetworkResources } from '../../config/loadNetwork'
import { useFollowedStatus } from '../../transfer/track/useFollowedStatus'
import { depositInstructionsOfRecord } from '../../transfer/views/depositInstructions'
import { moneyWhereabouts } from '../../transfer/views/moneyWhereabouts'
import { TransferProgress } from '../../transfer/views/TransferProgress'
import { WhereaboutsNotice } from '../../transfer/views/WhereaboutsNotice'
import { notFoundText } from '../../transfer/views/whereaboutsText'
import { Card } from '../../ui/Card'
import { CopyButton } from '../../ui/CopyButton'
import { Notice } from '../../ui/Notice'
import { RequestDepositCheck } from './RequestDepositCheck'
import { RequestFacts } from './RequestFacts'
import { supportDetails } from './supportDetails'

const DepositInstructionsCard = lazy(() =>
  import('../../transfer/views/DepositInstructionsCard').then((m) => ({ default: m.DepositInstructionsCard })),
)

/**
 * One request's own page, for anyone with its id and no wallet: where the
 * money is at every stage, each transaction linked to its explorer, followed
 * live to its end, and the support details to copy. Reads the status from the
 * network's service and the request's record for its amounts and addresses
 * (through the site server where there is one, `proxyBaseUrl`; else the
 * service's key-less `/requests/v2`).
 */
export function RequestPage(props: {
  requestId: string
  network: NetworkResources
  proxyBaseUrl: string | undefined
  /** The page's shareable address, named in the support details. */
  pageUrl: string
}) {
  const { requestId, network } = props
  const { profile, chains } = network
  const followed = useFollowedStatus({ apiUrl: profile.apiUrl, websocketUrl: profile.websocketUrl, requestId })
  const { status } = followed
  const record = useQuery({
    ...requestRecordQueryOptions({
      proxyBaseUrl: props.proxyBaseUrl,
      serviceUrl: profile.serviceUrl,
      requestId,
      revision: `${status?.status}:${status?.txHashes.length}:${status?.inTxHashes.length}`,
    }),
    enabled: !followed.stopped?.notFound,
  })
  const recordData = record.data ?? undefined
  const chain = (id: number | undefined) => chains.find((c) => c.id === id)
  const chainName = (id: number | undefined) =>
    chain(id)?.name ??
    (id === undefined
      ? t({ id: 'request.chain.unknown', message: 'the chain' })
      : t({ id: 'request.chain.numbered', message: `chain ${id}` }))
  const whereabouts = status && moneyWhereabouts({ status, record: recordData, chainName, settled: followed.settled })
  const deposit = recordData && status?.status === 'waiting' ? depositInstructionsOfRecord(recordData) : undefined
  const service = profile.label
  const problem = followed.outage?.message
  const recordProblem = record.error?.message
  const support = () =>
    supportDetails({
      requestId,
      network: profile.id,
      status,
      record: recordData,
      chainName,
      version: FERRY_VERSION,
      pageUrl: props.pageUrl,
    })

  return (
    <Card
      title={t({ id: 'request.page.title', message: 'Transfer' })}
      testId="request-page"
      actions={
        !followed.stopped?.notFound && (
          <CopyButton
            text={support}
            label={t({ id: 'request.page.copySupport', message: 'Copy support details' })}
            small
          />
        )
      }
    >
      <p className="break-all font-mono text-xs text-slate-600" data-testid="request-page-id">
        <bdi>{requestId}</bdi> · {profile.label}
      </p>
      {followed.stopped ? (
        <Notice tone="warning" testId="request-not-found">
          {followed.stopped.notFound ? notFoundText() : followed.stopped.message}
        </Notice>
      ) : !status ? (
        followed.outage ? (
          <Notice tone="error" testId="request-outage">
            {t({
              id: 'request.page.outage',
              message: `Cannot reach the ${service} service (${problem}). Ferry keeps trying.`,
            })}
          </Notice>
        ) : (
          <p role="status" className="text-sm text-slate-600">
            {t({ id: 'request.page.lookingUp', message: 'Looking up the transfer…' })}
          </p>
        )
      ) : (
        <>
          {whereabouts && <WhereaboutsNotice whereabouts={whereabouts} />}
          {recordData && <RequestFacts record={recordData} chainName={chainName} />}
          {record.error && (
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
            apiUrl={profile.apiUrl}
            network={profile.id}
            requestId={requestId}
            status={status}
            record={recordData}
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
              depositAddress={Boolean(recordData?.depositAddress ?? status.depositAddress)}
            />
          )}
        </>
      )}
    </Card>
  )
}
