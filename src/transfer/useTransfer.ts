import { useCallback, useEffect, useRef, useState } from 'react'
import { useConfig } from 'wagmi'
import { getStatus } from '../api/getStatus'
import type { QuoteResponse } from '../api/schemas/quote'
import { UserRejectedError } from './errors'
import { runSteps, type StepProgress, type TransferOutcome } from './runSteps'
import { wagmiStepWallet } from './wagmiStepWallet'

export type TransferState =
  | { kind: 'idle' }
  | { kind: 'running'; quote: QuoteResponse; progress: StepProgress | undefined }
  | { kind: 'done'; quote: QuoteResponse; outcome: TransferOutcome; progress: StepProgress | undefined }
  | { kind: 'cancelled'; quote: QuoteResponse; message: string }
  | { kind: 'error'; quote: QuoteResponse; error: Error; progress: StepProgress | undefined }

/** Runs a quote's steps through the connected wallet and keeps the journey in state. */
export function useTransfer(args: { baseUrl: string }) {
  const config = useConfig()
  const [state, setState] = useState<TransferState>({ kind: 'idle' })
  const controller = useRef<AbortController | undefined>(undefined)

  useEffect(() => () => controller.current?.abort(), [])

  const start = useCallback(
    async (quote: QuoteResponse) => {
      controller.current?.abort()
      const abort = new AbortController()
      controller.current = abort
      let last: StepProgress | undefined
      setState({ kind: 'running', quote, progress: undefined })
      try {
        const outcome = await runSteps({
          steps: quote.steps,
          wallet: wagmiStepWallet(config),
          fetchStatus: ({ endpoint, signal }) => getStatus({ baseUrl: args.baseUrl, endpoint, signal }),
          signal: abort.signal,
          onProgress: (progress) => {
            last = progress
            if (!abort.signal.aborted) setState({ kind: 'running', quote, progress })
          },
        })
        if (!abort.signal.aborted) setState({ kind: 'done', quote, outcome, progress: last })
      } catch (error) {
        if (abort.signal.aborted) return
        if (error instanceof UserRejectedError) setState({ kind: 'cancelled', quote, message: error.message })
        else setState({ kind: 'error', quote, error: toError(error), progress: last })
      }
    },
    [config, args.baseUrl],
  )

  const reset = useCallback(() => {
    controller.current?.abort()
    setState({ kind: 'idle' })
  }, [])

  return { state, start, reset }
}

function toError(error: unknown): Error {
  if (error instanceof Error) {
    // viem errors carry a short message meant for people.
    const short = (error as { shortMessage?: string }).shortMessage
    return short ? new Error(short, { cause: error }) : error
  }
  return new Error(String(error))
}
