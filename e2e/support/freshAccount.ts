import { createWalletClient, encodeFunctionData, erc20Abi, type Hex, http } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevnetManifest } from '../../src/api/schemas/manifest'
import { devnetChains } from '../../src/config/devnetChains'
import { devnetAdmin } from './form'

/** Funds a fresh account on one chain from the faucet: ETH for gas and the tokens named (smallest units). */
export async function fundFreshAccount(
  manifest: DevnetManifest,
  args: { address: Hex; chainId: number; tokens: Record<string, string> },
) {
  await devnetAdmin(manifest, '/devnet/faucet', {
    address: args.address,
    chainId: args.chainId,
    ethBalance: '10000000000000000000',
    ...args.tokens,
  })
}

/** Sends one token call as the account itself (outside the page): an allowance left behind, funds moved away. */
export async function sendTokenCall(
  manifest: DevnetManifest,
  args: { key: Hex; chainId: number; token: Hex; call: 'approve' | 'transfer'; to: Hex; amount: bigint },
) {
  const chain = devnetChains(manifest).find((c) => c.id === args.chainId)!
  const client = createWalletClient({
    account: privateKeyToAccount(args.key),
    chain,
    transport: http(chain.rpcUrls.default.http[0]),
  })
  const hash = await client.sendTransaction({
    to: args.token,
    data: encodeFunctionData({ abi: erc20Abi, functionName: args.call, args: [args.to, args.amount] }),
  })
  return hash
}
