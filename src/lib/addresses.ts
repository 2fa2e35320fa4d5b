import { getAddress, isAddress } from 'viem'

export type AddressCheck = { ok: true; address: `0x${string}` } | { ok: false; message: string }

/**
 * Reads an address a person pasted or typed. All-lowercase or all-uppercase
 * is accepted; mixed case must match its EIP-55 checksum, because a wrong
 * capital letter usually means a typo. ENS names are not resolved.
 */
export function checkAddress(input: string): AddressCheck {
  const text = input.trim()
  if (text === '') return { ok: false, message: 'Enter an address' }
  if (/\.[a-z]{2,}$/i.test(text))
    return { ok: false, message: 'Names like this are not supported here; paste the 0x address instead' }
  if (!/^0x[0-9a-fA-F]*$/.test(text))
    return { ok: false, message: 'An address starts with 0x followed by 40 hexadecimal characters' }
  if (text.length !== 42)
    return { ok: false, message: `An address has 40 characters after 0x; this one has ${text.length - 2}` }
  const hex = text.slice(2)
  const singleCase = hex === hex.toLowerCase() || hex === hex.toUpperCase()
  if (!singleCase && !isAddress(text, { strict: true })) {
    return { ok: false, message: 'The capital letters of this address do not match its checksum: check it for a typo' }
  }
  return { ok: true, address: getAddress(`0x${hex.toLowerCase()}`) }
}
