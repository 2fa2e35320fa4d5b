import { encodeFunctionData, zeroAddress } from 'viem'
import type { ChainSender } from '../../chains/ChainSender'
import { poolAbi } from '../../contracts/poolAbi'
import { poolAmountOut } from '../../contracts/poolMath'
import { tokenAbi } from '../../contracts/tokenAbi'
import type { DevnetChain } from '../../DevnetContext'

/**
 * Moves the pool's price to `priceE6` (USDC per WETH, 6 decimals) the way a
 * market does: the deployer trades against it (ETH in to lower the price,
 * freshly minted USDC in to raise it). The trade size is found by bisection
 * on the pool's own maths, fee included, so the price lands within a unit.
 */
export async function movePoolPrice(chain: DevnetChain, sender: ChainSender, priceE6: bigint): Promise<void> {
  const [x, y] = await chain.client.readContract({
    address: chain.contracts.pool,
    abi: poolAbi,
    functionName: 'getReserves',
  })
  // Price after the trade, as y'/x' scaled like priceE6.
  const priceAfter = (wethIn: boolean, amount: bigint) => {
    const out = wethIn ? poolAmountOut(amount, x, y) : poolAmountOut(amount, y, x)
    const [x2, y2] = wethIn ? [x + amount, y - out] : [x - out, y + amount]
    return x2 === 0n ? 0n : (y2 * 10n ** 18n) / x2
  }
  const current = priceAfter(true, 0n)
  if (current === priceE6) return
  const wethIn = priceE6 < current
  // Bisection over the input: the price moves monotonically with it.
  let low = 0n
  let high = wethIn ? x * 1_000n : y * 1_000n
  for (let i = 0; i < 256 && high - low > 1n; i++) {
    const mid = (low + high) / 2n
    const reached = priceAfter(wethIn, mid)
    if (wethIn ? reached > priceE6 : reached < priceE6) low = mid
    else high = mid
  }
  const amount = high
  if (amount === 0n) return
  const account = sender.account.address
  if (wethIn) {
    await send(sender, {
      to: chain.contracts.pool,
      value: amount,
      data: encodeFunctionData({
        abi: poolAbi,
        functionName: 'swapExactIn',
        args: [zeroAddress, chain.contracts.usdc, amount, 0n, account],
      }),
    })
  } else {
    await send(sender, {
      to: chain.contracts.usdc,
      data: encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [account, amount] }),
    })
    await send(sender, {
      to: chain.contracts.pool,
      data: encodeFunctionData({
        abi: poolAbi,
        functionName: 'swapExactIn',
        args: [chain.contracts.usdc, chain.contracts.weth, amount, 0n, account],
      }),
    })
  }
}

async function send(
  sender: ChainSender,
  tx: { to: `0x${string}`; data: `0x${string}`; value?: bigint },
): Promise<void> {
  const signed = await sender.submit(tx, async () => true)
  if (!signed) return
  const receipt = await sender.waitForReceipt(signed.hash)
  if (receipt.status !== 'success')
    throw new Error(`admin transaction ${signed.hash} reverted on chain ${sender.chain.id}`)
}
