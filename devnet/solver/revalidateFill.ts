import { formatUnits, zeroAddress } from 'viem'
import type { FailReason } from '../../src/api/schemas'
import { poolAbi } from '../contracts/poolAbi'
import { poolAmountIn, poolAmountOut } from '../contracts/poolMath'
import { tokenAbi } from '../contracts/tokenAbi'
import type { DevnetChain, DevnetContext } from '../DevnetContext'
import type { FillPlan } from '../orders/FillPlan'
import type { RequestRecord } from '../store/requestRecord'
import { ttlDetails, ttlExpiresAt } from './requestTtl'

/** ETH kept back when filling in ETH, so the solver can still pay for gas. */
const GAS_RESERVE = 10n ** 17n

/** Why a fill cannot happen, with the context the request's status `details` show. */
export interface FillProblem {
  failReason: FailReason
  details: Record<string, unknown>
}

/**
 * Section 1.6: the quote is checked again before the fill. Injected faults
 * first, then the deadline, the solver's capacity and inventory, and for a
 * swap the pool price against the quote's slippage floor. Returns why the
 * fill cannot happen, or undefined when it can.
 */
export async function revalidateFill(
  context: Pick<DevnetContext, 'control' | 'solver'>,
  chain: DevnetChain,
  request: RequestRecord,
  plan: FillPlan,
): Promise<FillProblem | undefined> {
  const fault = context.control.faults.takeForFill(request.id)
  if (fault?.failReason) return { failReason: fault.failReason, details: { injected: true, faultId: fault.id } }

  const expiresAt = ttlExpiresAt(request)
  if (expiresAt !== undefined && Date.now() >= expiresAt)
    return { failReason: 'TTL_EXPIRED', details: ttlDetails(request, true) }

  const block = await chain.client.getBlock({ blockTag: 'latest' })
  if (Number(block.timestamp) > request.deadline) {
    return {
      failReason: 'ORDER_EXPIRED',
      details: { deadline: request.deadline, destinationTime: Number(block.timestamp) },
    }
  }
  const capacity = context.control.capacityUsdMicros
  const valueUsd = BigInt(Math.round(Number(request.amountInUsd) * 1e6))
  if (valueUsd > capacity) {
    return {
      failReason: 'SOLVER_CAPACITY_EXCEEDED',
      details: { amountUsd: request.amountInUsd, capacityUsd: formatUnits(capacity, 6) },
    }
  }
  const solver = context.solver.address
  const isNative = BigInt(plan.spendToken) === 0n
  const inventory = isNative
    ? await chain.client.getBalance({ address: solver })
    : await chain.client.readContract({
        address: plan.spendToken,
        abi: tokenAbi,
        functionName: 'balanceOf',
        args: [solver],
      })
  const topup = plan.gasTopup ?? 0n
  if (inventory < plan.spendAmount + (isNative ? GAS_RESERVE + topup : 0n)) {
    return {
      failReason: 'SOLVER_BALANCE_TOO_LOW',
      details: { currency: plan.spendToken, needed: plan.spendAmount.toString(), held: inventory.toString() },
    }
  }
  // A gas top-up is paid in ETH whatever the fill spends.
  if (topup > 0n && !isNative) {
    const eth = await chain.client.getBalance({ address: solver })
    if (eth < topup + GAS_RESERVE) {
      return {
        failReason: 'SOLVER_BALANCE_TOO_LOW',
        details: {
          currency: zeroAddress,
          needed: topup.toString(),
          held: eth.toString(),
        },
      }
    }
  }
  if (plan.delivery === 'swap') {
    const [reserveWeth, reserveUsdc] = await chain.client.readContract({
      address: plan.pool ?? chain.contracts.pool,
      abi: poolAbi,
      functionName: 'getReserves',
    })
    // USDC is the quote side of every devnet pool.
    const spendsUsdc = plan.spendToken.toLowerCase() === chain.contracts.usdc.toLowerCase()
    const [reserveIn, reserveOut] = spendsUsdc ? [reserveUsdc, reserveWeth] : [reserveWeth, reserveUsdc]
    if (plan.exactOut) {
      const needed = poolAmountIn(plan.expectedOut, reserveIn, reserveOut)
      if (needed === undefined) {
        return {
          failReason: 'INSUFFICIENT_POOL_LIQUIDITY',
          details: { amountOut: plan.expectedOut.toString(), reserveOut: reserveOut.toString() },
        }
      }
      if (needed > plan.spendAmount) {
        return {
          failReason: 'SLIPPAGE',
          details: {
            amountOut: plan.expectedOut.toString(),
            neededIn: needed.toString(),
            maxAmountIn: plan.spendAmount.toString(),
          },
        }
      }
    } else {
      const out = poolAmountOut(plan.spendAmount, reserveIn, reserveOut)
      if (out < plan.minOut) {
        return {
          failReason: 'SLIPPAGE',
          details: {
            expectedAmountOut: plan.expectedOut.toString(),
            minimumAmountOut: plan.minOut.toString(),
            amountOutNow: out.toString(),
          },
        }
      }
    }
  }
  return undefined
}
