import { getAddress } from 'viem'
import { type DevnetManifestFile, devnetManifestSchema } from '../../src/api/schemas'
import { testAccounts } from '../chains/testAccounts'
import { CONTRACT_NAMES } from '../contracts/deployContracts'
import type { DevnetContext } from '../DevnetContext'
import type { StartSettings } from './resolveStartSettings'

/** What programs and pages read to use the devnet: chains, contracts, test accounts, API keys, the solver, Solana. */
export function buildManifest(
  { urlHost, port, startedAt }: StartSettings,
  {
    serviceUrl,
    chains,
    svmChain,
    apiKeys,
    solver,
  }: Pick<DevnetContext, 'serviceUrl' | 'chains' | 'svmChain' | 'apiKeys' | 'solver'>,
): DevnetManifestFile {
  return {
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
      solver: { address: solver.address },
      solana: {
        chainId: svmChain.id,
        rpcUrl: svmChain.rpcUrl,
        usdcMint: svmChain.usdcMint,
        solver: svmChain.solverAddress,
        accounts: svmChain.accounts.map(({ address, secretKey }) => ({ address, secretKey })),
      },
      startedAt,
    } satisfies DevnetManifestFile),
  }
}
