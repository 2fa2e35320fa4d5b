import { createWalletClient, erc20Abi, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { devnetChains } from '../../src/config/devnetChains'
import { devnetAdmin, tokenAddress } from './form'

const A = 31337

/** An "exchange": a fresh account with ETH and USDC on A that pays deposit addresses by plain transfers. */
export async function exchange(manifest: Parameters<typeof devnetAdmin>[0]) {
  const key = generatePrivateKey()
  const account = privateKeyToAccount(key)
  await devnetAdmin(manifest, '/devnet/faucet', {
    address: account.address,
    chainId: A,
    ethBalance: String(10n ** 19n),
    usdc: '100000000',
  })
  const chain = devnetChains(manifest).find((c) => c.id === A)!
  const client = createWalletClient({ account, chain, transport: http(chain.rpcUrls.default.http[0]) })
  return {
    address: account.address,
    payEth: (to: Hex, value: bigint) => client.sendTransaction({ to, value }),
    payUsdc: (to: Hex, amount: bigint) =>
      client.writeContract({
        address: tokenAddress(manifest, A, 'USDC') as Hex,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [to, amount],
      }),
  }
}
