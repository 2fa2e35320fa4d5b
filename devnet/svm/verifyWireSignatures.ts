import { createPublicKey, verify } from 'node:crypto'
import type { WireTransaction } from './readWireTransaction'

/** The DER prefix of an Ed25519 public key (SPKI) before its 32 raw bytes. */
const ED25519_SPKI_PREFIX = Buffer.from('302a300506032b6570032100', 'hex')

/**
 * Whether each signature is its signer's Ed25519 signature of the message (signer i is static key i), checked
 * here, synchronously, so that litesvm only ever sees fully and validly signed transactions when it verifies.
 */
export function verifyWireSignatures({ signatures, message }: WireTransaction): boolean {
  return signatures.every((signature, i) => {
    const key = message.accountKeys[i]
    if (!key) return false
    try {
      const publicKey = createPublicKey({
        key: Buffer.concat([ED25519_SPKI_PREFIX, key]),
        format: 'der',
        type: 'spki',
      })
      return verify(null, message.bytes, publicKey, signature)
    } catch {
      // A key that is not a point on the curve signs nothing.
      return false
    }
  })
}
