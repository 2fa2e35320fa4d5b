import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { PublicClient } from 'viem'
import { type DevnetChainSpec, devnetChains } from '../chains/devnetChains'
import { type CompiledContracts, compileContracts, contractSourcesHash } from '../contracts/compileContracts'
import { type ChainContracts, CONTRACT_NAMES, deployContracts } from '../contracts/deployContracts'
import { depositFactoryAbi } from '../contracts/depositFactoryAbi'
import { DEPOSIT_FACTORY_VERSION } from '../contracts/depositFactoryVersion'
import { devnetCurrencies, devnetPools } from '../contracts/devnetCurrencies'
import type { DevnetLogger } from '../createLogger'
import type { DevnetChain } from '../DevnetContext'
import { writeFileAtomic } from '../writeFileAtomic'
import { chainClient } from './chainClient'

interface DeploymentFile {
  version: 1
  /** `contractSourcesHash()` of the sources deployed; another (or none) means deploy again. */
  sources?: string
  chains: Record<string, ChainContracts>
}

/** The contracts on the running chains: the saved ones where the chain still has them, deployed where not. */
export interface ContractPlan {
  /** Where a chain keeps its state (`<dataDir>/chains/<id>.json`). */
  statePath(spec: DevnetChainSpec): string
  /** Connects to the running chains, deploys what is missing and saves the addresses (`deployment.json`). */
  /** `stopping`: aborts every request of the chains' clients at once (the devnet's stop). */
  load(options: {
    urlHost: string
    chainPort: number
    logger: DevnetLogger
    stopping?: AbortSignal
  }): Promise<DevnetChain[]>
}

/**
 * Reads what was deployed before, before the chains start: when some chain will need a deployment (no saved
 * state, or sources changed since), compiling starts now, beside the chains starting.
 */
export async function planContracts(dataDir: string): Promise<ContractPlan> {
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

  const load: ContractPlan['load'] = async ({ urlHost, chainPort, logger, stopping }) => {
    const chains: DevnetChain[] = await Promise.all(
      devnetChains.map(async (spec, i) => {
        // The URL clients use: 0.0.0.0 is where anvil listens, not an address to call.
        const rpcUrl = `http://${urlHost}:${chainPort + i}`
        const client = chainClient(spec, rpcUrl, stopping)
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
    const file: DeploymentFile = {
      version: 1,
      sources: sourcesHash,
      chains: Object.fromEntries(chains.map((c) => [c.id, c.contracts])),
    }
    await writeFileAtomic(deploymentPath, JSON.stringify(file, null, 2))
    return chains
  }
  return { statePath, load }
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
