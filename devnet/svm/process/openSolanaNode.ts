import type { Address } from '@solana/kit'
import type { DevnetLogger } from '../../createLogger'
import { createSolanaRpcAnswerer } from '../createSolanaRpcAnswerer'
import { SolanaNode } from '../SolanaNode'
import { SvmFaucet } from '../SvmFaucet'
import { SvmLedger } from '../SvmLedger'
import { SvmSnapshotFile } from '../SvmSnapshotFile'
import { associatedTokenAddress, svmGenesis } from '../svmGenesis'
import { deriveSvmKeys } from '../svmKeys'
import { TransactionIndex } from '../TransactionIndex'
import { decodeTokenAccount } from '../tokenAccountJson'
import type { SvmFundedBalances, SvmNodeState } from './svmNodeMessages'

/** The local Solana chain as its own process holds it: what the devnet's requests to that process call. */
export interface OpenSolanaNode {
  /** A JSON-RPC request body in, the answer's JSON text out. */
  answer(body: string): Promise<string>
  state(): SvmNodeState
  /** The faucet: SOL by airdrop, USDC minted; the address's balances afterwards. */
  fund(request: { address: string; sol?: bigint; usdc?: bigint }): Promise<SvmFundedBalances>
  /** Saves the snapshot (the process's stop). */
  flush(): Promise<void>
}

/**
 * Opens the chain in this process: restored from the snapshot file, or from genesis when there is none (written at
 * once, so a later start restores the chain this one began with). Blocks are saved before they are answered.
 */
export async function openSolanaNode(snapshotPath: string, logger: DevnetLogger): Promise<OpenSolanaNode> {
  const keys = await deriveSvmKeys()
  const file = new SvmSnapshotFile(snapshotPath, logger)
  const saved = await file.load()
  const ledger = saved ? SvmLedger.restore(saved.svm, saved.ledger) : SvmLedger.genesis(await svmGenesis(keys))
  const index = new TransactionIndex(saved?.transactions)
  const node = new SolanaNode(ledger, index, () => file.scheduleSave())
  file.watch(ledger, index)
  if (!saved) await file.flush()
  const faucet = new SvmFaucet(node, keys)
  const answer = createSolanaRpcAnswerer({ node, faucet, logger, afterWrite: () => file.durable() })
  return {
    answer,
    state: () => ({
      height: ledger.height,
      latestBlockhash: ledger.latestBlockhash().blockhash,
      transactions: index.size,
    }),
    async fund({ address, sol, usdc }) {
      const owner = address as Address
      if (sol) await faucet.airdrop(owner, sol)
      if (usdc) await faucet.mintUsdc(owner, usdc)
      if (sol || usdc) await file.durable()
      const ata = await associatedTokenAddress(owner, keys.usdcMint.address as Address)
      return {
        sol: (ledger.account(owner)?.lamports ?? 0n).toString(),
        usdc: (decodeTokenAccount(ledger.account(ata))?.amount ?? 0n).toString(),
      }
    },
    flush: () => file.flush(),
  }
}
