/** USD value of `amount` (smallest unit) in micro-USD, rounded toward zero. `usdPrice` is micro-USD per whole unit. */
export function usdMicros(amount: bigint, decimals: number, usdPrice: bigint): bigint {
  return (amount * usdPrice) / 10n ** BigInt(decimals)
}
