import {
  type Abi,
  type Address,
  createTestClient,
  createWalletClient,
  encodeDeployData,
  encodeFunctionData,
  getContractAddress,
  type Hex,
  http,
  maxUint256,
  publicActions,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devnetKeys } from '../chains/devnetKeys'
import { testAccounts } from '../chains/testAccounts'
import type { DevnetLogger } from '../createLogger'
import type { CompiledContracts } from './compileContracts'
import { depositoryAbi } from './depositoryAbi'
import { poolAbi } from './poolAbi'
import { tokenAbi } from './tokenAbi'

export interface ChainContracts {
  depository: Address
  weth: Address
  usdc: Address
  /** WETH/USDC constant-product pool. */
  pool: Address
  /** Runs destination calls in order; sweeps a full balance. */
  router: Address
  /** Demo contract a call can deposit tokens into. */
  vault: Address
}

/** Every contract a chain needs; a saved deployment missing one of them is redeployed. */
export const CONTRACT_NAMES: readonly (keyof ChainContracts)[] = [
  'depository',
  'weth',
  'usdc',
  'pool',
  'router',
  'vault',
]

export interface DeployContractsOptions {
  rpcUrl: string
  chainId: number
  compiled: CompiledContracts
  logger: DevnetLogger
}

/** The solver's starting inventory and each test account's tokens, per chain. */
export const SOLVER_ETH = 1_000n * 10n ** 18n
export const SOLVER_WETH = 500n * 10n ** 18n
export const SOLVER_USDC = 10_000_000n * 10n ** 6n
export const TEST_ACCOUNT_USDC = 1_000_000n * 10n ** 6n
export const TEST_ACCOUNT_WETH = 100n * 10n ** 18n
/** Pool seed: deep enough that a test-sized trade barely moves it, at ETH = 3000 USDC. */
export const POOL_WETH = 10_000n * 10n ** 18n
export const POOL_USDC = 30_000_000n * 10n ** 6n
/** The deployer also funds the faucet and moves pool prices, so it keeps plenty of ETH. */
const DEPLOYER_ETH = 1_000_000n * 10n ** 18n

/**
 * Deploys WETH, USDC, the depository, the pool, the router and the vault on
 * one automining chain, seeds the pool, funds the solver and the test
 * accounts, and has the solver approve the pool and the router (they pull
 * from it when it fills a swap or a call). The deployer key is fixed, so on
 * a fresh chain the addresses are the same on every chain and every run.
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
  const solverWallet = createWalletClient({ chain, transport, account: solver })

  // anvil_setBalance costs no transaction and leaves the nonces alone.
  await Promise.all([
    test.setBalance({ address: deployer.address, value: DEPLOYER_ETH }),
    test.setBalance({ address: solver.address, value: SOLVER_ETH }),
  ])

  const [nonce, solverNonce] = await Promise.all([
    test.getTransactionCount({ address: deployer.address, blockTag: 'pending' }),
    test.getTransactionCount({ address: solver.address, blockTag: 'pending' }),
  ])
  const hashes: Hex[] = []
  const next = () => nonce + hashes.length
  const deploy = async (data: Hex) => {
    const n = next()
    hashes.push(await wallet.sendTransaction({ data, nonce: n, gas: 5_000_000n }))
    return getContractAddress({ from: deployer.address, nonce: BigInt(n) })
  }
  const weth = await deploy(compiled.WETH9.bytecode)
  const usdc = await deploy(compiled.FerryUSDC.bytecode)
  const depository = await deploy(
    encodeDeployData({ abi: depositoryAbi, bytecode: compiled.FerryDepository.bytecode, args: [solver.address] }),
  )
  const pool = await deploy(
    encodeDeployData({ abi: poolAbi, bytecode: compiled.FerryPool.bytecode, args: [weth, usdc] }),
  )
  const router = await deploy(compiled.FerryRouter.bytecode)
  const vault = await deploy(compiled.FerryVault.bytecode)

  // Explicit nonces and gas skip a round of estimates; automine keeps the order.
  const send = async (to: Address, data: Hex, value = 0n) => {
    hashes.push(await wallet.sendTransaction({ to, data, value, nonce: next(), gas: 300_000n }))
  }
  const encode = (abi: Abi, functionName: string, args: readonly unknown[]) =>
    encodeFunctionData({ abi, functionName, args })

  const wethTotal = POOL_WETH + SOLVER_WETH + TEST_ACCOUNT_WETH * BigInt(testAccounts.length)
  await send(weth, encode(tokenAbi, 'deposit', []), wethTotal)
  await send(usdc, encode(tokenAbi, 'mint', [deployer.address, POOL_USDC]))
  await send(weth, encode(tokenAbi, 'approve', [pool, maxUint256]))
  await send(usdc, encode(tokenAbi, 'approve', [pool, maxUint256]))
  await send(pool, encode(poolAbi, 'addLiquidity', [POOL_WETH, POOL_USDC]))
  await send(weth, encode(tokenAbi, 'transfer', [solver.address, SOLVER_WETH]))
  await send(usdc, encode(tokenAbi, 'mint', [solver.address, SOLVER_USDC]))
  for (const account of testAccounts) {
    await send(usdc, encode(tokenAbi, 'mint', [account.address, TEST_ACCOUNT_USDC]))
    await send(weth, encode(tokenAbi, 'transfer', [account.address, TEST_ACCOUNT_WETH]))
  }
  // The solver's standing approvals: the pool pulls the input of a swap fill, the router the token of a call fill.
  let solverTxs = 0
  for (const spender of [pool, router]) {
    for (const token of [weth, usdc]) {
      hashes.push(
        await solverWallet.sendTransaction({
          to: token,
          data: encode(tokenAbi, 'approve', [spender, maxUint256]),
          nonce: solverNonce + solverTxs++,
          gas: 100_000n,
        }),
      )
    }
  }

  const receipts = await Promise.all(
    hashes.map((hash) => test.waitForTransactionReceipt({ hash, pollingInterval: 20 })),
  )
  const failed = receipts.find((r) => r.status !== 'success')
  if (failed) throw new Error(`devnet deployment transaction ${failed.transactionHash} reverted on chain ${chainId}`)
  options.logger.info(`deployed contracts on chain ${chainId}`)
  return { depository, weth, usdc, pool, router, vault }
}
