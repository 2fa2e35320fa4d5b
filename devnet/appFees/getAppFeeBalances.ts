import type { Context } from 'hono'
import { formatUnits } from 'viem'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import type { CurrencyAmount } from '../../src/api/schemas'
import { decimalUsd } from '../store/decimalUsd'
import { type AppFeesContext, appFeeAmount } from './appFeeAmount'
import { walletParam } from './walletParam'

/**
 * `GET /app-fees/{wallet}/balances`: what the wallet can claim, one currency
 * amount per chain and currency it has fees in (priced now), and the USD
 * totals. The devnet has no fast fills, so nothing is outstanding and all of
 * the total is available. A claim's amount is off the balance from the moment
 * its signature is accepted.
 */
export function getAppFeeBalances(context: Pick<AppFeesContext, 'store' | 'chains' | 'pricing' | 'serviceUrl'>) {
  return async (c: Context): Promise<Response> => {
    const wallet = walletParam(c)
    const balances: CurrencyAmount[] = []
    for (const balance of await context.store.appFees.balances(wallet)) {
      const amount = appFeeAmount(context, balance)
      if (amount) balances.push(amount)
    }
    const totalMicros = balances.reduce((sum, b) => sum + decimalUsd.toMicros(b.amountUsd), 0n)
    const total = Number(formatUnits(totalMicros, 6))
    return c.json({
      balances,
      totalBalanceUsd: total,
      outstandingFastFillBalanceUsd: 0,
      availableBalanceUsd: total,
    } satisfies DescribedResponse<'/app-fees/{wallet}/balances', 'get'>)
  }
}
