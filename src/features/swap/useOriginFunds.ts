import type { QuoteResponse } from '../../api/schemas/quote'
import type { FerryChain } from '../../config/catalogue'
import type { Token } from '../../config/token'
import { addressKey } from '../../lib/addressKey'
import { chainName } from '../../lib/chainName'
import { checkFunds, type Shortfall } from '../../transfer/quote/preflight'
import { maxPayText } from './maxPayText'
import { useTokenBalances } from './useTokenBalances'

export type UseOriginFundsReturnType = {
  /** The owner's balance of every token of the origin chain, by `addressKey` (for the picker). */
  balances: Map<string, bigint>
  /** The balance of the origin token, once read. */
  balance: bigint | undefined
  /** Against a quote: what it needs that the wallet does not hold (the amount, or gas), and what Max puts in "You pay" (never above the route's `limit`). */
  against: (
    quote: QuoteResponse | undefined,
    limit?: bigint,
  ) => { problem: Shortfall | undefined; maxPayText: string | undefined }
}

/** The connected wallet's funds on the origin chain, polled (read before any quote), and against what a quote asks. */
export function useOriginFunds(args: {
  /** The origin chain's VM's account. */
  owner: string | undefined
  chains: readonly FerryChain[]
  chainId: number
  /** The tokens of the origin chain. */
  tokens: Token[]
  originToken: Token | undefined
}): UseOriginFundsReturnType {
  const { originToken } = args
  const { balances, native } = useTokenBalances({
    owner: args.owner,
    chain: args.chains.find((c) => c.id === args.chainId),
    tokens: args.tokens,
  })
  const balance = originToken ? balances.get(addressKey(originToken.address)) : undefined
  const against = (quote: QuoteResponse | undefined, limit?: bigint) => ({
    problem: quote
      ? checkFunds({
          quote,
          chainName: chainName(args.chains, args.chainId),
          tokenBalance: balance,
          nativeBalance: native,
        })
      : undefined,
    maxPayText: maxPayText({ balance, token: originToken, quote, limit }),
  })
  return { balances, balance, against }
}
