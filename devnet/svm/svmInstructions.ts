import { type Address, address, createNoopSigner, type Instruction, type TransactionSigner } from '@solana/kit'
import { getAddMemoInstruction, LEGACY_MEMO_PROGRAM_ADDRESS_V3 } from '@solana-program/memo'
import { getTransferSolInstruction } from '@solana-program/system'
import {
  findAssociatedTokenPda,
  getCreateAssociatedTokenIdempotentInstruction,
  getTransferCheckedInstruction,
  TOKEN_PROGRAM_ADDRESS,
} from '@solana-program/token'
import { type PublicSvmInstruction, toPublicInstruction } from '../../src/api/svmInstruction'

/** What one payment on Solana moves: SOL (lamports) or an SPL token (its mint and decimals). */
export type SvmAsset = { kind: 'sol' } | { kind: 'spl'; mint: string; decimals: number }

/** The associated token account of `owner` for `mint` (SPL Token program). */
export async function associatedTokenAccount(owner: string, mint: string): Promise<Address> {
  const [ata] = await findAssociatedTokenPda({
    owner: address(owner),
    mint: address(mint),
    tokenProgram: TOKEN_PROGRAM_ADDRESS,
  })
  return ata
}

/**
 * The instructions of one payment from `from` to `to`: a System Program transfer for SOL; for an SPL token the
 * recipient's associated token account created if missing (paid by `payer`, idempotent) and a `TransferChecked`.
 * A memo (the request id) ties the payment to its request, as the solver reads it back from the chain.
 * `from` may be a no-op signer: the quote only describes the instructions the person's wallet signs.
 */
export async function paymentInstructions(args: {
  from: TransactionSigner
  to: string
  asset: SvmAsset
  amount: bigint
  memo?: string
  /** Pays a missing token account's rent; the sender when absent. */
  payer?: TransactionSigner
}): Promise<Instruction[]> {
  const { from, asset, amount } = args
  const instructions: Instruction[] = []
  if (asset.kind === 'sol') {
    instructions.push(getTransferSolInstruction({ source: from, destination: address(args.to), amount }))
  } else {
    const mint = address(asset.mint)
    const source = await associatedTokenAccount(from.address, asset.mint)
    const destination = await associatedTokenAccount(args.to, asset.mint)
    instructions.push(
      getCreateAssociatedTokenIdempotentInstruction({
        payer: args.payer ?? from,
        ata: destination,
        owner: address(args.to),
        mint,
      }),
      getTransferCheckedInstruction({
        source,
        mint,
        destination,
        authority: from,
        amount,
        decimals: asset.decimals,
      }),
    )
  }
  if (args.memo !== undefined)
    instructions.push(getAddMemoInstruction({ memo: args.memo }, { programAddress: SPL_MEMO_PROGRAM_ADDRESS }))
  return instructions
}

/** The deposit a quote asks the person to sign: their payment to the solver, with the request id as its memo. */
export async function depositInstructions(args: {
  user: string
  solver: string
  asset: SvmAsset
  amount: bigint
  requestId: string
}): Promise<PublicSvmInstruction[]> {
  const from = createNoopSigner(address(args.user))
  const instructions = await paymentInstructions({
    from,
    to: args.solver,
    asset: args.asset,
    amount: args.amount,
    memo: args.requestId,
  })
  return instructions.map(toPublicInstruction)
}

/**
 * SPL Memo v2 (`MemoSq4gqABAXKb96qnH8TysNcWxMyWCqXgDLGmfcHr`), the memo program wallets and clusters carry (litesvm
 * too); `@solana-program/memo`'s own default is a newer program the local chain does not load.
 */
export const SPL_MEMO_PROGRAM_ADDRESS = LEGACY_MEMO_PROGRAM_ADDRESS_V3
