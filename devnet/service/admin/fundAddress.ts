import { type Address, encodeFunctionData, getAddress, toHex } from 'viem'
import type { ChainSender } from '../../chains/ChainSender'
import { EXTRA_TOKENS, type ExtraTokenKey } from '../../contracts/devnetCurrencies'
import { tokenAbi } from '../../contracts/tokenAbi'
import type { DevnetChain } from '../../DevnetContext'

/**
 * The faucet on one chain: sets the ETH balance (anvil_setBalance, no
 * transaction), mints USDC and the extra tokens (`minted`, by currency key)
 * and hands out WETH (the deployer wraps ETH for it). Returns the address's
 * balances afterwards.
 */
export async function fundAddress(
  chain: DevnetChain,
  sender: ChainSender,
  args: {
    address: Address
    ethBalance?: bigint
    usdc?: bigint
    weth?: bigint
    minted?: Partial<Record<ExtraTokenKey, bigint | undefined>>
  },
): Promise<{ chainId: number; eth: string; weth: string; usdc: string } & Record<ExtraTokenKey, string>> {
  const address = getAddress(args.address)
  if (args.ethBalance !== undefined) {
    await chain.client.request({
      method: 'anvil_setBalance' as never,
      params: [address, toHex(args.ethBalance)] as never,
    })
  }
  const hashes: `0x${string}`[] = []
  const send = async (tx: { to: Address; data: `0x${string}`; value?: bigint }) => {
    const signed = await sender.submit(tx, async () => true)
    if (signed) hashes.push(signed.hash)
  }
  if (args.usdc)
    await send({
      to: chain.contracts.usdc,
      data: encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [address, args.usdc] }),
    })
  if (args.weth) {
    await send({
      to: chain.contracts.weth,
      value: args.weth,
      data: encodeFunctionData({ abi: tokenAbi, functionName: 'deposit' }),
    })
    await send({
      to: chain.contracts.weth,
      data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [address, args.weth] }),
    })
  }
  for (const { key } of EXTRA_TOKENS) {
    const value = args.minted?.[key]
    if (value)
      await send({
        to: chain.contracts[key],
        data: encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [address, value] }),
      })
  }
  for (const hash of hashes) {
    const receipt = await sender.waitForReceipt(hash)
    if (receipt.status !== 'success') throw new Error(`faucet transaction ${hash} reverted on chain ${chain.id}`)
  }
  const read = (token: Address) =>
    chain.client.readContract({ address: token, abi: tokenAbi, functionName: 'balanceOf', args: [address] })
  const [eth, weth, usdc] = await Promise.all([
    chain.client.getBalance({ address }),
    read(chain.contracts.weth),
    read(chain.contracts.usdc),
  ])
  const extra = await Promise.all(
    EXTRA_TOKENS.map(async ({ key }) => [key, (await read(chain.contracts[key])).toString()] as const),
  )
  return {
    chainId: chain.id,
    eth: eth.toString(),
    weth: weth.toString(),
    usdc: usdc.toString(),
    ...(Object.fromEntries(extra) as Record<ExtraTokenKey, string>),
  }
}
