import type { StatusPush } from './createStatusPush'
import type { SentTransaction, StepProgress, TransferOutcome } from './StepProgress'
import { type FetchStatus, waitForFinalStatus } from './waitForFinalStatus'

/** Status checks while a request is followed, once a second (the interface's polling advice). */
export const STATUS_POLL_MS = 1000

/**
 * Follows a request whose deposit is sent until its final status, reporting
 * `tracking` progress on every answer: the second half of `runSteps`, and the
 * whole of a transfer resumed after a reload. Listens on the websocket when
 * `createPush` gives one, and polls either way.
 *
 * @throws {TrackingStoppedError} when the service gives an answer asking again will not change.
 */
export async function followRequest(args: {
  requestId: string | undefined
  checkEndpoint: string
  /** The transactions already sent, shown with the progress. */
  transactions: SentTransaction[]
  /** Where in the steps tracking happens (the last item of the last step). */
  position: { stepIndex: number; itemIndex: number }
  fetchStatus: FetchStatus
  /** Opens a websocket push for the request, when the network has one; polling alone otherwise. */
  createPush?: (requestId: string) => StatusPush | undefined
  onProgress?: (progress: StepProgress) => void
  signal?: AbortSignal
  pollIntervalMs?: number
}): Promise<TransferOutcome> {
  const { requestId, transactions } = args
  const push = requestId ? args.createPush?.(requestId) : undefined
  try {
    const status = await waitForFinalStatus({
      endpoint: args.checkEndpoint,
      fetchStatus: args.fetchStatus,
      intervalMs: args.pollIntervalMs ?? STATUS_POLL_MS,
      signal: args.signal,
      push,
      onStatus: (s, trackingError) =>
        args.onProgress?.({
          phase: 'tracking',
          ...args.position,
          requestId,
          transactions: [...transactions],
          status: s,
          trackingError,
        }),
    })
    return { requestId, transactions, status }
  } finally {
    push?.close()
  }
}
