import fc from 'fast-check'

/** The widths a number of the service meets: bytes, JS safe integers, database integers, Solidity uints. */
const BOUNDARY_BITS = [8, 16, 31, 32, 53, 63, 64, 96, 128, 160, 255, 256, 257, 512]
/** Decimal edges: basis points (10000 = 100%), a year in seconds, 18 decimals, the digit counts of 2^256. */
const DECIMAL_EDGES = [10_000n, 31_536_000n, 10n ** 18n, 10n ** 77n, 10n ** 78n]

/** 0, 1, and every edge above with its neighbours: 2^k - 1, 2^k, 2^k + 1, 10^k - 1, ... */
export const BOUNDARY_NUMBERS: readonly bigint[] = [
  0n,
  1n,
  ...[...BOUNDARY_BITS.map((bits) => 2n ** BigInt(bits)), ...DECIMAL_EDGES].flatMap((edge) => [
    edge - 1n,
    edge,
    edge + 1n,
  ]),
]

/**
 * Unsigned integers as decimal text at and around the edges of the types a
 * number travels in (2^53, 2^64, 2^256, ...) or anywhere up to 2^300: what a
 * uint field of a valid-shaped body gets to reach the code that uses it.
 */
export const boundaryNumberText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...BOUNDARY_NUMBERS).map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: 0n, max: 2n ** 300n }).map(String) },
)
