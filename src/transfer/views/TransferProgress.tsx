import { t } from '@lingui/core/macro'
import type { Chain } from 'viem'
import { TxHash } from '../../ui/TxHash'
import type { StepProgress } from '../run/runSteps'
import { type TimelineRow, timelineRows } from './timelineRows'

/** The journey of one transfer: wallet steps, then the service's statuses, with hashes on both chains. */
export function TransferProgress(props: {
  progress: StepProgress | undefined
  stepLabels: string[]
  originChain: Chain | undefined
  destinationChain: Chain | undefined
  failed?: boolean
  /** Tracking has ended: the status shown is final. */
  settled?: boolean
  gasless?: boolean
  depositAddress?: boolean
}) {
  const { progress } = props
  const status = progress?.status?.status
  const rows = timelineRows({
    progress,
    stepLabels: props.stepLabels,
    failed: props.failed ?? false,
    settled: props.settled ?? false,
    gasless: props.gasless,
    depositAddress: props.depositAddress,
  })
  // Refunds are paid on the origin chain; everything else in txHashes is on the destination.
  const refunding = status === 'refund' || status === 'failure'

  const inHashes = unique([
    ...(progress?.transactions.map((t) => t.hash) ?? []),
    ...(progress?.status?.inTxHashes ?? []),
  ])
  const outHashes = progress?.status?.txHashes ?? []
  const origin = props.originChain?.name
  const destination = props.destinationChain?.name
  const onOrigin = origin ? onChain(origin) : t({ id: 'transfer.progress.onOrigin', message: 'On origin' })
  const refundOnOrigin = origin
    ? refundOnChain(origin)
    : t({ id: 'transfer.progress.refundOnOrigin', message: 'Refund on origin' })
  const onDestination = destination
    ? onChain(destination)
    : t({ id: 'transfer.progress.onDestination', message: 'On destination' })

  return (
    <section aria-label={t({ id: 'transfer.progress.label', message: 'Transfer progress' })} className="space-y-3">
      <ol className="space-y-2">
        {rows.map((row) => (
          // The dot beside the first line of a label that wraps (a batch's steps say more).
          <li key={row.label} className="flex items-start gap-2 text-sm" data-state={row.state}>
            <Dot state={row.state} />
            <span className={row.state === 'todo' ? 'text-slate-400' : 'text-slate-800'}>{row.label}</span>
          </li>
        ))}
      </ol>
      {progress?.batchRefused && (
        <p role="status" className="text-sm text-slate-600" data-testid="batch-refused">
          {t({
            id: 'transfer.progress.batchRefused',
            message: 'Your wallet could not send these steps together, so it asks you to confirm each one in turn.',
          })}
        </p>
      )}
      {progress?.batch?.longWait && (
        <p role="status" className="text-sm text-slate-600" data-testid="batch-long-wait">
          {t({
            id: 'transfer.progress.batchLongWait',
            message:
              'Still waiting for your wallet to send these steps. An account with several owners, such as a Safe, sends them once enough of its owners have signed: ask the other signers of your account. Ferry keeps waiting; you may close this page and come back.',
          })}
        </p>
      )}
      {progress?.unseen && (
        <p role="status" className="text-sm text-slate-600" data-testid="transaction-long-wait">
          {t({
            id: 'transfer.progress.transactionLongWait',
            message:
              'Still waiting for this transaction to appear on the chain. An account with several owners, such as a Safe, sends it once enough of its owners have signed: ask the other signers of your account. Some wallets also send it later. Ferry keeps waiting and moves on by itself once the deposit arrives; you may close this page and come back.',
          })}
        </p>
      )}
      {progress?.trackingError && (
        <p role="status" className="text-sm text-amber-700" data-testid="tracking-reconnecting">
          {t({
            id: 'transfer.progress.reconnecting',
            message: 'Reconnecting to the service… your transfer continues meanwhile.',
          })}
        </p>
      )}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-600">
        {inHashes.map((hash) => (
          <Pair key={hash} term={onOrigin}>
            <TxHash hash={hash} chain={props.originChain} testId="origin-tx" />
          </Pair>
        ))}
        {outHashes.map((hash) =>
          refunding ? (
            <Pair key={hash} term={refundOnOrigin}>
              <TxHash hash={hash} chain={props.originChain} testId="refund-tx-hash" />
            </Pair>
          ) : (
            <Pair key={hash} term={onDestination}>
              <TxHash hash={hash} chain={props.destinationChain} testId="destination-tx" />
            </Pair>
          ),
        )}
        {progress?.requestId && (
          <Pair term={t({ id: 'transfer.progress.request', message: 'Request' })}>
            <span className="font-mono break-all" data-testid="request-id" dir="ltr">
              {progress.requestId}
            </span>
          </Pair>
        )}
      </dl>
    </section>
  )
}

/** A transaction's chain, as the term before its hash. */
const onChain = (chain: string) => t({ id: 'transfer.progress.onChain', message: `On ${chain}` })

/** A refund's chain, as the term before its hash. */
const refundOnChain = (chain: string) => t({ id: 'transfer.progress.refundOnChain', message: `Refund on ${chain}` })

function Pair(props: { term: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{props.term}</dt>
      <dd className="min-w-0">{props.children}</dd>
    </>
  )
}

function Dot(props: { state: TimelineRow['state'] }) {
  const style = {
    done: 'bg-emerald-500',
    active: 'bg-teal-500 animate-pulse',
    todo: 'bg-slate-200',
    failed: 'bg-red-500',
  }[props.state]
  return <span aria-hidden className={`mt-[5px] inline-block h-2.5 w-2.5 shrink-0 rounded-full ${style}`} />
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)]
}
