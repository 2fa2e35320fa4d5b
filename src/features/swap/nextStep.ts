import { t } from '@lingui/core/macro'
import { ApiError } from '../../api/ApiError'
import { recipientPrompt } from '../../transfer/recipient/recipientPrompt'
import type { QuoteRequestResult } from './buildQuoteRequest'

/** What the form needs before it can go on, as the button says it; `beforeWallet`: said even with no wallet yet. */
export type NextStep = { label: string; beforeWallet: boolean }

/**
 * The one thing to do next while there is no quote to act on: the route to fix, the amount to enter or lower, the
 * recipient to enter or check, or what the service's refusal asks; undefined while a quote is shown.
 */
export function nextStep(args: {
  built: QuoteRequestResult
  hasQuote: boolean
  /** The quote request failed: the service's refusal. */
  error: Error | undefined
  destinationVm: string
  /** The service refused because the recipient cannot receive the token (`recipientCannotReceive`). */
  recipientRefused?: boolean
}): NextStep | undefined {
  const { built } = args
  if (!built.ok) return blockedStep(built, args.destinationVm)
  if (args.hasQuote) return undefined
  if (args.error && args.recipientRefused)
    return { label: t({ id: 'swap.submit.changeRecipient', message: 'Change the recipient' }), beforeWallet: true }
  if (args.error) return { label: refusalStep(args.error), beforeWallet: true }
  return { label: t({ id: 'swap.submit.quoting', message: 'Getting a quote…' }), beforeWallet: true }
}

function blockedStep(built: Extract<QuoteRequestResult, { ok: false }>, destinationVm: string): NextStep | undefined {
  switch (built.reason) {
    case 'sameChain':
      return { label: t({ id: 'swap.submit.pickChains', message: 'Pick two different chains' }), beforeWallet: true }
    case 'notOnDestination':
      return { label: t({ id: 'swap.submit.pickToken', message: 'Pick another token' }), beforeWallet: true }
    case 'sameToken':
      return { label: t({ id: 'swap.submit.pickOtherToken', message: 'Pick a different token' }), beforeWallet: true }
    case 'closed':
      return { label: t({ id: 'swap.submit.pickRoute', message: 'Pick other chains' }), beforeWallet: true }
    case 'capacity':
      return { label: t({ id: 'swap.submit.smallerAmount', message: 'Try a smaller amount' }), beforeWallet: true }
    case 'balance':
      return {
        label: t({ id: 'swap.submit.insufficientBalance', message: 'Insufficient balance' }),
        beforeWallet: false,
      }
  }
  if (built.field === 'pay' || built.field === 'receive')
    return built.silent
      ? { label: t({ id: 'swap.submit.enterAmount', message: 'Enter an amount' }), beforeWallet: false }
      : { label: t({ id: 'swap.submit.checkAmount', message: 'Check the amount' }), beforeWallet: true }
  if (built.field === 'recipient')
    return built.silent
      ? {
          label:
            destinationVm === 'svm'
              ? recipientPrompt(destinationVm)
              : t({ id: 'swap.submit.enterRecipient', message: 'Enter a recipient' }),
          beforeWallet: false,
        }
      : { label: t({ id: 'swap.submit.checkRecipient', message: 'Check the recipient' }), beforeWallet: true }
  return undefined
}

/** What a refused quote asks of the person, by the service's error code. */
function refusalStep(error: Error): string {
  const code = error instanceof ApiError ? error.errorCode : undefined
  switch (code) {
    case 'INSUFFICIENT_LIQUIDITY':
      return t({ id: 'swap.submit.smallerAmount', message: 'Try a smaller amount' })
    case 'AMOUNT_TOO_LOW':
      return t({ id: 'swap.submit.largerAmount', message: 'Try a larger amount' })
    default:
      return t({ id: 'swap.submit.noQuote', message: 'No quote for this transfer' })
  }
}
