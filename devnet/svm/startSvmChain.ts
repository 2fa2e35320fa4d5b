import { join } from 'node:path'
import type { DevnetLogger } from '../createLogger'
import type { StopSequence } from '../start/StopSequence'
import { SolanaNode } from './SolanaNode'
import { SOL_ADDRESS, SOLANA_CHAIN_ID, type SvmChain } from './SvmChain'
import { SvmFaucet } from './SvmFaucet'
import { SvmLedger } from './SvmLedger'
import { SvmSnapshotFile } from './SvmSnapshotFile'
import { SVM_USDC_DECIMALS, svmGenesis } from './svmGenesis'
import { deriveSvmKeys } from './svmKeys'
import { TransactionIndex } from './TransactionIndex'

/** Where the chain's snapshot lives in the data dir (beside the anvil states; `--fresh` wipes it with them). */
export const SVM_SNAPSHOT_FILE = join('chains', 'solana.json')
/** The path of the RPC endpoint on the service's server. */
export const SOLANA_RPC_PATH = '/solana'

/**
 * Starts the local Solana chain: restored from the data dir's snapshot, or from genesis on a fresh one. Its RPC is
 * served by the service (`solanaRpcApp` at `/solana`); its snapshot is saved after each block and on stop.
 */
export async function startSvmChain({
  dataDir,
  serviceUrl,
  logger,
  stops,
}: {
  dataDir: string
  serviceUrl: string
  logger: DevnetLogger
  stops: StopSequence
}): Promise<SvmChain> {
  const keys = await deriveSvmKeys()
  const file = new SvmSnapshotFile(join(dataDir, SVM_SNAPSHOT_FILE), logger)
  const saved = await file.load()
  const ledger = saved ? SvmLedger.restore(saved.svm, saved.ledger) : SvmLedger.genesis(await svmGenesis(keys))
  const index = new TransactionIndex(saved?.transactions)
  const node = new SolanaNode(ledger, index, () => file.scheduleSave())
  file.watch(ledger, index)
  // Genesis is written at once: the chain a later start restores is the one this start began with.
  if (!saved) await file.flush()
  stops.add('the Solana chain (its snapshot)', () => file.flush())
  const usdcMint = keys.usdcMint.address
  const currency = { chainId: SOLANA_CHAIN_ID, verified: true }
  return {
    id: SOLANA_CHAIN_ID,
    name: 'Ferry Devnet S',
    slug: 'ferry-devnet-s',
    rpcUrl: `${serviceUrl}${SOLANA_RPC_PATH}`,
    usdcMint,
    solverAddress: keys.solver.address,
    currencies: [
      { ...currency, key: 'sol', address: SOL_ADDRESS, symbol: 'SOL', name: 'Solana', decimals: 9, isNative: true },
      {
        ...currency,
        key: 'usdc',
        address: usdcMint,
        symbol: 'USDC',
        name: 'USD Coin',
        decimals: SVM_USDC_DECIMALS,
        isNative: false,
      },
    ],
    solverSigner: keys.solver.signer,
    accounts: keys.accounts,
    node,
    faucet: new SvmFaucet(node, keys),
  }
}
