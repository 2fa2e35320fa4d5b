/**
 * The store keeps hex (EVM addresses, hashes, request ids) lowercase so lookups ignore checksum casing. Solana's
 * base58 addresses and signatures are case-sensitive: lowercasing one makes another key, so they are kept as given.
 */
export function lowerHex(value: string): string {
  return /^0x[0-9a-f]*$/i.test(value) ? value.toLowerCase() : value
}
