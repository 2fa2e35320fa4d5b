import type { Address, Hex, PublicClient, TransactionReceipt } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { Catalogue } from './catalogue/Catalogue'
import type { DevnetChainSpec } from './chains/devnetChains'
import type { ChainContracts } from './contracts/deployContracts'
import type { CurrencyKey, DevnetCurrency, DevnetPool } from './contracts/devnetCurrencies'
import type { DevnetLogger } from './createLogger'
import type { SolverControl } from './solver/SolverControl'
import type { DevnetStore } from './store/DevnetStore'
import type { SvmChain, SvmCurrency } from './svm/SvmChain'

/** One running chain as the service and the solver see it. */
export interface DevnetChain extends DevnetChainSpec {
  rpcUrl: string
  client: PublicClient
  contracts: ChainContracts
  currencies: DevnetCurrency[]
  /** Its constant-product pools (WETH/USDC, MEME/USDC). */
  pools: DevnetPool[]
}

/** Quote pricing knobs. Mutable on purpose: later admin endpoints move prices. */
export interface DevnetPricing {
  /** Micro-USD per whole unit, by currency key (SOL's too: the local Solana chain's native currency). */
  usdPrices: Record<CurrencyKey | SvmCurrency['key'], bigint>
  relayerServiceBps: bigint
  /** Used when a quote request names no `slippageTolerance` (basis points). */
  defaultSlippageBps: bigint
  quoteTtlSeconds: number
  /** Seconds shown as `details.timeEstimate`. */
  timeEstimateSeconds: number
}

/** What reading one mined transaction ahead of the block scanners found (`POST /transactions/index`). */
export interface IndexedTransaction {
  /** The order ids of the transaction's depository deposits. */
  orderIds: Hex[]
  /** The deposit addresses it paid. */
  depositAddresses: Address[]
}

/** Reads one mined transaction's deposits now instead of at the next scan (the running solver does it). */
export interface TransactionIndexer {
  indexTransaction(chain: DevnetChain, receipt: TransactionReceipt): Promise<IndexedTransaction>
}

/**
 * What the service and the solver share at run time, all of it there from the start. Modules ask for the part they
 * read (`Pick<DevnetContext, 'store' | 'logger'>`); the parts built on top of it (webhooks, the websocket stream,
 * the solver) are handed to whoever needs them (`ServiceAppContext`).
 */
export interface DevnetContext {
  serviceUrl: string
  chains: DevnetChain[]
  /** The local Solana chain (litesvm behind a JSON-RPC endpoint on the service's server). */
  svmChain: SvmChain
  store: DevnetStore
  logger: DevnetLogger
  solver: PrivateKeyAccount
  pricing: DevnetPricing
  apiKeys: string[]
  /** What `GET /chains` and `POST /currencies/v2` list: the running chains, listed-only chains, synthetic entries. */
  catalogue: Catalogue
  /** Deploys the contracts; mints for the faucet and trades to move pool prices. */
  deployer: PrivateKeyAccount
  /** Fill delays, capacity and injected faults (admin API). */
  control: SolverControl
  /** `POST /devnet/outage`: service paths that answer 500 until `until` (ms); `paths` undefined means every non-admin path. */
  outage: { until: number; paths: string[] | undefined }
  /**
   * The addresses the screening endpoints flag (`GET /sanctioned/{address}`, `POST /wallets/screen`), lowercase;
   * `PUT /devnet/screening` sets them. In memory: a restart starts with none.
   */
  flaggedAddresses: Set<string>
}
