import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import type { NextStep } from './nextStep'
import { SWAP_MODES, type SwapMode } from './swapModes'

/** What the button's action is about: the mode, and the two chains by name (a bridge names them). */
export type SwapAction = { mode: SwapMode; from: string; to: string }

/** What the submit button says: the next thing the person has to do, or the action itself. */
export function submitLabel(s: {
  /** The origin chain's VM has an account connected. */
  connected: boolean
  /** The origin chain's VM: which wallet to ask for. */
  vm?: string
  busy: boolean
  hasQuote: boolean
  problem: 'balance' | 'gas' | undefined
  action: SwapAction
  /** The deposit is a signature, not a transaction. */
  gasless?: boolean
  /** What the last click has become: starting, or kept until a quote can be signed. */
  start?: 'starting' | 'waiting'
  /** The recipient is a contract and the person has not confirmed it yet. */
  confirmRecipient?: boolean
  /** The quote is under review: the button confirms it (and opens the wallet). */
  reviewing?: boolean
  /** What the form needs before a quote can be acted on (nextStep.ts): the route, the amount, the recipient... */
  next?: NextStep
  /** The site's fees are above Ferry's cap: no quote is asked (the form says why). */
  feeRefused?: boolean
}): string {
  if (!s.connected && s.next?.beforeWallet) return s.next.label
  if (!s.connected)
    return s.vm === 'svm'
      ? t({ id: 'swap.submit.connectSolana', message: 'Connect a Solana wallet' })
      : t({ id: 'swap.submit.connect', message: 'Connect wallet' })
  if (s.busy) return t({ id: 'swap.submit.busy', message: 'Transfer in progress…' })
  if (s.start === 'starting') return t({ id: 'swap.submit.starting', message: 'Starting…' })
  if (s.start === 'waiting') return t({ id: 'swap.submit.waiting', message: 'Starts when the quote is ready…' })
  if (s.feeRefused) return t({ id: 'swap.submit.feeRefused', message: 'Fee above the limit' })
  if (s.next) return s.next.label
  if (!s.hasQuote) return t({ id: 'swap.submit.enterAmount', message: 'Enter an amount' })
  if (s.problem === 'balance') return t({ id: 'swap.submit.insufficientBalance', message: 'Insufficient balance' })
  if (s.problem === 'gas') return t({ id: 'swap.submit.insufficientGas', message: 'Not enough for network gas' })
  if (s.confirmRecipient) return t({ id: 'swap.submit.confirmRecipient', message: 'Confirm the recipient' })
  if (s.reviewing) return t({ id: 'swap.submit.confirm', message: 'Confirm' })
  return s.gasless ? signAction(s.action) : swapAction(s.action)
}

/** The action the button names once nothing else is missing: "Bridge from A to B", or the mode's name. */
export function swapAction(args: SwapAction): string {
  const { from, to } = args
  return args.mode === 'bridge'
    ? t({ id: 'swap.submit.bridge', message: `Bridge from ${from} to ${to}` })
    : i18n._(SWAP_MODES.find((m) => m.id === args.mode)!.label)
}

/** The action as a signature (the deposit by signature), each its own sentence: "Sign to bridge from A to B". */
function signAction(args: SwapAction): string {
  const { from, to } = args
  switch (args.mode) {
    case 'bridge':
      return t({ id: 'swap.submit.sign.bridge', message: `Sign to bridge from ${from} to ${to}` })
    case 'swap':
      return t({ id: 'swap.submit.sign.swap', message: 'Sign to swap' })
    case 'send':
      return t({ id: 'swap.submit.sign.send', message: 'Sign to send' })
    case 'wrap':
      return t({ id: 'swap.submit.sign.wrap', message: 'Sign to wrap' })
    case 'unwrap':
      return t({ id: 'swap.submit.sign.unwrap', message: 'Sign to unwrap' })
  }
}
