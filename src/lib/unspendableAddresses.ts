import { addressKey } from './addressKey'

/**
 * Addresses nobody can spend from: the zero address, the `0x…dead` burn address the service's own kit uses as a
 * placeholder user, and Solana's system program (its all-ones placeholder). A recipient among them loses the money.
 */
export const EVM_PLACEHOLDER_USER = '0x000000000000000000000000000000000000dEaD'
export const SVM_PLACEHOLDER_USER = '11111111111111111111111111111111'

const UNSPENDABLE = new Set(
  ['0x0000000000000000000000000000000000000000', EVM_PLACEHOLDER_USER, SVM_PLACEHOLDER_USER].map(addressKey),
)

/** The address is one nobody can spend from (compared the way addresses are compared: case-insensitively for 0x). */
export function isUnspendableAddress(address: string): boolean {
  return UNSPENDABLE.has(addressKey(address.trim()))
}

/** The placeholder user of a price asked before a wallet is connected: the origin VM's burn address. */
export function placeholderUser(vm: string | undefined): string {
  return vm === 'svm' ? SVM_PLACEHOLDER_USER : EVM_PLACEHOLDER_USER
}

/** The request's user is a placeholder: its answer is a price (`POST /price`), nothing to sign. */
export function isPlaceholderUser(user: string): boolean {
  return user === EVM_PLACEHOLDER_USER || user === SVM_PLACEHOLDER_USER
}
