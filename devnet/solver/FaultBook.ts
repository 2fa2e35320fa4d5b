import { randomUUID } from 'node:crypto'
import type { FailReason, RefundFailReason } from '../../src/api/schemas'

/** A failure ordered through `POST /devnet/faults`. */
export interface Fault {
  id: string
  /** The fill fails with this reason (then the deposit is refunded). */
  failReason: FailReason | null
  /** The refund fails with this reason (the request stays `failure`). */
  refundFailReason: RefundFailReason | null
  /** Only this request; null: the next one to reach the stage. */
  requestId: string | null
  createdAt: number
}

/**
 * Faults waiting for a request. A fault with a `failReason` fires when the
 * solver picks up a pending request for its fill (the one it names, else the
 * next one); its `refundFailReason`, if any, then fires on that request's
 * refund. A fault with only a `refundFailReason` fires on the next refund.
 * Kept in memory: a restart forgets them.
 */
export class FaultBook {
  private faults: Fault[] = []
  /** Refund failures promised by a fill fault that has fired, by request id. */
  private readonly refundFailures = new Map<string, RefundFailReason>()

  add(input: { failReason?: FailReason; refundFailReason?: RefundFailReason; requestId?: string }): Fault {
    const fault: Fault = {
      id: randomUUID(),
      failReason: input.failReason ?? null,
      refundFailReason: input.refundFailReason ?? null,
      requestId: input.requestId?.toLowerCase() ?? null,
      createdAt: Date.now(),
    }
    this.faults.push(fault)
    return fault
  }

  list(): Fault[] {
    return [...this.faults]
  }

  clear(): number {
    const count = this.faults.length
    this.faults = []
    this.refundFailures.clear()
    return count
  }

  takeForFill(requestId: string): Fault | undefined {
    const fault = this.take(requestId, (f) => f.failReason !== null)
    if (fault?.refundFailReason) this.refundFailures.set(requestId.toLowerCase(), fault.refundFailReason)
    return fault
  }

  takeForRefund(requestId: string): RefundFailReason | undefined {
    const id = requestId.toLowerCase()
    const promised = this.refundFailures.get(id)
    if (promised) {
      this.refundFailures.delete(id)
      return promised
    }
    return this.take(id, (f) => f.failReason === null)?.refundFailReason ?? undefined
  }

  private take(requestId: string, stage: (f: Fault) => boolean): Fault | undefined {
    const id = requestId.toLowerCase()
    const index = [
      this.faults.findIndex((f) => stage(f) && f.requestId === id),
      this.faults.findIndex((f) => stage(f) && f.requestId === null),
    ].find((i) => i >= 0)
    if (index === undefined) return undefined
    return this.faults.splice(index, 1)[0]
  }
}
