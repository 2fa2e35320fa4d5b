/**
 * An address as a key, or to compare two: an EVM address (0x hex) in lower case, since its casing is only a
 * checksum; any other (a Solana base58 key) exactly as it is, since base58 is case-sensitive and a lower-cased key
 * is another key, or none. The devnet's store keeps hashes and ids the same way (a Solana signature is base58 too).
 */
export function addressKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address
}
