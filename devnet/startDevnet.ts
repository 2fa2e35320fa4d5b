import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { createPublicClient, defineChain, getAddress, http, type PublicClient, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type DevnetManifestFile, devnetManifestSchema } from '../src/api/schemas'
import { acquireDataDirLock, DATA_DIR_LOCK_FILE } from './acquireDataDirLock'
import { assertPortFree } from './assertPortFree'
import { Catalogue, type CatalogueSizes } from './catalogue/Catalogue'
import { type DevnetChainSpec, devnetChains } from './chains/devnetChains'
import { devnetKeys } from './chains/devnetKeys'
import { resolveAnvilBinary } from './chains/resolveAnvilBinary'
import { startAnvil } from './chains/startAnvil'
import { testAccounts } from './chains/testAccounts'
import { type CompiledContracts, compileContracts, contractSourcesHash } from './contracts/compileContracts'
import { type ChainContracts, CONTRACT_NAMES, deployContracts } from './contracts/deployContracts'
import { depositFactoryAbi } from './contracts/depositFactoryAbi'
import { DEPOSIT_FACTORY_VERSION } from './contracts/depositFactoryVersion'
import { type CurrencyKey, devnetCurrencies, devnetPools, EXTRA_TOKENS } from './contracts/devnetCurrencies'
import { createLogger, type DevnetLogger } from './createLogger'
import type { DevnetChain, DevnetContext } from './DevnetContext'
import { WebhookDispatcher } from './events/WebhookDispatcher'
import type { WebhookEndpointInput } from './events/WebhookEndpoints'
import { WebsocketHub } from './events/WebsocketHub'
import { type RecoveryReport, recoverChains } from './recovery/recoverChains'
import { createServiceApp } from './service/createServiceApp'
import { TransactionDetailsRecorder } from './service/requests/TransactionDetailsRecorder'
import { type HttpServer, startHttpServer } from './service/startHttpServer'
import { Solver } from './solver/Solver'
import { SolverControl } from './solver/SolverControl'
import { DevnetStore } from './store/DevnetStore'
import { StatisticsKeeper } from './store/StatisticsKeeper'
import { writeFileAtomic } from './writeFileAtomic'

export interface StartDevnetOptions {
  /** Where chain state, the database, logs and manifest.json live. Default `.devnet` (relative to the cwd). */
  dataDir?: string
  /** Wipe the data dir first. */
  fresh?: boolean
  /** Service HTTP port. Default 8790. */
  port?: number
  /** First chain's RPC port; the others follow. Default 8545. */
  chainPort?: number
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string
  /** Keys listed in the manifest. Default `['ferry-devnet-key']`. */
  apiKeys?: string[]
  /** Default: a console logger at `info` (`error` when `quiet`). */
  logger?: DevnetLogger
  /** Log only errors. Ignored when `logger` is given. */
  quiet?: boolean
  /** Solver log polling interval in ms. Default 250. */
  solverPollIntervalMs?: number
  /**
   * Webhook endpoints by API key (section 6.1: one per key), set at start.
   * They are stored, so they stay across restarts; `PUT /devnet/webhooks/:apiKey` changes them at run time.
   */
  webhooks?: Record<string, WebhookEndpointInput>
  /** Wait before the first webhook retry in ms; each next retry waits twice as long. Default 1000. */
  webhookRetryBaseMs?: number
  /**
   * Synthetic catalogue entries listed beside the devnet's own (`GET /chains`, `POST /currencies/v2`):
   * chains that cannot be used here and tokens that cannot be quoted. Default none;
   * `PUT /devnet/catalogue` changes them at run time.
   */
  catalogue?: Partial<CatalogueSizes>
}

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

interface DeploymentFile {
  version: 1
  /** `contractSourcesHash()` of the sources deployed; another (or none) means deploy again. */
  sources?: string
  chains: Record<string, ChainContracts>
}

/**
 * Starts the whole devnet: three anvil chains (state kept in the data dir),
 * the contracts (deployed only when the chain state does not have them),
 * the store, the solver and the HTTP service. Resolves once everything is
 * ready and `manifest.json` is written. On failure, whatever started is stopped.
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const logger = options.logger ?? createLogger(options.quiet ? 'error' : 'info')
  const dataDir = resolve(options.dataDir ?? '.devnet')
  const host = options.host ?? '127.0.0.1'
  const port = options.port ?? 8790
  const chainPort = options.chainPort ?? 8545
  const apiKeys = options.apiKeys ?? ['ferry-devnet-key']
  const urlHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host
  // The chains' RPCs take unauthenticated transactions from the funded test keys' owner (anyone): loopback only,
  // whatever interface the service listens on.
  const chainHost = '127.0.0.1'
  const exposed = !['127.0.0.1', 'localhost', '::1'].includes(host)
  const serviceUrl = `http://${urlHost}:${port}`
  const startedAt = Date.now()
  if (exposed)
    logger.warn(
      `the service listens on ${host}:${port}: other machines can quote, follow and list requests there. ` +
        'The admin API and the API keys stay local-only, and the chains listen on 127.0.0.1 only.',
    )

  // Fail fast, before anything is started or written, with a message that says which port.
  await assertPortFree(host, port, 'service port (another devnet? pass --port)')
  for (const [i] of devnetChains.entries()) {
    await assertPortFree(
      chainHost,
      chainPort + i,
      'chain port (pass --chain-port; a stray anvil? try `pgrep -a anvil`)',
    )
  }
  await mkdir(dataDir, { recursive: true })
  // Locked before --fresh wipes anything, so it can never pull the files from under a running devnet.
  const lock = await acquireDataDirLock(dataDir)
  try {
    if (options.fresh) {
      for (const entry of await readdir(dataDir)) {
        if (entry !== DATA_DIR_LOCK_FILE) await rm(join(dataDir, entry), { recursive: true, force: true })
      }
    }
    await mkdir(join(dataDir, 'chains'), { recursive: true })
    await mkdir(join(dataDir, 'logs'), { recursive: true })
  } catch (error) {
    await lock.release()
    throw error
  }

  const cleanups: (() => Promise<void>)[] = [() => lock.release()]
  const stopAll = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      await cleanup().catch((error: unknown) => logger.error('devnet stop step failed:', error))
    }
  }

  try {
    const binary = resolveAnvilBinary()
    const deploymentPath = join(dataDir, 'deployment.json')
    const sourcesHash = await contractSourcesHash()
    const saved = await readDeployment(deploymentPath)
    // Contracts whose sources changed since they were deployed are deployed again (new bytecode, new addresses).
    const deployment: DeploymentFile = saved.sources === sourcesHash ? saved : { version: 1, chains: {} }
    const statePath = (spec: DevnetChainSpec) => join(dataDir, 'chains', `${spec.id}.json`)
    const hasState = await Promise.all(devnetChains.map((spec) => exists(statePath(spec))))

    // Compiling takes a second or two without a cache hit; start it now only if a chain will need it.
    let compiling: Promise<CompiledContracts> | undefined
    const compiled = () => (compiling ??= compileContracts())
    if (devnetChains.some((spec, i) => !hasState[i] || !deployment.chains[spec.id]))
      void compiled().catch(() => undefined)

    const storePromise = DevnetStore.open(join(dataDir, 'db'))
    const anvilResults = await Promise.allSettled(
      devnetChains.map((spec, i) =>
        startAnvil({
          binary,
          chainId: spec.id,
          host: chainHost,
          port: chainPort + i,
          statePath: statePath(spec),
          logPath: join(dataDir, 'logs', `anvil-${spec.id}.log`),
          logger,
        }),
      ),
    )
    const storeResult = await Promise.allSettled([storePromise])
    for (const result of anvilResults) if (result.status === 'fulfilled') cleanups.push(() => result.value.stop())
    if (storeResult[0].status === 'fulfilled') {
      const store = storeResult[0].value
      cleanups.push(() => store.close())
    }
    const failure = [...anvilResults, ...storeResult].find((r) => r.status === 'rejected')
    if (failure) throw failure.reason
    const store = (storeResult[0] as PromiseFulfilledResult<DevnetStore>).value

    const chains: DevnetChain[] = await Promise.all(
      devnetChains.map(async (spec, i) => {
        // The URL clients use: 0.0.0.0 is where anvil listens, not an address to call.
        const rpcUrl = `http://${urlHost}:${chainPort + i}`
        const client = createPublicClient({
          chain: defineChain({
            id: spec.id,
            name: spec.name,
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: { default: { http: [rpcUrl] } },
          }),
          transport: http(rpcUrl),
          pollingInterval: 50,
        }) as PublicClient
        const known = deployment.chains[spec.id]
        const contracts =
          known && (await isDeployed(client, known))
            ? known
            : await deployContracts({ rpcUrl, chainId: spec.id, compiled: await compiled(), logger })
        return {
          ...spec,
          rpcUrl,
          client,
          contracts,
          currencies: devnetCurrencies(spec.id, contracts),
          pools: devnetPools(contracts),
        }
      }),
    )
    await writeFileAtomic(
      deploymentPath,
      JSON.stringify(
        {
          version: 1,
          sources: sourcesHash,
          chains: Object.fromEntries(chains.map((c) => [c.id, c.contracts])),
        } satisfies DeploymentFile,
        null,
        2,
      ),
    )

    const context: DevnetContext = {
      serviceUrl,
      chains,
      store,
      logger,
      solver: privateKeyToAccount(devnetKeys.solver),
      pricing: {
        usdPrices: {
          eth: 3_000_000_000n,
          weth: 3_000_000_000n,
          usdc: 1_000_000n,
          ...(Object.fromEntries(EXTRA_TOKENS.map((t) => [t.key, parseUnits(t.usdPrice, 6)])) as Record<
            Exclude<CurrencyKey, 'eth' | 'weth' | 'usdc'>,
            bigint
          >),
        },
        relayerServiceBps: 5n,
        defaultSlippageBps: 50n,
        quoteTtlSeconds: 600,
        timeEstimateSeconds: 2,
      },
      apiKeys,
      catalogue: new Catalogue(
        { serviceUrl, chains, solverAddress: privateKeyToAccount(devnetKeys.solver).address },
        options.catalogue,
      ),
      deployer: privateKeyToAccount(devnetKeys.deployer),
      control: new SolverControl(),
      outage: { until: 0, paths: undefined },
    }

    const manifest: DevnetManifestFile = {
      apiKeys,
      ...devnetManifestSchema.parse({
        version: 1,
        serviceUrl,
        chains: chains.map((c) => ({
          id: c.id,
          name: c.name,
          rpcUrl: c.rpcUrl,
          currencies: c.currencies.map(({ symbol, name, address, decimals }) => ({ symbol, name, address, decimals })),
          contracts: Object.fromEntries(CONTRACT_NAMES.map((name) => [name, getAddress(c.contracts[name])])),
        })),
        accounts: testAccounts.map(({ address, privateKey }) => ({ address, privateKey })),
        apiKeys,
        websocketUrl: `ws://${urlHost}:${port}/ws`,
        solver: { address: context.solver.address },
        startedAt,
      } satisfies DevnetManifestFile),
    }

    // Before anything reads or pays: every recorded transaction a crashed chain lost is on it again, or its request says why not.
    const recovery = await recoverChains(context)

    // Events: webhooks (an outbox on the status history), the websocket stream, and transaction details for request records.
    const webhooks = new WebhookDispatcher(context, { retryBaseMs: options.webhookRetryBaseMs })
    const websocket = new WebsocketHub(context)
    const transactionDetails = new TransactionDetailsRecorder(context)
    Object.assign(context, { webhooks, websocket, transactionDetails })
    const statistics = new StatisticsKeeper(store)
    cleanups.push(() => statistics.stop())
    await statistics.start()
    cleanups.push(() => websocket.close())
    for (const [apiKey, endpoint] of Object.entries(options.webhooks ?? {})) {
      if (!apiKeys.includes(apiKey))
        throw new Error(`webhooks: ${apiKey} is not one of the devnet's API keys (${apiKeys.join(', ')})`)
      await webhooks.endpoints.set(apiKey, endpoint)
    }

    const server: HttpServer = await startHttpServer(
      createServiceApp(context, () => manifest),
      {
        host,
        port,
        onUpgrade: (request, socket, head) => websocket.handleUpgrade(request, socket, head),
      },
    )
    cleanups.push(() => server.close())
    // Stopped before the server closes and the store does (cleanups run last-first).
    cleanups.push(
      () => webhooks.stop(),
      () => transactionDetails.stop(),
      () => websocket.close(),
    )
    webhooks.start()
    transactionDetails.start()
    const solver = new Solver(context, { pollIntervalMs: options.solverPollIntervalMs })
    context.transactionIndexer = solver
    solver.start()
    // Registered last so it runs first: no fill may be half done when the chains go down.
    cleanups.push(() => solver.stop())

    const manifestPath = join(dataDir, 'manifest.json')
    await writeFileAtomic(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`)

    let stopping: Promise<void> | undefined
    const anvilOf = (chainId: number) => {
      const anvil = anvilResults.find((r) => r.status === 'fulfilled' && r.value.chainId === chainId)
      if (anvil?.status !== 'fulfilled') throw new Error(`no chain ${chainId} on this devnet`)
      return anvil.value
    }
    const stopChain = (chainId: number): Promise<void> => anvilOf(chainId).stop()
    const killChain = (chainId: number, signal: NodeJS.Signals = 'SIGKILL'): Promise<void> =>
      anvilOf(chainId).kill(signal)
    return {
      manifest,
      manifestPath,
      dataDir,
      stop: () => (stopping ??= stopAll()),
      stopChain,
      killChain,
      recovery,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}

async function readDeployment(path: string): Promise<DeploymentFile> {
  try {
    const parsed = JSON.parse(await readFile(path, 'utf8')) as DeploymentFile
    if (parsed.version === 1 && parsed.chains) return parsed
  } catch {
    // Missing or unreadable: deploy again.
  }
  return { version: 1, chains: {} }
}

/** The saved addresses are only good if the chain state still has code there. */
async function isDeployed(client: PublicClient, contracts: ChainContracts): Promise<boolean> {
  // A deployment from before a contract was added lacks it: deploy the set again.
  if (CONTRACT_NAMES.some((name) => !contracts[name])) return false
  const codes = await Promise.all(CONTRACT_NAMES.map((name) => client.getCode({ address: contracts[name] })))
  if (!codes.every((code) => code !== undefined && code !== '0x')) return false
  // Deposit addresses are CREATE2 addresses of the factory's code: an older factory means deploying again.
  const version = await client
    .readContract({ address: contracts.depositFactory, abi: depositFactoryAbi, functionName: 'VERSION' })
    .catch(() => undefined)
  return version === DEPOSIT_FACTORY_VERSION
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}
