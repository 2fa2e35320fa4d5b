import { isAddress } from '@solana/kit'
import { z } from 'zod'
import { addressSchema, chainAddressSchema, FAIL_REASONS, REFUND_FAIL_REASONS } from '../../../src/api/schemas'
import { MAX_SYNTHETIC_CHAINS, MAX_SYNTHETIC_TOKENS } from '../../catalogue/catalogueTypes'
import { SOLANA_CHAIN_ID } from '../../svm/SvmChain'
import { isStorableText } from '../checkText'

/** A non-negative decimal string such as "3000" or "0.9995" (prices in the admin API). */
const decimalStringSchema = z.string().regex(/^(0|[1-9]\d*)(\.\d+)?$/, 'must be a decimal string such as "3000.5"')
const requestIdSchema = z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'must be a 0x-prefixed 32-byte hex request id')
const failReasons = FAIL_REASONS.filter((r) => r !== 'N/A') as [
  Exclude<(typeof FAIL_REASONS)[number], 'N/A'>,
  ...Exclude<(typeof FAIL_REASONS)[number], 'N/A'>[],
]
const refundFailReasons = REFUND_FAIL_REASONS.filter((r) => r !== 'N/A') as [
  Exclude<(typeof REFUND_FAIL_REASONS)[number], 'N/A'>,
  ...Exclude<(typeof REFUND_FAIL_REASONS)[number], 'N/A'>[],
]

/** `POST /devnet/faults`. */
export const faultBodySchema = z
  .object({
    failReason: z.enum(failReasons).optional(),
    refundFailReason: z.enum(refundFailReasons).optional(),
    requestId: requestIdSchema.optional(),
  })
  .strict()
  .refine(
    (b) => b.failReason !== undefined || b.refundFailReason !== undefined,
    'give a failReason, a refundFailReason, or both',
  )

/**
 * The most the faucet gives or sets in one call (smallest units): far beyond
 * any test's need, and far enough below 2^256 that balances and total supplies
 * (uint256 on chain) cannot overflow.
 */
export const MAX_FAUCET_AMOUNT = 2n ** 128n - 1n
const faucetAmountSchema = z
  .string()
  .regex(/^(0|[1-9]\d*)$/, 'must be a non-negative integer string in the smallest unit')
  .refine(
    (v) => !/^\d+$/.test(v) || BigInt(v) <= MAX_FAUCET_AMOUNT,
    `must be at most ${MAX_FAUCET_AMOUNT} (2^128 - 1) smallest units`,
  )

/** The faucet's fields that name EVM currencies: not for the Solana chain, which takes `sol` and `usdc`. */
const EVM_FAUCET_FIELDS = ['ethBalance', 'weth', 'fbtc', 'flong', 'meme', 'plain', 'fusdt'] as const
/** The most a Solana faucet amount may be: SPL and lamport amounts are u64. */
const MAX_SVM_FAUCET_AMOUNT = 2n ** 64n - 1n

/**
 * `POST /devnet/faucet`: token amounts in the smallest unit; `ethBalance` sets the balance, the tokens (by currency
 * key) are added. With `chainId` 792703809 (the local Solana chain) the address is base58 and `sol` (lamports, an
 * airdrop) and `usdc` are added.
 */
export const faucetBodySchema = z
  .object({
    address: z.string().max(100),
    chainId: z.number().int().positive().optional(),
    ethBalance: z.optional(faucetAmountSchema),
    usdc: z.optional(faucetAmountSchema),
    weth: z.optional(faucetAmountSchema),
    fbtc: z.optional(faucetAmountSchema),
    flong: z.optional(faucetAmountSchema),
    meme: z.optional(faucetAmountSchema),
    plain: z.optional(faucetAmountSchema),
    fusdt: z.optional(faucetAmountSchema),
    sol: z.optional(faucetAmountSchema),
  })
  .strict()
  .superRefine((body, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (body.chainId !== SOLANA_CHAIN_ID) {
      if (!addressSchema.safeParse(body.address).success) issue('address', 'must be a 0x-prefixed 20-byte hex address')
      if (body.sol !== undefined) issue('sol', `sol is for the Solana chain only (chainId ${SOLANA_CHAIN_ID})`)
      return
    }
    if (!isAddress(body.address)) issue('address', 'must be a base58 Solana address')
    for (const field of EVM_FAUCET_FIELDS)
      if (body[field] !== undefined) issue(field, 'not a currency of the Solana chain (it takes sol and usdc)')
    for (const field of ['sol', 'usdc'] as const)
      if (body[field] !== undefined && BigInt(body[field]) > MAX_SVM_FAUCET_AMOUNT)
        issue(field, `must be at most ${MAX_SVM_FAUCET_AMOUNT} (2^64 - 1) on the Solana chain`)
  })

/** `POST /devnet/pool`: the price of one WETH in USDC. */
export const poolBodySchema = z
  .object({ chainId: z.number().int().positive().optional(), price: decimalStringSchema })
  .strict()

/** `POST /devnet/prices`: USD per whole unit. */
export const pricesBodySchema = z
  .object({
    eth: decimalStringSchema.optional(),
    weth: decimalStringSchema.optional(),
    usdc: decimalStringSchema.optional(),
    fbtc: decimalStringSchema.optional(),
    flong: decimalStringSchema.optional(),
    meme: decimalStringSchema.optional(),
    plain: decimalStringSchema.optional(),
    fusdt: decimalStringSchema.optional(),
    sol: decimalStringSchema.optional(),
  })
  .strict()
  .refine(
    (b) => Object.values(b).some((v) => v !== undefined),
    'give at least one of eth, weth, usdc, fbtc, flong, meme, plain, fusdt, sol',
  )

/** `POST /devnet/time`. */
export const timeBodySchema = z
  .object({
    seconds: z
      .number()
      .int()
      .positive()
      .max(10 * 365 * 24 * 3600),
  })
  .strict()

/** `POST /devnet/solver`. */
export const solverBodySchema = z
  .object({
    fillDelayMs: z.number().int().min(0).max(600_000).optional(),
    requestId: requestIdSchema.optional(),
    /** With `requestId`: the blocks its deposit needs before it is counted (1: at once, the default). */
    depositConfirmations: z.number().int().min(1).max(1_000_000).optional(),
    capacityUsd: decimalStringSchema.optional(),
    /** Replaces the closed routes: `GET /config/v2` says `enabled: false` for them and a quote is refused. */
    closedRoutes: z
      .array(
        z
          .object({
            originChainId: z.number().int().positive(),
            destinationChainId: z.number().int().positive(),
          })
          .strict(),
      )
      .max(100)
      .optional(),
    /** Replaces the chains `GET /chains/health` calls unhealthy (a lagging chain, as the admin says). */
    unhealthyChains: z.array(z.number().int().positive()).max(100).optional(),
    /** Replaces the senders whose deposits the block scans pass over, as a service that missed them. */
    overlookDepositsFrom: z.array(addressSchema).max(100).optional(),
  })
  .strict()
  .refine(
    (b) => b.requestId === undefined || b.fillDelayMs !== undefined || b.depositConfirmations !== undefined,
    'a requestId needs a fillDelayMs or depositConfirmations',
  )
  .refine(
    (b) => b.depositConfirmations === undefined || b.requestId !== undefined,
    'depositConfirmations needs a requestId',
  )

/** `PUT /devnet/catalogue`: synthetic entries' counts (an absent one stays as it is). */
export const catalogueBodySchema = z
  .object({
    chains: z.number().int().min(0).max(MAX_SYNTHETIC_CHAINS).optional(),
    tokens: z.number().int().min(0).max(MAX_SYNTHETIC_TOKENS).optional(),
  })
  .strict()

/** `POST /devnet/outage`. */
export const outageBodySchema = z
  .object({
    seconds: z.number().min(0).max(3600),
    paths: z
      .array(
        z
          .string()
          .max(2048)
          .regex(/^\//, 'a path starts with /')
          .refine(isStorableText, 'a path must not contain NUL bytes or lone surrogates'),
      )
      .min(1)
      .max(64)
      .optional(),
  })
  .strict()

/** `POST /devnet/chains/mining`: pause (or resume) one chain's blocks, or every chain's without `chainId`. */
export const miningBodySchema = z
  .object({ chainId: z.number().int().positive().optional(), paused: z.boolean() })
  .strict()

/** The most addresses `PUT /devnet/screening` flags at once. */
export const MAX_FLAGGED_ADDRESSES = 1000

/** `PUT /devnet/screening`: the addresses the screening endpoints flag (the whole list; `[]` clears it). */
export const screeningBodySchema = z
  .object({ addresses: z.array(chainAddressSchema).max(MAX_FLAGGED_ADDRESSES) })
  .strict()
