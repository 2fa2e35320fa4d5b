import { t } from '@lingui/core/macro'
import { useQuery } from '@tanstack/react-query'
import { requestRecordQueryOptions } from '../../api/requestRecordQueryOptions'
import { FERRY_VERSION } from '../../config/ferryVersion'
import type { NetworkResources } from '../../config/loadNetwork'
import { useFollowedStatus } from '../../transfer/track/useFollowedStatus'
import { SupersededNotice } from '../../transfer/views/SupersededNotice'
import { supersededBy } from '../../transfer/views/supersededBy'
import { notFoundText } from '../../transfer/views/whereaboutsText'
import { Card } from '../../ui/Card'
import { CopyButton } from '../../ui/CopyButton'
import { Notice } from '../../ui/Notice'
import { RequestStatusBody } from './RequestStatusBody'
import { supportDetails } from './supportDetails'

/** Superseded requests followed on from one page, at most (a service that named them in a circle ends here). */
const MAX_SUCCESSORS = 4

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
  /** How many superseded requests led here (0 on the page's own request). */
  depth?: number
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
      // A superseded request keeps its status: only its record says what replaced it.
      watchSuperseded: status?.status === 'waiting',
    }),
    enabled: !followed.stopped?.notFound,
  })
  const recordData = record.data ?? undefined
  const chainName = (id: number | undefined) =>
    chains.find((c) => c.id === id)?.name ??
    (id === undefined
      ? t({ id: 'request.chain.unknown', message: 'the chain' })
      : t({ id: 'request.chain.numbered', message: `chain ${id}` }))
  const successor = supersededBy(recordData)
  const service = profile.label
  const problem = followed.outage?.message
  const depth = props.depth ?? 0
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

  const content = (
    <>
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
          {successor && <SupersededNotice successorId={successor} />}
          {successor && depth < MAX_SUCCESSORS ? (
            <RequestPage {...props} requestId={successor} depth={depth + 1} />
          ) : (
            <RequestStatusBody
              followed={followed}
              status={status}
              record={recordData}
              recordProblem={record.error?.message}
              chains={chains}
              chainName={chainName}
              apiUrl={profile.apiUrl}
              network={profile.id}
              requestId={requestId}
            />
          )}
        </>
      )}
    </>
  )
  // The request that replaced a superseded one is followed here, below the words that say so.
  if (depth > 0)
    return (
      <section className="space-y-3 border-t border-slate-200 pt-3" data-testid="request-successor">
        {content}
      </section>
    )
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
      {content}
    </Card>
  )
}
