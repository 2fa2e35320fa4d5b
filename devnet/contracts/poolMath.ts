/** The fee of `sol/FerryPool.sol`, in basis points. */
export const POOL_FEE_BPS = 30n

/** Output of an exact-input swap against reserves `reserveIn`/`reserveOut`, exactly as FerryPool computes it. */
export function poolAmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n || reserveIn <= 0n || reserveOut <= 0n) return 0n
  const withFee = amountIn * (10_000n - POOL_FEE_BPS)
  return (withFee * reserveOut) / (reserveIn * 10_000n + withFee)
}

/** Input an exact-output swap needs, exactly as FerryPool computes it; undefined when the pool cannot pay `amountOut`. */
export function poolAmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint | undefined {
  if (amountOut <= 0n || reserveIn <= 0n || amountOut >= reserveOut) return undefined
  return (reserveIn * amountOut * 10_000n) / ((reserveOut - amountOut) * (10_000n - POOL_FEE_BPS)) + 1n
}
