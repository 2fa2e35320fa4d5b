import type { DevnetManifestFile } from '../src/api/schemas'
import { type RecoveryReport, recoverChains } from './recovery/recoverChains'
import { Solver } from './solver/Solver'
import { buildManifest } from './start/buildManifest'
import { chainControls } from './start/chainControls'
import { createDevnetContext } from './start/createDevnetContext'
import { planContracts } from './start/planContracts'
import { prepareDataDir } from './start/prepareDataDir'
import { resolveStartSettings } from './start/resolveStartSettings'
import type { StartDevnetOptions } from './start/StartDevnetOptions'
import { StopSequence } from './start/StopSequence'
import { startChainsAndStore } from './start/startChainsAndStore'
import { startService } from './start/startService'
import { startServiceParts } from './start/startServiceParts'
import { writeManifest } from './start/writeManifest'
import { startSvmChain } from './svm/startSvmChain'

export type { StartDevnetOptions } from './start/StartDevnetOptions'

export interface Devnet {
  manifest: DevnetManifestFile
  /** `<dataDir>/manifest.json`. */
  manifestPath: string
  dataDir: string
  /** Stops the solver, the HTTP server and every chain (which saves its state), then closes the store. Idempotent. */
  stop(): Promise<void>
  /**
   * Stops one chain's anvil and leaves everything else running: how tests see
   * the service with a node down. `stop()` still stops the rest. Idempotent.
   */
  stopChain(chainId: number): Promise<void>
  /**
   * Sends `signal` to one chain's anvil (SIGKILL: a crash, nothing saved) and waits until it is gone. The
   * devnet keeps running without it, as with `stopChain`; the next start on the data dir recovers (`recovery`).
   */
  killChain(chainId: number, signal?: NodeJS.Signals): Promise<void>
  /** What crash recovery found and did at this start (`recovery/recoverChains.ts`). */
  recovery: RecoveryReport
}

/**
 * Starts the whole devnet: three anvil chains (state kept in the data dir),
 * the contracts (deployed only when the chain state does not have them),
 * the store, the solver and the HTTP service. Resolves once everything is
 * ready and `manifest.json` is written. On failure, whatever started is stopped.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const began = Date.now()
  const took: string[] = []
  const timed = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const stepBegan = Date.now()
    const value = await work()
    took.push(`${name} ${Date.now() - stepBegan}`)
    return value
  }
  const settings = resolveStartSettings(options)
  const { dataDir, logger } = settings
  const lock = await timed('data dir', () => prepareDataDir(settings, options.fresh ?? false))
  // Each step adds its stop once it has started; they run last-first.
  const stops = new StopSequence(logger)
  const stopping = new AbortController()
  stops.add('the data dir lock', () => lock.release())
  try {
    const contracts = await planContracts(dataDir)
    // The SVM's process (node, tsx and litesvm loading: seconds on a loaded machine) starts beside the EVM side.
    const [svmStarted, evmStarted] = await Promise.allSettled([
      timed('Solana', () => startSvmChain(settings)),
      timed('chains and store', () => startChainsAndStore({ settings, contracts, stops })).then(async (started) => ({
        ...started,
        chains: await timed('contracts', () => contracts.load({ ...settings, stopping: stopping.signal })),
      })),
    ])
    if (svmStarted.status === 'fulfilled')
      stops.add('the Solana chain (its process, which saves its snapshot)', () => svmStarted.value.node.stop())
    if (svmStarted.status === 'rejected') throw svmStarted.reason
    if (evmStarted.status === 'rejected') throw evmStarted.reason
    const svmChain = svmStarted.value
    const { anvils, store, chains } = evmStarted.value
    const context = createDevnetContext({ settings, chains, svmChain, store, catalogue: options.catalogue })
    const manifest = buildManifest(settings, context)

    // Before anything reads or pays: every recorded transaction a crashed chain lost is on it again, or its request says why not.
    const recovery = await timed('recovery', () => recoverChains(context))

    const parts = await timed('service parts', () =>
      startServiceParts({
        context,
        webhooks: options.webhooks,
        webhookRetryBaseMs: options.webhookRetryBaseMs,
        stops,
      }),
    )
    // Built before the service, which hands it `POST /transactions/index`; it starts polling after.
    const solver = new Solver(context, { pollIntervalMs: options.solverPollIntervalMs })
    await timed('service', () =>
      startService({ settings, context: { ...context, ...parts, transactionIndexer: solver }, manifest, stops }),
    )
    solver.start()
    // Added last so it runs first: no fill may be half done when the chains go down. Once the solver knows it stops,
    // what reads or writes a chain ends at once (against a chain killed before the stop each read waited out its
    // retries); the solver takes up what is left from the store at the next start.
    stops.add('the solver', async () => {
      const stopped = solver.stop()
      stopping.abort()
      await stopped
    })

    const manifestPath = await writeManifest(dataDir, manifest)
    logger.info(`devnet started in ${Date.now() - began} ms (${took.join(', ')})`)
    return { manifest, manifestPath, dataDir, stop: () => stops.run(), ...chainControls(anvils), recovery }
  } catch (error) {
    await stops.run()
    throw error
  }
}
