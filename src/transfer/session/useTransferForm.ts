import { useState } from 'react'
import type { Token } from '../../config/token'
import { findToken } from '../../config/token'
import type { TransferRoute } from './transferRoute'

export type UseTransferFormReturnType<T extends TransferRoute> = {
  values: T
  /**
   * Changes some fields (a patch, or a function of the current values) and makes the whole consistent again;
   * `tokens` when a token just found is not yet among the form's.
   */
  set: (patch: Partial<T> | ((values: T) => Partial<T>), tokens?: readonly Token[]) => void
  originToken: Token | undefined
  destinationToken: Token | undefined
  /** The tokens a picker offers on each side's chain. */
  originTokens: Token[]
  destinationTokens: Token[]
}

const keep = <T>(values: T) => values

/**
 * The values of a transfer form (the swap form, the deposit-address form):
 * its route and whatever else the page asks, each change passed through the
 * page's rules (`normalize`, pure) so the form is never inconsistent.
 */
export function useTransferForm<T extends TransferRoute>(args: {
  initial: () => T
  tokens: readonly Token[]
  normalize?: (values: T, tokens: readonly Token[]) => T
}): UseTransferFormReturnType<T> {
  const normalize = args.normalize ?? keep
  const [values, setValues] = useState<T>(() => normalize(args.initial(), args.tokens))
  const set: UseTransferFormReturnType<T>['set'] = (patch, tokens = args.tokens) =>
    setValues((v) => normalize({ ...v, ...(typeof patch === 'function' ? patch(v) : patch) }, tokens))
  return {
    values,
    set,
    originToken: findToken(args.tokens, values.originChainId, values.originToken),
    destinationToken: findToken(args.tokens, values.destinationChainId, values.destinationToken),
    originTokens: args.tokens.filter((t) => t.chainId === values.originChainId),
    destinationTokens: args.tokens.filter((t) => t.chainId === values.destinationChainId),
  }
}
