import { describe, expect, it } from 'vitest'
import { ApiError } from '../../api/ApiError'
import type { AppFeeClaimEntry } from '../../api/schemas/appFees'
import { UserRejectedError } from '../../lib/walletErrors'
import { type ClaimEvent, type ClaimState, isClaimBusy, nextClaimState } from './claimState'

const entry = (status: string, txHash: string | null = null): AppFeeClaimEntry => ({
  claimId: '0xc1',
  status,
  txHash,
})
const run = (...events: ClaimEvent[]) =>
  events.reduce<ClaimState>((state, event) => nextClaimState(state, event), { kind: 'idle' })

describe('nextClaimState', () => {
  it('goes from asking through the wallet to paid, once the listing says so', () => {
    const paying = run(
      { type: 'ask' },
      { type: 'sign', phase: 'awaiting-message-signature' },
      { type: 'posted', claimId: '0xc1' },
    )
    expect(paying).toEqual({ kind: 'paying', claimId: '0xc1', entry: undefined, trackingError: undefined })
    expect(isClaimBusy(paying)).toBe(true)
    const pending = nextClaimState(paying, { type: 'listed', entry: entry('pending') })
    expect(pending).toMatchObject({ kind: 'paying', entry: { status: 'pending' } })
    const done = nextClaimState(pending, { type: 'listed', entry: entry('success', '0xabc') })
    expect(done).toEqual({ kind: 'done', claimId: '0xc1', entry: entry('success', '0xabc') })
    expect(isClaimBusy(done)).toBe(false)
  })

  it('a failed payment is final too', () => {
    const state = run({ type: 'posted', claimId: '0xc1' }, { type: 'listed', entry: entry('failure') })
    expect(state).toMatchObject({ kind: 'done', entry: { status: 'failure' } })
  })

  it('keeps what it knew while the claim is not listed yet, and says a failed look until a good one', () => {
    const listed = run({ type: 'posted', claimId: '0xc1' }, { type: 'listed', entry: entry('pending') })
    const failedLook = nextClaimState(listed, { type: 'tracking-error', message: 'Cannot reach the service.' })
    expect(failedLook).toMatchObject({ entry: { status: 'pending' }, trackingError: 'Cannot reach the service.' })
    expect(nextClaimState(failedLook, { type: 'listed', entry: undefined })).toMatchObject({
      entry: { status: 'pending' },
      trackingError: undefined,
    })
  })

  it('ignores listings and tracking errors when no claim is being paid', () => {
    expect(run({ type: 'listed', entry: entry('success') })).toEqual({ kind: 'idle' })
    expect(run({ type: 'tracking-error', message: 'x' })).toEqual({ kind: 'idle' })
  })

  it('a declined signature says so and that nothing was claimed', () => {
    const state = run({ type: 'ask' }, { type: 'error', error: new UserRejectedError() })
    expect(state).toEqual({
      kind: 'failed',
      declined: true,
      message: 'You declined the request in your wallet. Nothing was claimed; the balance is as it was.',
    })
  })

  it("a refusal of the service keeps the service's sentence", () => {
    const refusal = new ApiError({ kind: 'http', path: '/x', status: 400, message: 'The fee balance is lower.' })
    expect(run({ type: 'error', error: refusal })).toEqual({
      kind: 'failed',
      declined: false,
      message: 'The fee balance is lower.',
    })
  })

  it('a claim without an id is sent, and reset starts over', () => {
    expect(run({ type: 'sent' })).toEqual({ kind: 'sent' })
    expect(run({ type: 'ask' }, { type: 'reset' })).toEqual({ kind: 'idle' })
  })
})
