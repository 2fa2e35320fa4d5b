import type { Hex, SignableMessage } from 'viem'

/** A 32-byte hex anywhere in the message: the official client's test for "this message is a hash". */
const HASH_IN_MESSAGE = /0x[0-9a-fA-F]{64}/
const WHOLE_HEX = /^0x(?:[0-9a-fA-F]{2})*$/

/**
 * What an `eip191` signature item's `message` is signed as, the way the
 * official client does (`packages/sdk/src/utils/viemWallet.ts`): a message
 * that carries a 32-byte hex (a claim's or an order's hash) is signed as its
 * raw bytes (`{ raw }`, `personal_sign` of those bytes); any other message as
 * its text. A message the official client would take for a hash but that is
 * not hex through and through (text around the hash) stays text: its bytes
 * would not be what the service hashed either way.
 */
export function eip191Message(message: string): SignableMessage {
  return HASH_IN_MESSAGE.test(message) && WHOLE_HEX.test(message) ? { raw: message as Hex } : message
}
