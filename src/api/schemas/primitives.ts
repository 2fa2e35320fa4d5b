import type { Address, Hex } from 'viem'
import * as z from 'zod/mini'
import { ADDRESS_PATTERN } from '../../lib/addressPattern'

/** A 20-byte hex address, any casing. */
export const addressSchema = z.string().check(z.regex(ADDRESS_PATTERN, 'must be a 0x-prefixed 20-byte hex address'))

/** An address on an EVM chain (20-byte hex) or on Solana (a base58 public key, 32 to 44 characters). */
export const CHAIN_ADDRESS_PATTERN = /^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/

/**
 * An account on any chain a quote may name: a 20-byte hex address (EVM) or a base58 public key (Solana, 32 to 44
 * characters). Which one a chain takes is checked where the chain is known.
 */
export const chainAddressSchema = z
  .string()
  .check(z.regex(CHAIN_ADDRESS_PATTERN, 'must be a 0x-prefixed 20-byte hex address or a base58 Solana address'))

/** 0x-prefixed hex data of any even length (calldata, hashes). */
export const hexSchema = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'must be 0x-prefixed hex bytes'))

/** An integer amount in the smallest unit, as a decimal string ("0" allowed). */
export const uintStringSchema = z
  .string()
  .check(z.regex(/^(0|[1-9][0-9]*)$/, 'must be a non-negative integer string in the smallest unit'))

export const tradeTypeSchema = z.enum(['EXACT_INPUT', 'EXPECTED_OUTPUT', 'EXACT_OUTPUT'])
export type TradeType = z.infer<typeof tradeTypeSchema>

/**
 * The same checks, parsed into the types the code uses (viem's `Address`,
 * `Hex`, and `bigint` amounts), for data Ferry acts on: what a person signs
 * is never a plain string cast later.
 */
export const addressValue = z.pipe(
  addressSchema,
  z.transform((v) => v as Address),
)
export const hexValue = z.pipe(
  hexSchema,
  z.transform((v) => v as Hex),
)
/** A non-negative integer string (decimal, or 0x hex as some services send gas), as a bigint. */
export const uintValue = z.pipe(
  z.string().check(z.regex(/^(0|[1-9][0-9]*|0x[0-9a-fA-F]+)$/, 'must be a non-negative integer string')),
  z.transform((v) => BigInt(v)),
)
