import { join } from 'node:path'
import { devnetChains } from '../chains/devnetChains'
import { resolveAnvilBinary } from '../chains/resolveAnvilBinary'
import { type AnvilProcess, startAnvil } from '../chains/startAnvil'
import { DevnetStore } from '../store/DevnetStore'
import type { ContractPlan } from './planContracts'
import type { StartSettings } from './resolveStartSettings'
import type { StopSequence } from './StopSequence'

/**
 * Starts every chain's anvil (state kept in the data dir) and opens the store, side by side. Whatever started is
 * added to `stops` (the chains first, so the store closes before they go down), even when something else failed.
 */
export async function startChainsAndStore({
  settings: { dataDir, chainHost, chainPort, logger },
  contracts,
  stops,
}: {
  settings: StartSettings
  contracts: Pick<ContractPlan, 'statePath'>
  stops: StopSequence
}): Promise<{ anvils: AnvilProcess[]; store: DevnetStore }> {
  const binary = resolveAnvilBinary()
  const storePromise = DevnetStore.open(join(dataDir, 'db'))
  const anvilResults = await Promise.allSettled(
    devnetChains.map((spec, i) =>
      startAnvil({
        binary,
        chainId: spec.id,
        host: chainHost,
        port: chainPort + i,
        statePath: contracts.statePath(spec),
        logPath: join(dataDir, 'logs', `anvil-${spec.id}.log`),
        logger,
      }),
    ),
  )
  const [storeResult] = await Promise.allSettled([storePromise])
  const anvils: AnvilProcess[] = []
  for (const result of anvilResults) {
    if (result.status !== 'fulfilled') continue
    anvils.push(result.value)
    stops.add(`anvil (chain ${result.value.chainId})`, () => result.value.stop())
  }
  if (storeResult.status === 'fulfilled') stops.add('the store', () => storeResult.value.close())
  const failure = [...anvilResults, storeResult].find((r) => r.status === 'rejected')
  if (failure) throw failure.reason
  return { anvils, store: (storeResult as PromiseFulfilledResult<DevnetStore>).value }
}
