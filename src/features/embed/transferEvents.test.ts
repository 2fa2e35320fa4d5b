import { describe, expect, it } from 'vitest'
import type { StatusResponse } from '../../api/schemas/status'
import type { TransferState, TransferView } from '../../transfer/session/useTransfer'
import { transferEvents } from './transferEvents'

const view: TransferView = {
  requestId: '0xreq',
  steps: [{ id: 'deposit' }],
  originChainId: 1,
  destinationChainId: 2,
  summary: '1 ETH → 0.99 ETH',
}
const status = (s: StatusResponse['status'], extra: Partial<StatusResponse> = {}): StatusResponse => ({
  status: s,
  inTxHashes: [],
  txHashes: [],
  ...extra,
})
const running = (s?: StatusResponse['status'], resumed = false): TransferState => ({
  kind: 'running',
  view,
  resumed,
  progress: s
    ? {
        phase: 'tracking',
        stepIndex: 0,
        itemIndex: 0,
        requestId: '0xreq',
        transactions: [],
        status: status(s),
        trackingError: undefined,
      }
    : undefined,
})

/** The events of a whole journey, state by state. */
function journey(states: TransferState[]) {
  let previous: TransferState | undefined = { kind: 'idle' }
  return states.flatMap((next) => {
    const events = transferEvents(previous, next)
    previous = next
    return events.map((e) => `${e.type}${'status' in e.payload ? `:${e.payload.status}` : ''}`)
  })
}

describe('transfer events for the host', () => {
  it('a fill: started, each status once, completed', () => {
    const done: TransferState = {
      kind: 'done',
      view,
      status: status('success', { txHashes: ['0xfill'] }),
      progress: undefined,
    }
    expect(
      journey([
        running(),
        running(),
        running('waiting'),
        running('waiting'),
        running('pending'),
        running('submitted'),
        done,
      ]),
    ).toEqual([
      'execution.started',
      'status:waiting',
      'status:pending',
      'status:submitted',
      'status:success',
      'completed',
    ])
    expect(transferEvents(running('submitted'), done).at(-1)).toEqual({
      type: 'completed',
      payload: { requestId: '0xreq', txHashes: ['0xfill'] },
    })
  })

  it('a refund carries the reason in words', () => {
    const refunded: TransferState = {
      kind: 'done',
      view,
      status: status('refund', { failReason: 'SLIPPAGE' }),
      progress: undefined,
    }
    const events = transferEvents(running('failure'), refunded)
    expect(events.map((e) => e.type)).toEqual(['status', 'refunded'])
    expect(events[1]!.payload).toMatchObject({ requestId: '0xreq', failReason: 'SLIPPAGE' })
    expect((events[1]!.payload as { message: string }).message.length).toBeGreaterThan(10)
    expect(
      transferEvents(running('pending'), { kind: 'done', view, status: status('failure'), progress: undefined }).map(
        (e) => e.type,
      ),
    ).toEqual(['status', 'failed'])
  })

  it('names the request page in every event about the request, when there is one', () => {
    const url = (id: string) => `https://shop.example/transfer/${id}`
    const done: TransferState = { kind: 'done', view, status: status('success'), progress: undefined }
    expect(transferEvents({ kind: 'idle' }, running(), url)).toEqual([
      { type: 'execution.started', payload: { requestId: '0xreq', requestUrl: 'https://shop.example/transfer/0xreq' } },
    ])
    const events = transferEvents(running('submitted'), done, url)
    expect(events.map((e) => e.type)).toEqual(['status', 'completed'])
    for (const event of events)
      expect(event.payload).toMatchObject({ requestUrl: 'https://shop.example/transfer/0xreq' })
  })

  it("without a failReason (the public status omits it), the message is the status's details", () => {
    const details = 'Refunded because the destination chain is congested'
    const refunded: TransferState = { kind: 'done', view, status: status('refund', { details }), progress: undefined }
    expect(transferEvents(running('pending'), refunded)[1]!.payload).toMatchObject({ message: details })
  })

  it('a resumed transfer reports its statuses but is not started again; declines and errors are errors', () => {
    expect(journey([running('pending', true), running('submitted', true)])).toEqual([
      'status:pending',
      'status:submitted',
    ])
    expect(journey([running(), { kind: 'cancelled', message: 'You declined in your wallet.' }])).toEqual([
      'execution.started',
      'error',
    ])
    expect(journey([running(), { kind: 'error', view, error: new Error('boom'), progress: undefined }])).toEqual([
      'execution.started',
      'error',
    ])
  })
})
