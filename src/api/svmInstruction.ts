import { AccountRole, address, getBase16Decoder, getBase16Encoder, type Instruction } from '@solana/kit'

/**
 * The public-instruction ↔ `@solana/kit` converter, once for the widget (`solana/` compiles a step's instructions)
 * and the devnet (which writes them into quotes and signs them in tests). Only those import it, never the first
 * paint: it is the one module of `api/` that loads `@solana/kit`.
 */

/** One instruction of a Solana step item, as the service gives it (public shape; `data` is hex, 0x-prefixed or not). */
export type PublicSvmInstruction = {
  keys: { pubkey: string; isSigner: boolean; isWritable: boolean }[]
  programId: string
  data: string
}

/** A step item's instruction (public shape) as `@solana/kit` holds one. */
export function toKitInstruction(instruction: PublicSvmInstruction): Instruction {
  return {
    programAddress: address(instruction.programId),
    accounts: instruction.keys.map((key) => ({
      address: address(key.pubkey),
      role: key.isSigner
        ? key.isWritable
          ? AccountRole.WRITABLE_SIGNER
          : AccountRole.READONLY_SIGNER
        : key.isWritable
          ? AccountRole.WRITABLE
          : AccountRole.READONLY,
    })),
    data: getBase16Encoder().encode(instruction.data.replace(/^0x/, '')),
  }
}

/** The public shape of a `@solana/kit` instruction, `data` as 0x-prefixed hex (the inverse of `toKitInstruction`). */
export function toPublicInstruction(instruction: Instruction): PublicSvmInstruction {
  return {
    keys: (instruction.accounts ?? []).map((account) => ({
      pubkey: account.address,
      isSigner: account.role === AccountRole.READONLY_SIGNER || account.role === AccountRole.WRITABLE_SIGNER,
      isWritable: account.role === AccountRole.WRITABLE || account.role === AccountRole.WRITABLE_SIGNER,
    })),
    programId: instruction.programAddress,
    data: `0x${getBase16Decoder().decode(Uint8Array.from(instruction.data ?? []))}`,
  }
}
