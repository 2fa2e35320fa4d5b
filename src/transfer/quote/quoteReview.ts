import { MAX_QUOTE_AGE_MS } from '../../api/quotePolicy'
import type { QuoteResponse } from '../../api/schemas/quote'
import { type ImpactLevel, impactLevel } from './priceImpact'
import { needsReacceptance } from './quoteDrift'

/**
 * The quote review: what a person has seen and agreed to for the request the
 * form holds now. Plain data, changed only through the functions below, so
 * the rules are the same on every page and testable without React.
 */
export type QuoteReviewState = {
  /** The output first shown for a request; a later quote that falls beyond slippage must be accepted again. */
  accepted?: { key: string; out: bigint }
  /** The request whose high price impact the person confirmed. */
  impactConfirmedFor?: string
}

export const EMPTY_REVIEW: QuoteReviewState = {}

/** What the page knows right now: the form's request, the request last quoted, and that quote. */
export type QuoteReviewInput = {
  /** Identity of the request the form holds now (undefined: the form is incomplete). */
  formKey: string | undefined
  /** Identity of the request the quote below answers (the debounced one). */
  quotedKey: string | undefined
  quote: QuoteResponse | undefined
}

export type QuoteReview = {
  /** The quote for what the form says now; never one for what it said a moment ago. */
  quote: QuoteResponse | undefined
  /** The request the review is about, when the quote matches the form. */
  key: string | undefined
  /** The output fell beyond slippage since the person first saw it: `acceptQuote` first. */
  drifted: boolean
  impact: ImpactLevel
  impactConfirmed: boolean
  /** The impact is high enough to need a confirmation that has not been given. */
  impactBlocks: boolean
  /** There is a quote and nothing stands in the way of signing it. */
  ready: boolean
}

const outOf = (quote: QuoteResponse): bigint | undefined => {
  const amount = quote.details.currencyOut?.amount
  return amount === undefined ? undefined : BigInt(amount)
}

/** The review of `input` under `state`. */
export function reviewQuote(state: QuoteReviewState, input: QuoteReviewInput): QuoteReview {
  const matches = input.formKey !== undefined && input.formKey === input.quotedKey
  const quote = matches ? input.quote : undefined
  const key = matches ? input.formKey : undefined
  const accepted = state.accepted?.key === key ? state.accepted : undefined
  const drifted = Boolean(quote && accepted && needsReacceptance({ acceptedOut: accepted.out, current: quote }))
  const impact = quote ? impactLevel(quote) : 'none'
  const impactConfirmed = key !== undefined && state.impactConfirmedFor === key
  const impactBlocks = impact === 'confirm' && !impactConfirmed
  return {
    quote,
    key,
    drifted,
    impact,
    impactConfirmed,
    impactBlocks,
    ready: Boolean(quote) && !drifted && !impactBlocks,
  }
}

/**
 * Records the output of the first quote shown for a request, which later
 * quotes are measured against. Returns `state` itself when nothing changes,
 * so a React page can call it on every render.
 */
export function rememberShown(state: QuoteReviewState, review: QuoteReview): QuoteReviewState {
  if (!review.quote || review.key === undefined || state.accepted?.key === review.key) return state
  const out = outOf(review.quote)
  return out === undefined ? state : { ...state, accepted: { key: review.key, out } }
}

/** The person accepts the numbers now on screen. */
export function acceptQuote(state: QuoteReviewState, review: QuoteReview): QuoteReviewState {
  const out = review.quote ? outOf(review.quote) : undefined
  if (review.key === undefined || out === undefined) return state
  return { ...state, accepted: { key: review.key, out } }
}

/** The person confirms (or takes back) that they accept a high price impact for this request. */
export function confirmImpact(state: QuoteReviewState, review: QuoteReview, confirmed: boolean): QuoteReviewState {
  return { ...state, impactConfirmedFor: confirmed ? review.key : undefined }
}

/** True when a quote fetched at `quotedAt` is too old to sign at `now`. */
export function isTooOld(quotedAt: number, now: number): boolean {
  return now - quotedAt > MAX_QUOTE_AGE_MS
}

export type ExecutableQuote =
  | { ok: true; quote: QuoteResponse }
  /** not-ready: no quote, drifted or unconfirmed impact; unavailable: the refetch failed; moved: the fresh quote fell beyond slippage. */
  | { ok: false; reason: 'not-ready' | 'unavailable' | 'moved' }

/**
 * The quote to hand to the wallet: the reviewed one, or a fresh one when it
 * is older than MAX_QUOTE_AGE_MS. A fresh quote that fell beyond slippage of
 * what the person accepted is not signed: the page shows it for acceptance.
 */
export async function executableQuote(args: {
  state: QuoteReviewState
  review: QuoteReview
  quotedAt: number
  now: number
  refetch: () => Promise<QuoteResponse | undefined>
}): Promise<ExecutableQuote> {
  const { review, state } = args
  if (!review.ready || !review.quote) return { ok: false, reason: 'not-ready' }
  if (!isTooOld(args.quotedAt, args.now)) return { ok: true, quote: review.quote }
  const fresh = await args.refetch()
  if (!fresh) return { ok: false, reason: 'unavailable' }
  const accepted = state.accepted?.key === review.key ? state.accepted : undefined
  if (accepted && needsReacceptance({ acceptedOut: accepted.out, current: fresh }))
    return { ok: false, reason: 'moved' }
  return { ok: true, quote: fresh }
}
