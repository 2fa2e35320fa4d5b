import { useEffect, useMemo, useRef, useState } from 'react'
import type { QuoteRequest, QuoteResponse } from '../../api/schemas/quote'
import type { NetworkProfile } from '../../config/networks'
import type { Store } from '../../lib/createStore'
import { createStartGate, type StartState } from '../quote/startGate'
import { type UseQuoteReviewReturnType, useQuoteReview } from '../quote/useQuoteReview'
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
  /**
   * Signs the reviewed quote (fetched again first when too old); `summary` names it in lists. A click that
   * cannot start yet is kept (`startState`) and starts by itself once a quote can be signed.
   */
  start: (summary: (quote: QuoteResponse) => string) => Promise<void>
  /** What the last click has become: starting, kept until a quote can be signed, or failed with words. */
  startState: StartState
  /** Drops a kept click. */
  cancelStart: () => void
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
  /** What the person typed, which paces the quote debounce (useQuoteReview). */
  typed?: string
  /** Where the transfer's state is written, when the page reads it too (useTransfer). */
  store?: Store<TransferState>
}): UseTransferJourneyReturnType {
  const { profile } = args
  const transfer = useTransfer({
    baseUrl: profile.apiUrl,
    network: profile.id,
    websocketUrl: profile.websocketUrl,
    store: args.store,
  })
  const { state } = transfer
  const busy = state.kind === 'running'
  const finished = state.kind === 'done' || state.kind === 'error'
  const paused = busy || finished
  const review = useQuoteReview({ baseUrl: profile.apiUrl, request: args.request, paused, typed: args.typed })
  const journey = state.kind === 'running' || state.kind === 'done' || state.kind === 'error' ? state : undefined

  // The gate reads the newest review and transfer: a kept click may start renders after it was made.
  const latest = useRef({ review, transfer })
  latest.current = { review, transfer }
  const [startState, setStartState] = useState<StartState>({ kind: 'idle' })
  const gate = useMemo(
    () =>
      createStartGate({
        prepare: () => latest.current.review.prepare(),
        run: (quote, summary) => latest.current.transfer.start({ quote, summary }),
        onChange: setStartState,
        describe: async (error) => (await import('../../lib/walletErrors')).readableError(error).message,
      }),
    [],
  )
  const signable = review.ready && review.quote !== undefined
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new quote object is a new chance for a kept click.
  useEffect(() => gate.quoteChanged(signable), [gate, signable, review.quote])
  const start = async (summary: (quote: QuoteResponse) => string) => {
    if (!busy) await gate.request(summary)
  }
  const startOver = () => {
    gate.cancel()
    review.discard()
    transfer.reset()
  }
  return {
    review,
    transfer,
    busy,
    finished,
    journey,
    start,
    startState,
    cancelStart: () => gate.cancel(),
    startOver,
  }
}
