import { describe, expect, it } from 'vitest'
import type { StatusResponse } from '../../api/schemas/status'
import type { StepProgress } from '../run/runSteps'
import { STATUS_TEXT } from './statusText'
import { checkingText, PAYMENT_TEXT, timelineRows } from './timelineRows'

const tracking = (status: Partial<StatusResponse> & Pick<StatusResponse, 'status'>): StepProgress => ({
  phase: 'tracking',
  stepIndex: 0,
  itemIndex: 0,
  requestId: '0x1',
  transactions: [],
  status: { inTxHashes: [], txHashes: [], ...status },
  trackingError: undefined,
})

const rows = (progress: StepProgress, settled: boolean) =>
  timelineRows({ progress, stepLabels: ['Deposit'], failed: false, settled })

describe('timeline rows', () => {
  it('shows a failure the service may still refund as being checked, not as a failure (statuses flap)', () => {
    const flapping = rows(tracking({ status: 'failure' }), false)
    expect(flapping.some((r) => r.state === 'failed')).toBe(false)
    expect(flapping.at(-1)).toEqual({ label: checkingText(), state: 'active' })
    // The devnet (and the public service, when it sends the field) says "no refund failure" as N/A.
    const withNa = rows(tracking({ status: 'failure', refundFailReason: 'N/A' }), false)
    expect(withNa.some((r) => r.state === 'failed')).toBe(false)
  })

  it('shows a settled failure, or one whose refund failed, in red at once', () => {
    expect(rows(tracking({ status: 'failure' }), true)).toContainEqual({ label: STATUS_TEXT.failure, state: 'failed' })
    const refundFailed = rows(tracking({ status: 'failure', refundFailReason: 'REFUND_FAILED' }), false)
    expect(refundFailed).toContainEqual({ label: 'The refund could not be sent', state: 'failed' })
  })

  it('names a status Ferry does not know in the service’s own word, while tracking goes on', () => {
    const unknown = rows(tracking({ status: 'unknown', unknownStatus: 'rerouting' }), false)
    expect(unknown.at(-1)?.label).toContain('“rerouting”')
    expect(unknown.at(-1)?.state).toBe('active')
  })

  it('gives a deposit by signature a row for the service submitting it, and says "sign" rather than "confirm"', () => {
    const signing = timelineRows({
      progress: { ...tracking({ status: 'waiting' }), phase: 'awaiting-message-signature', status: undefined },
      stepLabels: ['Authorize'],
      failed: false,
      settled: false,
      gasless: true,
    })
    expect(signing[0]).toEqual({
      label: 'Authorize: sign in your wallet (a signature, not a transaction)',
      state: 'active',
    })
    expect(signing.map((r) => r.label)).toContain(STATUS_TEXT.depositing)
    const depositing = timelineRows({
      progress: tracking({ status: 'depositing' }),
      stepLabels: ['Authorize'],
      failed: false,
      settled: false,
      gasless: true,
    })
    expect(depositing.find((r) => r.label === STATUS_TEXT.depositing)?.state).toBe('done')
    expect(depositing.find((r) => r.label === STATUS_TEXT.pending)?.state).toBe('active')
    // A deposit sent by the person has no such row.
    expect(rows(tracking({ status: 'pending' }), false).map((r) => r.label)).not.toContain(STATUS_TEXT.depositing)
  })

  it('starts a deposit-address transfer with the wait for the payment', () => {
    const waiting = timelineRows({
      progress: tracking({ status: 'waiting' }),
      stepLabels: [],
      failed: false,
      settled: false,
      depositAddress: true,
    })
    expect(waiting[0]).toEqual({ label: PAYMENT_TEXT.active, state: 'active' })
    const arrived = timelineRows({
      progress: tracking({ status: 'pending' }),
      stepLabels: [],
      failed: false,
      settled: false,
      depositAddress: true,
    })
    expect(arrived[0]).toEqual({ label: 'Payment received at the deposit address', state: 'done' })
    expect(arrived.find((r) => r.label === STATUS_TEXT.submitted)?.state).toBe('active')
  })

  it('says of a batch pending a while that the wallet has not sent it yet, on every step in it', () => {
    const batchRows = (batch: StepProgress['batch']) =>
      timelineRows({
        progress: { ...tracking({ status: 'waiting' }), phase: 'confirming', status: undefined, batch },
        stepLabels: ['Approve', 'Deposit'],
        failed: false,
        settled: false,
      }).slice(0, 2)
    expect(batchRows({ chainId: 1, lastStepIndex: 1, id: 'b' }).map((r) => r.label)).toEqual([
      'Approve: waiting for confirmation (sent together, one step)',
      'Deposit: waiting for confirmation (sent together, one step)',
    ])
    expect(batchRows({ chainId: 1, lastStepIndex: 1, id: 'b', longWait: true })).toEqual([
      { label: 'Approve: waiting for your wallet to send it (all together, one step)', state: 'active' },
      { label: 'Deposit: waiting for your wallet to send it (all together, one step)', state: 'active' },
    ])
  })

  it("keeps a resumed transfer's batch under way while its request is followed, until the wallet says where it is", () => {
    const resumed = (batch: StepProgress['batch']) =>
      timelineRows({
        progress: { ...tracking({ status: 'waiting' }), stepIndex: 1, batch },
        stepLabels: ['Approve', 'Deposit'],
        failed: false,
        settled: false,
      })
    expect(resumed({ chainId: 1, lastStepIndex: 1, id: 'b' }).map((r) => r.state)).toEqual([
      'active',
      'active',
      'todo',
      'todo',
      'todo',
    ])
    expect(resumed({ chainId: 1, lastStepIndex: 1, id: 'b', longWait: true })[1]?.label).toBe(
      'Deposit: waiting for your wallet to send it (all together, one step)',
    )
    // Without a batch, a followed request's wallet steps are done.
    expect(
      resumed(undefined)
        .slice(0, 2)
        .map((r) => r.state),
    ).toEqual(['done', 'done'])
  })
})
