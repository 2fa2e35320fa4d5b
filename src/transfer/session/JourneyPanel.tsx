import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { lazy, type ReactNode, useEffect, useState } from 'react'
import type { Chain } from 'viem'
import type { Store } from '../../lib/createStore'
import { useStore } from '../../lib/useStore'
import { TransactionRevertedError } from '../../lib/walletErrors'
import { Later } from '../../ui/Later'
import { Notice } from '../../ui/Notice'
import { RequestPageLink } from '../../ui/RequestPageLink'
import { TxHash } from '../../ui/TxHash'
import { DepositCheck } from '../views/DepositCheck'
import { stepLabel } from '../views/stepLabel'
import { TransferOutcome } from '../views/TransferOutcome'
import { TransferProgress } from '../views/TransferProgress'
import type { TransferView } from './transferPlan'
import type { TransferState } from './transferSession'

type ArrivedAmount = NonNullable<TransferView['arrives']>

// This panel loads when a transfer starts (every page imports it lazily), and its progress and outcome views come
// with it: an outcome loaded only once the status is final showed "Loading…" first (React holds a fallback
// for at least 300 ms), which was most of the delay between the service's answer and the screen.
const DepositInstructionsCard = lazy(() =>
  import('../views/DepositInstructionsCard').then((m) => ({ default: m.DepositInstructionsCard })),
)

/**
 * A transfer on screen, the same on every page: picked up after a reload,
 * its progress, its outcome (with `outcomeExtra` for what a page adds, such
 * as a failed call), an error with the reverted transaction, or a decline.
 */
export function JourneyPanel(props: {
  /** The session's state, read here directly (useTransfer's `store`), not handed down by the page. */
  transfer: Store<TransferState>
  chains: readonly Chain[]
  outcomeExtra?: ReactNode
  /**
   * What arrived, read by the page from the request's record: a deposit address that takes any amount knows it only
   * once paid (the quote's amount is not what was sent).
   */
  arrived?: ArrivedAmount
  /** The service's address for the page (the site server's proxy where there is one): offers a deposit check. */
  apiUrl?: string
}) {
  const state = useStore(props.transfer)
  const waited = useWaitedFor(state)
  const chain = (id: number | undefined) => props.chains.find((c) => c.id === id)
  if (state.kind === 'idle') return null
  if (state.kind === 'cancelled')
    return (
      <Notice tone="info" testId="transfer-cancelled">
        {cancelledText(state.message)}
      </Notice>
    )
  const { view } = state
  const originChain = chain(view.originChainId)
  const destinationChain = chain(view.destinationChainId)
  const depositChain = chain(view.deposit?.chainId ?? view.originChainId)
  const currentStatus =
    state.kind === 'running' ? state.progress?.status?.status : state.kind === 'done' ? state.status.status : undefined
  return (
    <>
      {state.kind === 'running' && state.resumed && (
        <Notice tone="info" testId="transfer-resumed">
          {resumedText(view.summary)}
        </Notice>
      )}
      {view.deposit && state.kind === 'running' && awaitingFunds(state.progress?.status?.status) && (
        <Later>
          <DepositInstructionsCard deposit={view.deposit} chain={originChain} />
        </Later>
      )}
      <TransferProgress
        progress={state.progress}
        stepLabels={view.steps.map(stepLabel)}
        originChain={originChain}
        destinationChain={destinationChain}
        failed={state.kind === 'error'}
        settled={state.kind !== 'running'}
        gasless={view.gasless}
        depositAddress={Boolean(view.deposit)}
      />
      {/* Shown once the service has said `waiting` (the wait for the deposit counts from then), and kept once the
          transfer moves on, so that what the check found stays on screen beside the result. Not while the wallet
          still holds the deposit's batch (a Safe collecting signatures): nothing was paid yet. */}
      {waited && waited === view.requestId && !state.progress?.batch && props.apiUrl && depositChain && (
        <DepositCheck
          key={waited}
          apiUrl={props.apiUrl}
          requestId={waited}
          status={currentStatus}
          chain={depositChain}
          knownHash={state.progress?.transactions.filter((t) => t.chainId === depositChain.id).at(-1)?.hash}
          depositAddress={view.deposit?.address}
        />
      )}
      {state.kind === 'done' && (
        <TransferOutcome
          status={state.status}
          originChain={originChain}
          destinationChain={destinationChain}
          gasTopup={view.gasTopup}
          arrives={props.arrived ?? (view.deposit && !view.deposit.strict ? undefined : view.arrives)}
          refundTarget={
            view.deposit
              ? view.deposit.refundTo
                ? { kind: 'refundAddress', address: view.deposit.refundTo }
                : { kind: 'sender' }
              : undefined
          }
        />
      )}
      {state.kind === 'done' && props.outcomeExtra}
      {/* Its own page: to share, to come back to, for support; it follows the request whatever this page does. */}
      {view.requestId && <RequestPageLink requestId={view.requestId} />}
      {state.kind === 'error' && (
        <Notice tone="error" testId="transfer-error">
          {state.error.message}
          {state.error instanceof TransactionRevertedError && (
            <RevertedTx hash={state.error.hash} chain={chain(state.error.chainId)} />
          )}
        </Notice>
      )}
    </>
  )
}

/** Nothing has arrived on the deposit address yet: the instructions stay on screen. */
function awaitingFunds(status: string | undefined): boolean {
  return status === undefined || status === 'waiting'
}

/** A cancellation's reason, and that nothing left the wallet. */
const cancelledText = (message: string) =>
  t({ id: 'transfer.journey.cancelled', message: `${message} Nothing was sent.` })

/** A transfer picked up after a reload, named by its summary. */
const resumedText = (summary: string) =>
  t({ id: 'transfer.journey.resumed', message: `Picked up where you left off: ${summary}` })

/** The transaction that reverted, after the error's words. */
function RevertedTx(props: { hash: string; chain: Chain | undefined }) {
  const { hash, chain } = props
  return (
    <>
      {' '}
      <Trans id="transfer.journey.revertedTx">
        Transaction: <TxHash hash={hash} chain={chain} testId="reverted-tx" />
      </Trans>
    </>
  )
}

/** The request whose status the service has said is `waiting` in this journey (the deposit check's start). */
function useWaitedFor(state: TransferState): string | undefined {
  const [waited, setWaited] = useState<string | undefined>(undefined)
  const requestId = state.kind === 'idle' || state.kind === 'cancelled' ? undefined : state.view.requestId
  const waiting = state.kind === 'running' && state.progress?.status?.status === 'waiting'
  useEffect(() => {
    if (waiting && requestId) setWaited(requestId)
  }, [waiting, requestId])
  return waited !== undefined && waited === requestId ? waited : undefined
}
