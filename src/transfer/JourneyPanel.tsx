import { lazy, type ReactNode } from 'react'
import type { Chain } from 'viem'
import { Later } from '../ui/Later'
import { Notice } from '../ui/Notice'
import { TxHash } from '../ui/TxHash'
import { TransactionRevertedError } from './errors'
import type { TransferState } from './transferSession'

// The views of a running or ended transfer load when one starts, not with the form.
const TransferProgress = lazy(() => import('./TransferProgress').then((m) => ({ default: m.TransferProgress })))
const TransferOutcome = lazy(() => import('./TransferOutcome').then((m) => ({ default: m.TransferOutcome })))
const DepositInstructionsCard = lazy(() =>
  import('./DepositInstructionsCard').then((m) => ({ default: m.DepositInstructionsCard })),
)

/**
 * A transfer on screen, the same on every page: picked up after a reload,
 * its progress, its outcome (with `outcomeExtra` for what a page adds, such
 * as a failed call), an error with the reverted transaction, or a decline.
 */
export function JourneyPanel(props: { state: TransferState; chains: readonly Chain[]; outcomeExtra?: ReactNode }) {
  const { state } = props
  const chain = (id: number | undefined) => props.chains.find((c) => c.id === id)
  if (state.kind === 'idle') return null
  if (state.kind === 'cancelled')
    return (
      <Notice tone="info" testId="transfer-cancelled">
        {state.message} Nothing was sent.
      </Notice>
    )
  const { view } = state
  const originChain = chain(view.originChainId)
  const destinationChain = chain(view.destinationChainId)
  return (
    <>
      {state.kind === 'running' && state.resumed && (
        <Notice tone="info" testId="transfer-resumed">
          Picked up where you left off: {view.summary}
        </Notice>
      )}
      {view.deposit && state.kind === 'running' && awaitingFunds(state.progress?.status?.status) && (
        <Later>
          <DepositInstructionsCard deposit={view.deposit} chain={originChain} />
        </Later>
      )}
      <Later>
        <TransferProgress
          progress={state.progress}
          stepLabels={view.stepLabels}
          originChain={originChain}
          destinationChain={destinationChain}
          failed={state.kind === 'error'}
          settled={state.kind !== 'running'}
          gasless={view.gasless}
          depositAddress={Boolean(view.deposit)}
        />
      </Later>
      {state.kind === 'done' && (
        <Later>
          <TransferOutcome
            status={state.status}
            originChain={originChain}
            destinationChain={destinationChain}
            gasTopup={view.gasTopup}
            refundTarget={
              view.deposit
                ? view.deposit.refundTo
                  ? `the refund address ${view.deposit.refundTo}`
                  : 'the address the payment came from'
                : undefined
            }
          />
        </Later>
      )}
      {state.kind === 'done' && props.outcomeExtra}
      {state.kind === 'error' && (
        <Notice tone="error" testId="transfer-error">
          {state.error.message}
          {state.error instanceof TransactionRevertedError && (
            <>
              {' '}
              Transaction: <TxHash hash={state.error.hash} chain={chain(state.error.chainId)} testId="reverted-tx" />
            </>
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
