import { getBase58Decoder } from '@solana/kit'
import { LEGACY_MEMO_PROGRAM_ADDRESS_V1, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo'
import type { AccountBalances } from './accountBalances'
import type { DecodedTransaction } from './decodeWireTransaction'
import type { ExecutionResult } from './SvmLedger'
import type { TransactionRecord } from './TransactionIndex'

/** Solana's fee per signature, which litesvm charges too (no priority fee is read). */
export const LAMPORTS_PER_SIGNATURE = 5_000n
/**
 * The memo programs litesvm runs (SPL Memo v2 and v1): their instructions' data is the memo text. Not
 * `@solana-program/memo`'s default program (`Memo4c2p…`), which litesvm does not load.
 */
const MEMO_PROGRAMS: readonly string[] = [LEGACY_MEMO_PROGRAM_ADDRESS_V3, LEGACY_MEMO_PROGRAM_ADDRESS_V1]

/** The record `getTransaction` and `getSignaturesForAddress` answer from, for an executed transaction. */
export function buildTransactionRecord({
  decoded,
  result,
  pre,
  post,
}: {
  decoded: DecodedTransaction
  result: ExecutionResult & { slot: number; blockTime: number }
  pre: AccountBalances
  post: AccountBalances
}): TransactionRecord {
  const { message, accountKeys, signatures } = decoded
  const base58 = getBase58Decoder()
  const instructions = message.instructions.map((i) => ({
    programIdIndex: i.programAddressIndex,
    accounts: [...(i.accountIndices ?? [])],
    data: base58.decode(i.data ?? new Uint8Array()),
    stackHeight: null,
  }))
  const memos = message.instructions
    .filter((i) => MEMO_PROGRAMS.includes(accountKeys[i.programAddressIndex] ?? ''))
    .map((i) => new TextDecoder().decode(i.data ?? new Uint8Array()))
  const feePayer = 0
  // A failed transaction pays its fee and nothing else moves: what the fee payer lost is the fee.
  const fee = result.err
    ? (pre.balances[feePayer] ?? 0n) - (post.balances[feePayer] ?? 0n)
    : LAMPORTS_PER_SIGNATURE * BigInt(message.header.numSignerAccounts)
  return {
    signature: signatures[0]!,
    slot: result.slot,
    blockTime: result.blockTime,
    err: result.err,
    memo: memos.length ? memos.map((m) => `[${new TextEncoder().encode(m).length}] ${m}`).join('; ') : null,
    version: message.version,
    accountKeys,
    transaction: {
      signatures,
      message: {
        accountKeys,
        header: {
          numRequiredSignatures: message.header.numSignerAccounts,
          numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
        },
        recentBlockhash: decoded.recentBlockhash,
        instructions,
        ...(message.version === 0 ? { addressTableLookups: [] } : {}),
      },
    },
    meta: {
      err: result.err,
      status: result.err ? { Err: result.err } : { Ok: null },
      fee: fee.toString(),
      preBalances: pre.balances.map(String),
      postBalances: post.balances.map(String),
      preTokenBalances: pre.tokenBalances,
      postTokenBalances: post.tokenBalances,
      innerInstructions: [],
      logMessages: result.logs,
      rewards: [],
      loadedAddresses: { writable: [], readonly: [] },
      computeUnitsConsumed: result.unitsConsumed.toString(),
    },
  }
}
