import { t } from '@lingui/core/macro'
import type { DepositCheckOutcome } from '../track/checkDeposit'

/** Whether the outcome is good news (the service now has the deposit) or asks the person to act. */
export const depositCheckTone = (outcome: DepositCheckOutcome): 'success' | 'warning' | 'error' =>
  outcome.kind === 'followed' || outcome.kind === 'taking-up'
    ? 'success'
    : outcome.kind === 'failed'
      ? 'error'
      : 'warning'

/** What came of asking the service to look at a deposit, in words, with what to do next. */
export function depositCheckText(outcome: DepositCheckOutcome, chain: string): string {
  switch (outcome.kind) {
    case 'followed':
      return t({
        id: 'transfer.depositCheck.followed',
        message: 'Found: the service now follows your deposit. This page updates by itself.',
      })
    case 'taking-up':
      return t({
        id: 'transfer.depositCheck.takingUp',
        message:
          'The service found funds on the deposit address and is taking them up now. This page updates by itself.',
      })
    case 'no-transaction':
      return t({
        id: 'transfer.depositCheck.noTransaction',
        message: `The service finds no transaction with this hash on ${chain}. Check that you paid on ${chain} and not on another chain, and that the hash is complete. If your wallet still shows the payment as pending, it is not confirmed yet: try again once it is.`,
      })
    case 'no-deposit':
      return t({
        id: 'transfer.depositCheck.noDeposit',
        message: `This transaction on ${chain} pays nothing into this transfer: it went to another address, or belongs to another transfer. Check the address it was sent to. If you paid the wrong address, only whoever controls that address can send it back.`,
      })
    case 'nothing-at-address':
      return t({
        id: 'transfer.depositCheck.nothingAtAddress',
        message: `Nothing has arrived at the deposit address on ${chain} yet. If you paid, the payment may not be confirmed yet, or it went to another chain or address: check it in your wallet or exchange, then try again or paste its transaction hash.`,
      })
    case 'unknown-address':
      return t({
        id: 'transfer.depositCheck.unknownAddress',
        message: `The service does not know this deposit address on ${chain}. Paste the transaction hash of your payment instead.`,
      })
    case 'failed': {
      const { message } = outcome
      return t({
        id: 'transfer.depositCheck.failed',
        message: `The service could not look (${message}). Try again in a moment.`,
      })
    }
  }
}
