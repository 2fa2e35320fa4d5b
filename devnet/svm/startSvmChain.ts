import { join } from 'node:path'
import type { DevnetLogger } from '../createLogger'
import { SvmNodeProcess } from './process/SvmNodeProcess'
import { SOL_ADDRESS, SOLANA_CHAIN_ID, type SvmChain } from './SvmChain'
import { SVM_USDC_DECIMALS } from './svmGenesis'
import { deriveSvmKeys } from './svmKeys'

/** Where the chain's snapshot lives in the data dir (beside the anvil states; `--fresh` wipes it with them). */
export const SVM_SNAPSHOT_FILE = join('chains', 'solana.json')
/** The path of the RPC endpoint on the service's server. */
export const SOLANA_RPC_PATH = '/solana'

/**
 * Starts the local Solana chain in a process of its own (`SvmNodeProcess`): restored from the data dir's snapshot,
 * or from genesis on a fresh one. Its RPC is served by the service (`solanaRpcApp` at `/solana`), which hands each
 * request to that process; the snapshot is saved before a block is answered, and on stop (`node.stop()`, which the
 * caller adds to its stops).
 */
export async function startSvmChain({
  dataDir,
  serviceUrl,
  logger,
}: {
  dataDir: string
  serviceUrl: string
  logger: DevnetLogger
}): Promise<SvmChain> {
  const keys = await deriveSvmKeys()
  const node = await SvmNodeProcess.start(join(dataDir, SVM_SNAPSHOT_FILE), logger)
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
  }
}
