import { afterEach, describe, expect, it, vi } from 'vitest'
import { MAX_QUOTE_AGE_MS } from '../../api/quotePolicy'
import type { QuoteResponse } from '../../api/schemas/quote'
import {
  acceptQuote,
  confirmImpact,
  EMPTY_REVIEW,
  executableQuote,
  type QuoteReviewState,
  rememberShown,
  reviewQuote,
} from './quoteReview'

/** A quote with `out` at 0.5 % slippage and `impact` percent of value lost. */
const quote = (out: string, impact = 0): QuoteResponse => ({
  steps: [],
  fees: {},
  details: {
    currencyOut: { amount: out },
    slippageTolerance: { destination: { percent: '0.5' } },
    totalImpact: { percent: String(-impact) },
  },
})

/** The page as it renders: review, then remember the first output shown, as the hook does. */
function render(state: QuoteReviewState, q: QuoteResponse | undefined, formKey = 'a', quotedKey = 'a') {
  const review = reviewQuote(state, { formKey, quotedKey, quote: q })
  return { review, state: rememberShown(state, review) }
}

afterEach(() => vi.useRealTimers())

describe('quote review', () => {
  it('shows a quote only for what the form says now', () => {
    expect(render(EMPTY_REVIEW, quote('100'), 'b', 'a').review.quote).toBeUndefined()
    const incomplete = reviewQuote(EMPTY_REVIEW, { formKey: undefined, quotedKey: undefined, quote: quote('100') })
    expect(incomplete.quote).toBeUndefined()
    const { review } = render(EMPTY_REVIEW, quote('100'))
    expect(review.quote?.details.currencyOut?.amount).toBe('100')
    expect(review.ready).toBe(true)
  })

  it('holds a refreshed quote that fell beyond slippage until the person accepts it', () => {
    let { state } = render(EMPTY_REVIEW, quote('10000'))
    expect(state.accepted).toEqual({ key: 'a', out: 10_000n })
    // Within 0.5 %: nothing to accept.
    expect(render(state, quote('9950')).review.drifted).toBe(false)
    const moved = render(state, quote('9949'))
    expect(moved.review.drifted).toBe(true)
    expect(moved.review.ready).toBe(false)
    state = acceptQuote(moved.state, moved.review)
    expect(render(state, quote('9949')).review).toMatchObject({ drifted: false, ready: true })
    // A better price never needs accepting.
    expect(render(state, quote('20000')).review.drifted).toBe(false)
  })

  it('measures a new request against its own first quote, not the previous request', () => {
    const { state } = render(EMPTY_REVIEW, quote('10000'))
    const other = render(state, quote('5000'), 'b', 'b')
    expect(other.review.drifted).toBe(false)
    expect(other.state.accepted).toEqual({ key: 'b', out: 5000n })
  })

  it('returns the same state object when nothing changes, so a page can call it every render', () => {
    const { state } = render(EMPTY_REVIEW, quote('10000'))
    expect(render(state, quote('10000')).state).toBe(state)
  })

  it('warns at 3 % impact and needs a confirmation at 10 %, for this request only', () => {
    expect(render(EMPTY_REVIEW, quote('1', 4)).review).toMatchObject({ impact: 'warn', ready: true })
    const high = render(EMPTY_REVIEW, quote('1', 12))
    expect(high.review).toMatchObject({ impact: 'confirm', impactBlocks: true, ready: false })
    const confirmed = confirmImpact(high.state, high.review, true)
    expect(render(confirmed, quote('1', 12)).review).toMatchObject({ impactConfirmed: true, ready: true })
    expect(render(confirmed, quote('1', 12), 'b', 'b').review.impactBlocks).toBe(true)
    const withdrawn = confirmImpact(confirmed, high.review, false)
    expect(render(withdrawn, quote('1', 12)).review.impactBlocks).toBe(true)
  })
})

describe('executableQuote', () => {
  it('signs the reviewed quote while it is fresh, and fetches it again once older than the maximum age', async () => {
    vi.useFakeTimers()
    const quotedAt = Date.now()
    const { state, review } = render(EMPTY_REVIEW, quote('10000'))
    const refetch = vi.fn(async () => quote('9990'))
    vi.advanceTimersByTime(MAX_QUOTE_AGE_MS)
    expect(await executableQuote({ state, review, quotedAt, now: Date.now(), refetch })).toEqual({
      ok: true,
      quote: review.quote,
    })
    expect(refetch).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    const fresh = await executableQuote({ state, review, quotedAt, now: Date.now(), refetch })
    expect(refetch).toHaveBeenCalledOnce()
    expect(fresh).toEqual({ ok: true, quote: quote('9990') })
  })

  it('does not sign a refetched quote that moved beyond slippage, nor one that could not be fetched', async () => {
    vi.useFakeTimers()
    const quotedAt = Date.now()
    const { state, review } = render(EMPTY_REVIEW, quote('10000'))
    vi.advanceTimersByTime(MAX_QUOTE_AGE_MS + 1)
    const now = Date.now()
    expect(await executableQuote({ state, review, quotedAt, now, refetch: async () => quote('9000') })).toEqual({
      ok: false,
      reason: 'moved',
    })
    expect(await executableQuote({ state, review, quotedAt, now, refetch: async () => undefined })).toEqual({
      ok: false,
      reason: 'unavailable',
    })
  })

  it('refuses while the review is not ready', async () => {
    const high = render(EMPTY_REVIEW, quote('1', 12))
    const refetch = vi.fn(async () => quote('1'))
    const result = await executableQuote({ ...high, quotedAt: Date.now(), now: Date.now(), refetch })
    expect(result).toEqual({ ok: false, reason: 'not-ready' })
    expect(refetch).not.toHaveBeenCalled()
  })
})
