import type { QuoteRequest, QuoteResponse } from '../api/schemas/quote'
import type { NetworkProfile } from '../config/networks'
import { type UseQuoteReviewReturnType, useQuoteReview } from './useQuoteReview'
import { type TransferState, type UseTransferReturnType, useTransfer } from './useTransfer'

/** A transfer on screen: running, or ended with an outcome or an error. */
export type Journey = Extract<TransferState, { kind: 'running' | 'done' | 'error' }>

export type UseTransferJourneyReturnType = {
  review: UseQuoteReviewReturnType
  transfer: UseTransferReturnType
  /** A transfer is running: the form is locked. */
  busy: boolean
  /** The transfer ended (outcome or error): the page offers a new one. */
  finished: boolean
  journey: Journey | undefined
  /** Signs the reviewed quote (fetched again first when too old); `summary` names it in lists. */
  start: (summary: (quote: QuoteResponse) => string) => Promise<void>
  /** A new transfer: the used quote is dropped, the next one gets a new request id. */
  startOver: () => void
}

/**
 * The whole quote journey of a page: quote, review, sign, follow. The form
 * and the call builder differ only in how they build `request` and show it.
 */
export function useTransferJourney(args: {
  profile: Pick<NetworkProfile, 'apiUrl' | 'id' | 'websocketUrl'>
  request: QuoteRequest | undefined
}): UseTransferJourneyReturnType {
  const { profile } = args
  const transfer = useTransfer({ baseUrl: profile.apiUrl, network: profile.id, websocketUrl: profile.websocketUrl })
  const { state } = transfer
  const busy = state.kind === 'running'
  const finished = state.kind === 'done' || state.kind === 'error'
  const review = useQuoteReview({ baseUrl: profile.apiUrl, request: args.request, paused: busy || finished })
  const journey = state.kind === 'running' || state.kind === 'done' || state.kind === 'error' ? state : undefined

  const start = async (summary: (quote: QuoteResponse) => string) => {
    if (busy) return
    const executable = await review.prepare()
    if (executable.ok) await transfer.start({ quote: executable.quote, summary: summary(executable.quote) })
  }
  const startOver = () => {
    review.discard()
    transfer.reset()
  }
  return { review, transfer, busy, finished, journey, start, startOver }
}
