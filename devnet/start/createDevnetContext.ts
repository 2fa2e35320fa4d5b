import { parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { Catalogue } from '../catalogue/Catalogue'
import type { CatalogueSizes } from '../catalogue/catalogueTypes'
import { devnetKeys } from '../chains/devnetKeys'
import { type CurrencyKey, EXTRA_TOKENS } from '../contracts/devnetCurrencies'
import type { DevnetChain, DevnetContext, DevnetPricing } from '../DevnetContext'
import { SolverControl } from '../solver/SolverControl'
import type { DevnetStore } from '../store/DevnetStore'
import type { SvmChain } from '../svm/SvmChain'
import type { StartSettings } from './resolveStartSettings'

/** The prices and fees a devnet starts with; the admin API moves them at run time. */
function startPricing(): DevnetPricing {
  return {
    usdPrices: {
      eth: 3_000_000_000n,
      weth: 3_000_000_000n,
      usdc: 1_000_000n,
      sol: 150_000_000n,
      ...(Object.fromEntries(EXTRA_TOKENS.map((t) => [t.key, parseUnits(t.usdPrice, 6)])) as Record<
        Exclude<CurrencyKey, 'eth' | 'weth' | 'usdc'>,
        bigint
      >),
    },
    relayerServiceBps: 5n,
    defaultSlippageBps: 50n,
    quoteTtlSeconds: 600,
    timeEstimateSeconds: 2,
  }
}

/** What the service and the solver share, once the chains run with their contracts and the store is open. */
export function createDevnetContext({
  settings: { serviceUrl, logger, apiKeys },
  chains,
  svmChain,
  store,
  catalogue,
}: {
  settings: StartSettings
  chains: DevnetChain[]
  svmChain: SvmChain
  store: DevnetStore
  /** Synthetic catalogue entries (`StartDevnetOptions.catalogue`). */
  catalogue: Partial<CatalogueSizes> | undefined
}): DevnetContext {
  const solver = privateKeyToAccount(devnetKeys.solver)
  return {
    serviceUrl,
    chains,
    svmChain,
    store,
    logger,
    solver,
    pricing: startPricing(),
    apiKeys,
    catalogue: new Catalogue({ serviceUrl, chains, svmChain, solverAddress: solver.address }, catalogue),
    deployer: privateKeyToAccount(devnetKeys.deployer),
    control: new SolverControl(),
    outage: { until: 0, paths: undefined },
    flaggedAddresses: new Set(),
  }
}
