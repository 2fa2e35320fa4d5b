/**
 * A 0x-prefixed 20-byte hex address in any casing: the format alone, for
 * what a service or a config sends (`checkAddress` reads what a person types,
 * checksum included). A module of its own so the first paint can test a
 * format without loading a hash.
 */
export const ADDRESS_PATTERN = /^0x[0-9a-fA-F]{40}$/
