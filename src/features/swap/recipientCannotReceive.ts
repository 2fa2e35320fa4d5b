import { t } from '@lingui/core/macro'
import { ApiError } from '../../api/ApiError'

/**
 * The service's NO_QUOTES for a recipient that is a contract: it found that delivering there would revert (a contract
 * that cannot take this token). Said in words, about the recipient, instead of "No route could be found".
 */
export function recipientCannotReceive(args: {
  error: Error | undefined
  /** The recipient is a contract (or a token contract) on the destination. */
  recipientIsContract: boolean
  symbol: string | undefined
  chainName: string
}): string | undefined {
  const { error } = args
  if (!args.recipientIsContract || !(error instanceof ApiError) || error.errorCode !== 'NO_QUOTES') return undefined
  const symbol = args.symbol ?? '?'
  const chain = args.chainName
  return t({
    id: 'swap.quote.recipientCannotReceive',
    message: `The recipient cannot receive ${symbol} on ${chain}: the service found that delivering it to this contract would fail. Send to another address.`,
  })
}
