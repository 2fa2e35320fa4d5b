import { t } from '@lingui/core/macro'
import type { QuoteResponse } from '../../api/schemas/quote'
import type { ExecutableQuote } from './quoteReview'

/**
 * What a click on the main button has become. Between the click and the
 * wallet's request there are waits (a quote too old to sign is fetched
 * again, the transfer's code loads), and a click must never end in nothing:
 * it starts the transfer, or waits visibly for what it needs and starts by
 * itself once it is there, or says what went wrong.
 */
export type StartState =
  | { kind: 'idle' }
  /** The click is being turned into a transfer (a fresh quote, the transfer's code). */
  | { kind: 'starting' }
  /** The click is kept: it starts by itself once a quote can be signed. */
  | { kind: 'waiting'; reason: Exclude<ExecutableQuote, { ok: true }>['reason'] }
  | { kind: 'failed'; message: string }

export type StartGate = {
  /** The person asked to start: `summary` names the transfer in lists. */
  request(summary: (quote: QuoteResponse) => string): Promise<void>
  /** The reviewed quote changed (a new one arrived, or was accepted): a kept click tries again. */
  quoteChanged(ready: boolean): void
  /** The person no longer wants the kept click. */
  cancel(): void
  state(): StartState
}

/** Words for a kept or failed click, for a status line under the button. */
export function startStateText(state: StartState): string | undefined {
  switch (state.kind) {
    case 'idle':
      return undefined
    case 'starting':
      return t({ id: 'transfer.start.starting', message: 'Starting your transfer…' })
    case 'waiting':
      if (state.reason === 'unavailable')
        return t({
          id: 'transfer.start.waitingUnavailable',
          message: 'The service did not answer for a fresh quote. Your transfer starts as soon as one arrives.',
        })
      if (state.reason === 'moved')
        return t({
          id: 'transfer.start.waitingMoved',
          message: 'The price moved beyond your slippage. Accept the new quote and your transfer starts.',
        })
      return t({
        id: 'transfer.start.waitingQuote',
        message: 'Waiting for a quote you can sign. Your transfer starts as soon as it is ready.',
      })
    case 'failed':
      return state.message
  }
}

/**
 * The click's way to the transfer, as plain TypeScript: `prepare` gives the
 * quote to sign (or why there is none yet), `run` hands it to the wallet.
 */
export function createStartGate(deps: {
  prepare: () => Promise<ExecutableQuote>
  run: (quote: QuoteResponse, summary: string) => Promise<void>
  onChange: (state: StartState) => void
  /** The error in words (may load its texts). */
  describe: (error: unknown) => string | Promise<string>
}): StartGate {
  let current: StartState = { kind: 'idle' }
  let kept: ((quote: QuoteResponse) => string) | undefined
  const set = (next: StartState) => {
    current = next
    deps.onChange(next)
  }

  const request = async (summary: (quote: QuoteResponse) => string) => {
    if (current.kind === 'starting') return
    kept = summary
    set({ kind: 'starting' })
    try {
      const executable = await deps.prepare()
      if (kept !== summary) return // cancelled meanwhile
      if (!executable.ok) return set({ kind: 'waiting', reason: executable.reason })
      kept = undefined
      set({ kind: 'idle' })
      await deps.run(executable.quote, summary(executable.quote))
    } catch (error) {
      kept = undefined
      set({ kind: 'failed', message: await deps.describe(error) })
    }
  }

  return {
    request,
    quoteChanged(ready) {
      if (current.kind === 'waiting' && ready && kept) void request(kept)
    },
    cancel() {
      kept = undefined
      if (current.kind !== 'idle') set({ kind: 'idle' })
    },
    state: () => current,
  }
}
