import { i18n } from '@lingui/core'
import { keccak_256 } from '@noble/hashes/sha3'
import { utf8ToBytes } from '@noble/hashes/utils'

// Lingui's runtime call rather than its macro: node code (the devnet, tests) imports this file too.
export type AddressCheck = { ok: true; address: `0x${string}` } | { ok: false; message: string }

/**
 * Reads an address a person pasted or typed. All-lowercase or all-uppercase
 * is accepted; mixed case must match its EIP-55 checksum, because a wrong
 * capital letter usually means a typo. ENS names are not resolved.
 */
export function checkAddress(input: string): AddressCheck {
  const text = input.trim()
  if (text === '') return { ok: false, message: i18n._({ id: 'address.empty', message: 'Enter an address' }) }
  if (/\.[a-z]{2,}$/i.test(text))
    return {
      ok: false,
      message: i18n._({
        id: 'address.name',
        message: 'Names like this are not supported here; paste the 0x address instead',
      }),
    }
  if (!/^0x[0-9a-fA-F]*$/.test(text))
    return {
      ok: false,
      message: i18n._({
        id: 'address.notHex',
        message: 'An address starts with 0x followed by 40 hexadecimal characters',
      }),
    }
  if (text.length !== 42)
    return {
      ok: false,
      message: i18n._({
        id: 'address.length',
        message: 'An address has 40 characters after 0x; this one has {count}',
        values: { count: text.length - 2 },
      }),
    }
  const hex = text.slice(2)
  const singleCase = hex === hex.toLowerCase() || hex === hex.toUpperCase()
  const checksummed = checksumAddress(hex)
  if (!singleCase && checksummed !== text) {
    return {
      ok: false,
      message: i18n._({
        id: 'address.checksum',
        message: 'The capital letters of this address do not match its checksum: check it for a typo',
      }),
    }
  }
  return { ok: true, address: checksummed }
}

/**
 * EIP-55: a hex letter is upper case where the keccak-256 of the lower-case
 * address has a nibble of 8 or more. Written here on the hash alone, so the
 * form does not load viem's address module (and its error classes) to check
 * one field.
 */
export function checksumAddress(hex: string): `0x${string}` {
  const lower = hex.toLowerCase()
  const hash = keccak_256(utf8ToBytes(lower))
  let out = '0x'
  for (let i = 0; i < 40; i++) {
    const nibble = i % 2 === 0 ? hash[i >> 1]! >> 4 : hash[i >> 1]! & 0x0f
    out += nibble >= 8 ? lower[i]!.toUpperCase() : lower[i]
  }
  return out as `0x${string}`
}
