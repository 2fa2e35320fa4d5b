import type { PublicClient } from 'viem'
import type { PrivateKeyAccount } from 'viem/accounts'
import type { DevnetChainSpec } from './chains/devnetChains'
import type { ChainContracts } from './contracts/deployContracts'
import type { DevnetCurrency } from './contracts/devnetCurrencies'
import type { DevnetLogger } from './createLogger'
import type { DevnetStore } from './store/DevnetStore'

/** One running chain as the service and the solver see it. */
export interface DevnetChain extends DevnetChainSpec {
  rpcUrl: string
  client: PublicClient
  contracts: ChainContracts
  currencies: DevnetCurrency[]
}

/** Quote pricing knobs. Mutable on purpose: later admin endpoints move prices. */
export interface DevnetPricing {
  /** Micro-USD per whole unit, by currency key. */
  usdPrices: Record<DevnetCurrency['key'], bigint>
  relayerServiceBps: bigint
  quoteTtlSeconds: number
  /** Seconds shown as `details.timeEstimate`. */
  timeEstimateSeconds: number
}

/** Everything the service and the solver share at run time. */
export interface DevnetContext {
  serviceUrl: string
  chains: DevnetChain[]
  store: DevnetStore
  logger: DevnetLogger
  solver: PrivateKeyAccount
  pricing: DevnetPricing
  apiKeys: string[]
}
