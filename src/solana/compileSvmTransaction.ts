import {
  type AddressesByLookupTableAddress,
  address,
  appendTransactionMessageInstructions,
  type Blockhash,
  compileTransaction,
  compressTransactionMessageUsingAddressLookupTables,
  createTransactionMessage,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit'
import { type PublicSvmInstruction, toKitInstruction } from '../api/svmInstruction'

/** A recent blockhash and the last block height at which a transaction using it still lands. */
export type SvmLifetime = { blockhash: string; lastValidBlockHeight: bigint }

/**
 * A step item's instructions compiled into a v0 transaction paid by
 * `feePayer`, with its lifetime, in the wire format wallets sign
 * (`solana:signTransaction` takes these bytes). Accounts found in the lookup
 * tables are referenced through them; the signatures are left empty.
 */
export function compileSvmTransaction(args: {
  feePayer: string
  instructions: PublicSvmInstruction[]
  lifetime: SvmLifetime
  lookupTables?: AddressesByLookupTableAddress
}): Uint8Array {
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(args.feePayer), m),
    (m) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: args.lifetime.blockhash as Blockhash, lastValidBlockHeight: args.lifetime.lastValidBlockHeight },
        m,
      ),
    (m) => appendTransactionMessageInstructions(args.instructions.map(toKitInstruction), m),
  )
  const compressed =
    args.lookupTables && Object.keys(args.lookupTables).length > 0
      ? compressTransactionMessageUsingAddressLookupTables(message, args.lookupTables)
      : message
  return new Uint8Array(getTransactionEncoder().encode(compileTransaction(compressed)))
}
