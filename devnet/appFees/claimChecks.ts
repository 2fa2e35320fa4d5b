import type { Address, Hex } from 'viem'
import type { DevnetCurrency } from '../contracts/devnetCurrencies'
import type { DevnetChain } from '../DevnetContext'
import { ServiceError } from '../service/ServiceError'
import { type AppFeesContext, findCurrency } from './appFeeAmount'

/** What asking for a claim and posting its signature both refuse, as the same errors. */
export const claimChecks = {
  /** A claimable amount's text: decimal, above 0, a uint256 (checked whole: a refinement runs after a failed pattern too). */
  isAmount(value: string): boolean {
    return /^\d{1,78}$/.test(value) && BigInt(value) > 0n && BigInt(value) < 2n ** 256n
  },

  /** A running chain of the devnet, or 400 UNSUPPORTED_CHAIN. */
  chain(context: Pick<AppFeesContext, 'chains'>, chainId: number): DevnetChain {
    const chain = context.chains.find((c) => c.id === chainId)
    if (!chain) throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `chain ${chainId} is not a chain of this devnet`)
    return chain
  },

  /** A currency of the chain (app fees accrue only in those), or 400 UNSUPPORTED_CURRENCY. */
  currency(context: Pick<AppFeesContext, 'chains'>, chainId: number, currency: string): DevnetCurrency {
    const found = findCurrency(context, chainId, currency)
    if (!found)
      throw new ServiceError(
        400,
        'UNSUPPORTED_CURRENCY',
        `currency ${currency} is not a currency of chain ${chainId}`,
        {
          chainId,
          currency,
        },
      )
    return found
  },

  /** 400 INSUFFICIENT_APP_FEE_BALANCE: the claim asks for more than the wallet's balance holds (`errorData`: both). */
  insufficient(args: { balance: bigint; amount: bigint; wallet: Address | Hex; symbol: string }): ServiceError {
    return new ServiceError(
      400,
      'INSUFFICIENT_APP_FEE_BALANCE',
      args.balance === 0n
        ? `${args.wallet} has no ${args.symbol} app fees to claim on this chain`
        : `the claim asks for ${args.amount} but ${args.wallet}'s ${args.symbol} balance is ${args.balance}`,
      { balance: args.balance.toString(), amount: args.amount.toString() },
    )
  },
}
