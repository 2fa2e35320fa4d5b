const BASE58_ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
/** A Solana public key is 32 bytes: 32 to 44 base58 characters. */
const PUBLIC_KEY_BYTES = 32
const BASE58_KEY_PATTERN = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * Whether `text` is a Solana public key: base58 that decodes to exactly 32 bytes. A few lines here rather than
 * `@solana/kit`'s `isAddress`, so that the form checks a recipient without loading the Solana chunk (or waiting for it).
 */
export function isSolanaAddress(text: string): boolean {
  if (!BASE58_KEY_PATTERN.test(text)) return false
  // Leading '1's are leading zero bytes; the rest is a base-58 number that must fit the remaining bytes.
  let zeros = 0
  while (text[zeros] === '1') zeros++
  let value = 0n
  for (const char of text.slice(zeros)) value = value * 58n + BigInt(BASE58_ALPHABET.indexOf(char))
  let bytes = 0
  while (value > 0n) {
    value >>= 8n
    bytes++
  }
  return zeros + bytes === PUBLIC_KEY_BYTES
}
