import { t } from '@lingui/core/macro'

/**
 * What the recipient field asks for on a chain of this VM, while it is empty. A file of its own: the form's skeleton
 * and prerendered HTML show it too (RecipientAddressField), and they must not bring the address checks along.
 */
export function recipientPrompt(vmType: string): string {
  return vmType === 'svm'
    ? t({ id: 'transfer.recipient.pasteSolana', message: 'Paste a Solana address' })
    : t({ id: 'transfer.recipient.prompt', message: '0x… or a name' })
}
