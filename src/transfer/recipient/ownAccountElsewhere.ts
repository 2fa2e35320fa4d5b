import { t } from '@lingui/core/macro'
import { isDelegatedAccount } from './checkRecipient'

/** An address's code on a chain (`0x`: none); undefined when the chain did not answer. */
type Code = `0x${string}` | undefined

const hasCode = (code: Code) => code !== undefined && code !== '0x' && !/^0x0*$/.test(code)

/**
 * Whether sending to one's own address on another chain needs a recipient typed instead: the sending account is a
 * contract wallet on the origin (a Safe, a smart account: code that is not an EIP-7702 delegation) and the same
 * address has no code on the destination, where that wallet may not exist (a Safe is deployed per chain; funds
 * there could be out of reach). An EOA, a 7702-delegated account, or a wallet deployed on both chains is not asked.
 */
export function ownAccountNeedsRecipient(args: { originCode: Code; destinationCode: Code }): boolean {
  const { originCode, destinationCode } = args
  if (!hasCode(originCode) || isDelegatedAccount(originCode as `0x${string}`)) return false
  // A destination that did not answer is not taken as "no wallet there".
  return destinationCode !== undefined && !hasCode(destinationCode)
}

/** Why the field asks for a recipient when the sender is a contract wallet that is not on the destination. */
export function ownAccountElsewhereText(destination: string): string {
  return t({
    id: 'transfer.recipient.contractWalletElsewhere',
    message: `Your account is a contract wallet (a Safe or a smart account) that does not exist on ${destination}, so funds sent to the same address there could be out of reach. Enter the address that should receive them.`,
  })
}
