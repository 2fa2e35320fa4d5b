import { useEffect, useState } from 'react'
import { ApiError } from '../../api/ApiError'
import { getStatus, statusEndpoint } from '../../api/getStatus'
import type { StatusResponse } from '../../api/schemas/status'
import { TrackingStoppedError } from '../../lib/walletErrors'
import { createStatusPush } from './createStatusPush'
import { followRequest } from './followRequest'

export type FollowedStatus = {
  /** The latest status read, kept through outages. */
  status: StatusResponse | undefined
  /** The last check failed (service down, garbage answer): shown while Ferry keeps trying. */
  outage: Error | undefined
  /** The status is final: nothing more will happen to the request. */
  settled: boolean
  /** The service answered in a way asking again will not change: it does not know the id (404), or the id is malformed (400). */
  stopped: { notFound: boolean; message: string } | undefined
}

const INITIAL: FollowedStatus = { status: undefined, outage: undefined, settled: false, stopped: undefined }

/**
 * Follows one request by its id to its final status with the follower a transfer started here uses
 * (`followRequest`): the websocket when the network has one says when to look again, polling once a second
 * either way, failed checks retried with backoff for as long as the page is open. For a page with no wallet
 * and no steps (a request's own page).
 */
export function useFollowedStatus(args: {
  apiUrl: string
  websocketUrl: string | undefined
  requestId: string
}): FollowedStatus {
  const { apiUrl, websocketUrl, requestId } = args
  const [state, setState] = useState<FollowedStatus>(INITIAL)
  useEffect(() => {
    setState(INITIAL)
    const controller = new AbortController()
    followRequest({
      requestId,
      checkEndpoint: statusEndpoint(requestId),
      transactions: [],
      position: { stepIndex: 0, itemIndex: 0 },
      fetchStatus: ({ endpoint, signal }) => getStatus({ baseUrl: apiUrl, endpoint, signal }),
      createPush: websocketUrl ? (id) => createStatusPush({ url: websocketUrl, requestId: id }) : undefined,
      signal: controller.signal,
      onProgress: ({ status, trackingError }) => setState((s) => ({ ...s, status, outage: trackingError })),
    }).then(
      ({ status }) => setState((s) => ({ ...s, status, outage: undefined, settled: true })),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const cause = error instanceof TrackingStoppedError ? error.cause : error
        const notFound = cause instanceof ApiError && (cause.status === 404 || cause.status === 400)
        const message = cause instanceof Error ? cause.message : String(cause)
        setState((s) => ({ ...s, outage: undefined, stopped: { notFound, message } }))
      },
    )
    return () => controller.abort()
  }, [apiUrl, websocketUrl, requestId])
  return state
}
