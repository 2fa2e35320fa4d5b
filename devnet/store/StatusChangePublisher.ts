import type { RequestStatus } from '../../src/api/schemas'

/** A committed status change, as `onStatusChange` listeners see it. */
export interface StatusChange {
  /** `request_status_history.seq`: increases with every change, in commit order. */
  seq: number
  requestId: string
  status: RequestStatus
  failReason: string
  refundFailReason: string
  /** The transaction the history row names, if any. */
  txHash: string | null
  /** Origin deposits, then fills and refunds, as they were at this change. */
  inTxHashes: string[]
  txHashes: string[]
  originChainId: number
  destinationChainId: number
  /** ms; the request's `updatedAt`. */
  at: number
}

export type StatusChangeListener = (change: StatusChange) => unknown

/**
 * Hands committed status changes to listeners, in commit order, on a later
 * turn of the event loop: a slow or throwing listener never holds up or
 * breaks the writer.
 */
export class StatusChangePublisher {
  private readonly listeners = new Set<StatusChangeListener>()
  private readonly unpublished: StatusChange[] = []
  private publishing = false

  /** Returns an unsubscribe function. */
  subscribe(listener: StatusChangeListener): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  publish(change: StatusChange | undefined): void {
    if (!change) return
    this.unpublished.push(change)
    if (this.publishing) return
    this.publishing = true
    setImmediate(() => {
      this.publishing = false
      for (const next of this.unpublished.splice(0).sort((a, b) => a.seq - b.seq)) {
        for (const listener of this.listeners) this.call(listener, next)
      }
    })
  }

  private call(listener: StatusChangeListener, change: StatusChange): void {
    try {
      const result = listener(change)
      if (result instanceof Promise)
        result.catch((error: unknown) => console.error('status change listener failed:', error))
    } catch (error) {
      console.error('status change listener failed:', error)
    }
  }
}
