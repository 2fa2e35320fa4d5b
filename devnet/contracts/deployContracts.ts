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
import { depositFactoryAbi } from './depositFactoryAbi'
import { depositoryAbi } from './depositoryAbi'
import { EXTRA_TOKENS, type ExtraTokenKey } from './devnetCurrencies'
import { ferryTokenAbi } from './ferryTokenAbi'
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
  /** The extra catalogue tokens (`FerryToken`, see `EXTRA_TOKENS`). */
  fbtc: Address
  flong: Address
  meme: Address
  plain: Address
  /** USDT-like: refuses a non-zero allowance changed into another (`sol/FerryTetherToken.sol`). */
  fusdt: Address
  /** The code devnet accounts delegate to (EIP-7702) for EIP-5792 batches (`sol/FerryBatchExecutor.sol`). */
  batchExecutor: Address
  /** MEME/USDC constant-product pool (a `FerryPool` whose "weth" side is MEME). */
  memePool: Address
  /** Makes deposit addresses (CREATE2, salt = request id) and sweeps them into the depository. */
  depositFactory: Address
}

/** Every contract a chain needs; a saved deployment missing one of them is redeployed. */
export const CONTRACT_NAMES: readonly (keyof ChainContracts)[] = [
  'depository',
  'weth',
  'usdc',
  'pool',
  'router',
  'vault',
  'fbtc',
  'flong',
  'meme',
  'plain',
  'memePool',
  'depositFactory',
  'fusdt',
  'batchExecutor',
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
/** MEME/USDC pool seed: MEME = 0.001 USDC, its price-table price. */
export const POOL_MEME = 1_000_000_000n * 10n ** 18n
export const POOL_MEME_USDC = 1_000_000n * 10n ** 6n
/** The deployer also funds the faucet and moves pool prices, so it keeps plenty of ETH. */
const DEPLOYER_ETH = 1_000_000n * 10n ** 18n

/**
 * Deploys WETH, USDC, the depository, the pool, the router, the vault, the
 * extra catalogue tokens and the MEME/USDC pool on one automining chain,
 * seeds both pools, funds the solver and the test accounts with every token,
 * and has the solver approve the pools and the router (they pull from it
 * when it fills a swap or a call). The deployer key is fixed, so on
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
  // Deployed after the first six so their addresses stay what they were before these tokens existed.
  const extra = {} as Record<ExtraTokenKey, Address>
  for (const spec of EXTRA_TOKENS.filter((t) => !t.resetsAllowance)) {
    extra[spec.key] = await deploy(
      encodeDeployData({
        abi: ferryTokenAbi,
        bytecode: compiled.FerryToken.bytecode,
        args: [spec.name, spec.symbol, spec.decimals],
      }),
    )
  }
  const memePool = await deploy(
    encodeDeployData({ abi: poolAbi, bytecode: compiled.FerryPool.bytecode, args: [extra.meme, usdc] }),
  )
  // Last, so nothing before it moves; the same address on every chain, so a deposit address is too.
  const depositFactory = await deploy(
    encodeDeployData({
      abi: depositFactoryAbi,
      bytecode: compiled.FerryDepositFactory.bytecode,
      args: [solver.address, depository],
    }),
  )
  // Added later still: after the factory, so its address (and every deposit address) stays.
  for (const spec of EXTRA_TOKENS.filter((t) => t.resetsAllowance)) {
    extra[spec.key] = await deploy(
      encodeDeployData({
        abi: ferryTokenAbi,
        bytecode: compiled.FerryTetherToken.bytecode,
        args: [spec.name, spec.symbol, spec.decimals],
      }),
    )
  }
  const batchExecutor = await deploy(compiled.FerryBatchExecutor.bytecode)

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
  await send(extra.meme, encode(tokenAbi, 'mint', [deployer.address, POOL_MEME]))
  await send(usdc, encode(tokenAbi, 'mint', [deployer.address, POOL_MEME_USDC]))
  await send(extra.meme, encode(tokenAbi, 'approve', [memePool, maxUint256]))
  await send(usdc, encode(tokenAbi, 'approve', [memePool, maxUint256]))
  await send(memePool, encode(poolAbi, 'addLiquidity', [POOL_MEME, POOL_MEME_USDC]))
  for (const spec of EXTRA_TOKENS) {
    const unit = 10n ** BigInt(spec.decimals)
    await send(extra[spec.key], encode(tokenAbi, 'mint', [solver.address, spec.solverUnits * unit]))
    for (const account of testAccounts) {
      await send(extra[spec.key], encode(tokenAbi, 'mint', [account.address, spec.testAccountUnits * unit]))
    }
  }
  // The solver's standing approvals: the pool pulls the input of a swap fill, the router the token of a call fill.
  let solverTxs = 0
  const approvals: [Address, Address[]][] = [
    [pool, [weth, usdc]],
    [memePool, [extra.meme, usdc]],
    [router, [weth, usdc, ...EXTRA_TOKENS.map((spec) => extra[spec.key])]],
  ]
  for (const [spender, tokens] of approvals) {
    for (const token of tokens) {
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
  return { depository, weth, usdc, pool, router, vault, ...extra, memePool, depositFactory, batchExecutor }
}
