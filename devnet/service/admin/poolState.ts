import { formatUnits } from 'viem'
import { poolAbi } from '../../contracts/poolAbi'
import type { DevnetChain } from '../../DevnetContext'

export interface PoolState {
  chainId: number
  address: string
  reserveWeth: string
  reserveUsdc: string
  /** USDC per WETH at the reserves (the marginal price, before the pool fee). */
  price: string
}

/** The pool's reserves and marginal price on one chain. */
export async function poolState(chain: DevnetChain): Promise<PoolState> {
  const [reserveWeth, reserveUsdc] = await chain.client.readContract({
    address: chain.contracts.pool,
    abi: poolAbi,
    functionName: 'getReserves',
  })
  const priceE6 = reserveWeth === 0n ? 0n : (reserveUsdc * 10n ** 18n) / reserveWeth
  return {
    chainId: chain.id,
    address: chain.contracts.pool,
    reserveWeth: reserveWeth.toString(),
    reserveUsdc: reserveUsdc.toString(),
    price: formatUnits(priceE6, 6),
  }
}
