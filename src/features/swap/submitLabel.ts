import { i18n } from '@lingui/core'
import { SWAP_MODES, type SwapMode } from './swapModes'

/** What the submit button says: the next thing the person has to do, or the action itself. */
export function submitLabel(s: {
  /** The origin chain's VM has an account connected. */
  connected: boolean
  /** The origin chain's VM: which wallet to ask for. */
  vm?: string
  busy: boolean
  hasQuote: boolean
  problem: 'balance' | 'gas' | undefined
  action: string
  /** The deposit is a signature, not a transaction. */
  gasless?: boolean
  /** What the last click has become: starting, or kept until a quote can be signed. */
  start?: 'starting' | 'waiting'
  /** The recipient is a contract and the person has not confirmed it yet. */
  confirmRecipient?: boolean
  /** The recipient field shows an error (an address Ferry cannot send to): no quote comes until it changes. */
  recipientError?: boolean
  /** The route needs a recipient typed (a Solana one, with no Solana wallet connected): what the field asks. */
  recipientMissing?: string
  /** The site's fees are above Ferry's cap: no quote is asked (the form says why). */
  feeRefused?: boolean
}) {
  if (!s.connected) return s.vm === 'svm' ? 'Connect a Solana wallet' : 'Connect wallet'
  if (s.busy) return 'Transfer in progress…'
  if (s.start === 'starting') return 'Starting…'
  if (s.start === 'waiting') return 'Starts when the quote is ready…'
  if (s.feeRefused) return 'Fee above the limit'
  if (!s.hasQuote) return s.recipientError ? 'Check the recipient' : (s.recipientMissing ?? 'Enter an amount')
  if (s.problem === 'balance') return 'Insufficient balance'
  if (s.problem === 'gas') return 'Not enough for network gas'
  if (s.confirmRecipient) return 'Confirm the recipient'
  return s.gasless ? `Sign to ${s.action.charAt(0).toLowerCase()}${s.action.slice(1)}` : s.action
}

/** The action the button names once nothing else is missing: "Bridge from A to B", or the mode's name. */
export function swapAction(args: { mode: SwapMode; from: string; to: string }): string {
  return args.mode === 'bridge'
    ? `Bridge from ${args.from} to ${args.to}`
    : i18n._(SWAP_MODES.find((m) => m.id === args.mode)!.label)
}
