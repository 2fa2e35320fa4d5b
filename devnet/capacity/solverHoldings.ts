import { type Address, formatUnits, type PublicClient } from 'viem'
import type { DevnetCurrency } from '../contracts/devnetCurrencies'
import { tokenAbi } from '../contracts/tokenAbi'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import { SOLVER_GAS_RESERVE } from '../service/quote/priceFill'

/** `owner`'s balance of `currency` on its chain, read now. */
export function balanceOf(client: PublicClient, currency: DevnetCurrency, owner: Address): Promise<bigint> {
  return currency.isNative
    ? client.getBalance({ address: owner })
    : client.readContract({ address: currency.address, abi: tokenAbi, functionName: 'balanceOf', args: [owner] })
}

/** What one fill of `currency` may deliver now, in its smallest unit, as a quote checks it (`priceFill`). */
export interface FillCapacity {
  /** The solver's balance on the chain. */
  balance: bigint
  /** The least of what it may spend (its balance, less the gas it keeps for a native currency) and its capacity in USD. */
  perRequest: bigint
}

/**
 * The solver's holding of `currency` on `chain` and the most one request can move of it: its balance less the gas
 * reserve (native), and the USD capacity per fill (`POST /devnet/solver` `capacityUsd`) at the price quotes use.
 */
export async function fillCapacity(
  context: Pick<DevnetContext, 'solver' | 'control' | 'pricing'>,
  chain: DevnetChain,
  currency: DevnetCurrency,
): Promise<FillCapacity> {
  const balance = await balanceOf(chain.client, currency, context.solver.address)
  const spendable = currency.isNative ? balance - SOLVER_GAS_RESERVE : balance
  const price = context.pricing.usdPrices[currency.key]
  const byUsd = price > 0n ? (context.control.capacityUsdMicros * 10n ** BigInt(currency.decimals)) / price : 0n
  const perRequest = least(spendable, byUsd)
  return { balance, perRequest: perRequest > 0n ? perRequest : 0n }
}

/** USD of `amount` of `currency`, two decimals, at the devnet's price table. */
export function usdOf(context: Pick<DevnetContext, 'pricing'>, currency: DevnetCurrency, amount: bigint): string {
  const micros = (amount * context.pricing.usdPrices[currency.key]) / 10n ** BigInt(currency.decimals)
  return Number(formatUnits(micros, 6)).toFixed(2)
}

/** The smaller of two amounts (`Math.min` takes numbers, not bigints). */
export function least(a: bigint, b: bigint): bigint {
  if (a < b) return a
  return b
}
