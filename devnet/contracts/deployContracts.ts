import { createTestClient, createWalletClient, encodeDeployData, getContractAddress, http, publicActions, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetLogger } from '../createLogger'
import { devnetKeys } from '../chains/devnetKeys'
import { testAccounts } from '../chains/testAccounts'
import type { CompiledContracts } from './compileContracts'
import { depositoryAbi } from './depositoryAbi'
import { tokenAbi } from './tokenAbi'

export interface ChainContracts {
  depository: Address
  weth: Address
  usdc: Address
}

export interface DeployContractsOptions {
  rpcUrl: string
  chainId: number
  compiled: CompiledContracts
  logger: DevnetLogger
}

/** The solver's starting inventory and each test account's USDC, per chain. */
export const SOLVER_ETH = 1_000n * 10n ** 18n
export const SOLVER_USDC = 10_000_000n * 10n ** 6n
export const TEST_ACCOUNT_USDC = 1_000_000n * 10n ** 6n

/**
 * Deploys WETH, USDC and the depository on one automining chain and funds
 * the solver and the test accounts. The deployer key is fixed, so on a fresh
 * chain the addresses are the same on every chain and every run.
 */
export async function deployContracts(options: DeployContractsOptions): Promise<ChainContracts> {
  const { rpcUrl, chainId, compiled } = options
  const deployer = privateKeyToAccount(devnetKeys.deployer)
  const solver = privateKeyToAccount(devnetKeys.solver)
  const chain = {
    id: chainId,
    name: `devnet-${chainId}`,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  } as const
  const transport = http(rpcUrl)
  const test = createTestClient({ chain, transport, mode: 'anvil' }).extend(publicActions)
  const wallet = createWalletClient({ chain, transport, account: deployer })

  // anvil_setBalance costs no transaction and leaves the nonces alone.
  await Promise.all([
    test.setBalance({ address: deployer.address, value: 100n * 10n ** 18n }),
    test.setBalance({ address: solver.address, value: SOLVER_ETH }),
  ])

  const nonce = await test.getTransactionCount({ address: deployer.address, blockTag: 'pending' })
  const hashes: Hex[] = []
  const deploy = async (data: Hex) => {
    const n = nonce + hashes.length
    hashes.push(await wallet.sendTransaction({ data, nonce: n, gas: 3_000_000n }))
    return getContractAddress({ from: deployer.address, nonce: BigInt(n) })
  }
  const weth = await deploy(compiled.WETH9.bytecode)
  const usdc = await deploy(compiled.FerryUSDC.bytecode)
  const depository = await deploy(
    encodeDeployData({ abi: depositoryAbi, bytecode: compiled.FerryDepository.bytecode, args: [solver.address] }),
  )

  // Explicit nonces and gas skip a round of estimates; automine keeps the order.
  const mints: [Address, bigint][] = [[solver.address, SOLVER_USDC], ...testAccounts.map((a): [Address, bigint] => [a.address, TEST_ACCOUNT_USDC])]
  for (const [to, amount] of mints) {
    hashes.push(
      await wallet.writeContract({ address: usdc, abi: tokenAbi, functionName: 'mint', args: [to, amount], nonce: nonce + hashes.length, gas: 100_000n }),
    )
  }

  const receipts = await Promise.all(hashes.map((hash) => test.waitForTransactionReceipt({ hash, pollingInterval: 20 })))
  const failed = receipts.find((r) => r.status !== 'success')
  if (failed) throw new Error(`devnet deployment transaction ${failed.transactionHash} reverted on chain ${chainId}`)
  options.logger.info(`deployed contracts on chain ${chainId}`)
  return { depository, weth, usdc }
}
