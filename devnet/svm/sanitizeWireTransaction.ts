import { FerryError } from '../../src/lib/FerryError'
import type { WireTransaction } from './readWireTransaction'

/** The most accounts one message may load (static keys and lookup-table indexes together). */
const MAX_ACCOUNTS = 256

/** A transaction whose fields are whole but do not make sense: worded as the node's `TransactionError` is. */
export class SanitizeError extends FerryError {
  override name = 'SanitizeError'
}

const OFFSETS = 'Transaction failed to sanitize accounts offsets correctly'

/**
 * Checks what the node's sanitizer checks before a transaction runs: one signature per required signer and every
 * signer a static key; at least one writable signer (the fee payer); the header's read-only counts inside the
 * keys; every program a static key other than the payer; every account index inside the keys (and the lookup
 * tables' indexes); each lookup table used for at least one index; no key twice. Throws `SanitizeError`.
 */
export function sanitizeWireTransaction({ signatures, message }: WireTransaction): void {
  const { header, accountKeys, instructions, lookups } = message
  const keys = accountKeys.length
  if (header.numRequiredSignatures !== signatures.length) throw new SanitizeError(OFFSETS)
  if (signatures.length > keys) throw new SanitizeError(OFFSETS)
  if (header.numReadonlySigned >= header.numRequiredSignatures) throw new SanitizeError(OFFSETS)
  if (header.numRequiredSignatures + header.numReadonlyUnsigned > keys) throw new SanitizeError(OFFSETS)
  let loaded = keys
  for (const lookup of lookups) {
    if (lookup.writableIndexes.length === 0 && lookup.readonlyIndexes.length === 0)
      throw new SanitizeError('Transaction failed to sanitize accounts offsets correctly')
    loaded += lookup.writableIndexes.length + lookup.readonlyIndexes.length
  }
  if (loaded > MAX_ACCOUNTS) throw new SanitizeError(OFFSETS)
  for (const instruction of instructions) {
    // A program is a static key (never loaded from a table) and never the fee payer.
    if (instruction.programIdIndex >= keys || instruction.programIdIndex === 0) throw new SanitizeError(OFFSETS)
    if (instruction.accountIndexes.some((index) => index >= loaded)) throw new SanitizeError(OFFSETS)
  }
  const seen = new Set<string>()
  for (const key of accountKeys) {
    const text = Buffer.from(key).toString('hex')
    if (seen.has(text)) throw new SanitizeError('Account loaded twice')
    seen.add(text)
  }
}
