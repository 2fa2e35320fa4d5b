import type { DevnetCurrency } from '../../contracts/devnetCurrencies'
import type { Operation } from '../../orders/FillPlan'
import { ServiceError } from '../ServiceError'

/**
 * The operation of section 1 a quote request asks for, and how its output is
 * delivered: one for one from the solver's inventory (`transfer`) or through
 * the destination pool (`swap`). ETH and WETH are the same asset, so any pair
 * of them is a transfer; only WETH/ETH against USDC needs the pool.
 */
export function classifyOperation(args: {
  originChainId: number
  destinationChainId: number
  currencyIn: DevnetCurrency
  currencyOut: DevnetCurrency
  user: string
  recipient: string
  isCall: boolean
}): { operation: Operation; delivery: 'transfer' | 'swap' } {
  const { currencyIn, currencyOut } = args
  const etherLike = (c: DevnetCurrency) => c.key === 'eth' || c.key === 'weth'
  const delivery =
    currencyIn.key === currencyOut.key || (etherLike(currencyIn) && etherLike(currencyOut)) ? 'transfer' : 'swap'
  if (args.isCall) return { operation: 'call', delivery }
  const sameChain = args.originChainId === args.destinationChainId
  const toSelf = args.user.toLowerCase() === args.recipient.toLowerCase()
  if (currencyIn.key === currencyOut.key) {
    if (sameChain && toSelf) {
      throw new ServiceError(
        400,
        'UNSUPPORTED_ROUTE',
        `nothing to do: ${currencyIn.symbol} to ${currencyOut.symbol} on the same chain for the same recipient`,
      )
    }
    return { operation: toSelf ? 'bridge' : 'send', delivery }
  }
  if (sameChain && currencyIn.key === 'eth' && currencyOut.key === 'weth') return { operation: 'wrap', delivery }
  if (sameChain && currencyIn.key === 'weth' && currencyOut.key === 'eth') return { operation: 'unwrap', delivery }
  return { operation: 'swap', delivery }
}
