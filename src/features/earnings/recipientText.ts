import { checksumAddress } from '../../lib/addresses'
import { ADDRESS_PATTERN } from '../../lib/addressPattern'

/** A claim's recipient as people read addresses (EIP-55 checksum; the listing may send it lower case), as given when it is no address. */
export function recipientText(recipient: string | undefined): string | undefined {
  if (recipient === undefined) return undefined
  return ADDRESS_PATTERN.test(recipient) ? checksumAddress(recipient.slice(2)) : recipient
}
