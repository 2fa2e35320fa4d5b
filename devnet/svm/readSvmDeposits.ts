import { address, getBase58Encoder, getUtf8Decoder, type Signature } from '@solana/kit'
import { SPL_MEMO_PROGRAM_ADDRESS } from './svmInstructions'
import type { SvmRpc } from './svmPayments'

/** One payment into an account (the solver's, or a deposit address), as the chain shows it. */
export interface SvmDeposit {
  signature: string
  /** Which of the transaction's payments: 0 for SOL, 1 for the SPL token. */
  index: number
  slot: number
  /** Unix seconds. */
  blockTime: number
  /** The transaction's fee payer: who sent it. */
  depositor: string
  /** `11111111111111111111111111111111` for SOL, else the mint. */
  currency: string
  amount: bigint
  /** The memo's text (the request id), if the transaction has one. */
  memo: string | undefined
}

/** Signatures per `getSignaturesForAddress` page (the RPC's own maximum). */
const PAGE = 1_000
const SOL = '11111111111111111111111111111111'

type TransactionJson = {
  slot: number | bigint
  blockTime: number | bigint | null
  meta: {
    err: unknown
    preBalances: readonly (number | bigint)[]
    postBalances: readonly (number | bigint)[]
    preTokenBalances?: readonly TokenBalance[] | null
    postTokenBalances?: readonly TokenBalance[] | null
  } | null
  transaction: {
    message: {
      accountKeys: readonly string[]
      instructions: readonly { programIdIndex: number; data: string }[]
    }
  }
}
type TokenBalance = { accountIndex: number; mint: string; owner?: string; uiTokenAmount: { amount: string } }

/**
 * The payments into `owner` (SOL) and its token account of `mint` after `afterSlot`, oldest first, read from the
 * chain as any indexer would (`getSignaturesForAddress`, `getTransaction`). Transactions whose fee `skipPayer` pays
 * (the solver's own: fills, refunds, sweeps; the owner's own when absent) and failed ones are not deposits.
 */
export async function readSvmDeposits(args: {
  rpc: SvmRpc
  owner: string
  tokenAccount: string
  mint: string
  afterSlot: number
  skipPayer?: string
}): Promise<{ deposits: SvmDeposit[]; lastSlot: number }> {
  // Read up to the slot of now only: a transaction landing between the two listings below is in the second but not
  // the first, and a cursor past it would skip it for good. Up to `upTo`, both listings see everything.
  const upTo = Number(await args.rpc.getSlot({ commitment: 'confirmed' }).send())
  const signatures = new Map<string, number>()
  for (const account of [args.owner, args.tokenAccount])
    for (const entry of await signaturesAfter(args.rpc, account, args.afterSlot))
      if (entry.slot <= upTo) signatures.set(entry.signature, entry.slot)
  const ordered = [...signatures].sort((a, b) => a[1] - b[1])
  const deposits: SvmDeposit[] = []
  const lastSlot = Math.max(args.afterSlot, upTo)
  for (const [signature] of ordered) {
    const tx = (await args.rpc
      .getTransaction(signature as Signature, { encoding: 'json', maxSupportedTransactionVersion: 0 })
      .send()) as unknown as TransactionJson | null
    if (!tx) throw new Error(`transaction ${signature} is listed but cannot be read`)
    deposits.push(...depositsOf(signature, tx, args))
  }
  return { deposits, lastSlot }
}

async function signaturesAfter(
  rpc: SvmRpc,
  account: string,
  afterSlot: number,
): Promise<{ signature: string; slot: number }[]> {
  const found: { signature: string; slot: number }[] = []
  let before: string | undefined
  for (;;) {
    const page = await rpc
      .getSignaturesForAddress(address(account), { limit: PAGE, ...(before ? { before: before as Signature } : {}) })
      .send()
    for (const entry of page) {
      if (Number(entry.slot) <= afterSlot) return found
      found.push({ signature: entry.signature, slot: Number(entry.slot) })
    }
    if (page.length < PAGE) return found
    before = page.at(-1)?.signature
  }
}

function depositsOf(
  signature: string,
  tx: TransactionJson,
  args: { owner: string; mint: string; skipPayer?: string },
): SvmDeposit[] {
  const { meta } = tx
  const keys = tx.transaction.message.accountKeys
  const depositor = keys[0]
  if (!meta || meta.err !== null || depositor === undefined || depositor === (args.skipPayer ?? args.owner)) return []
  const common = {
    signature,
    slot: Number(tx.slot),
    blockTime: Number(tx.blockTime ?? 0),
    depositor,
    memo: memoOf(tx),
  }
  const deposits: SvmDeposit[] = []
  const ownerIndex = keys.indexOf(args.owner)
  if (ownerIndex >= 0) {
    const received = BigInt(meta.postBalances[ownerIndex] ?? 0) - BigInt(meta.preBalances[ownerIndex] ?? 0)
    if (received > 0n) deposits.push({ ...common, index: 0, currency: SOL, amount: received })
  }
  const tokenOf = (list: readonly TokenBalance[] | null | undefined) =>
    BigInt(list?.find((b) => b.owner === args.owner && b.mint === args.mint)?.uiTokenAmount.amount ?? '0')
  const tokens = tokenOf(meta.postTokenBalances) - tokenOf(meta.preTokenBalances)
  if (tokens > 0n) deposits.push({ ...common, index: 1, currency: args.mint, amount: tokens })
  return deposits
}

/** The text of the transaction's first memo instruction. */
function memoOf(tx: TransactionJson): string | undefined {
  const keys = tx.transaction.message.accountKeys
  const memo = tx.transaction.message.instructions.find((i) => keys[i.programIdIndex] === SPL_MEMO_PROGRAM_ADDRESS)
  if (!memo) return undefined
  return getUtf8Decoder().decode(getBase58Encoder().encode(memo.data))
}
