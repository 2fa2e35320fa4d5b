import type { NetworkResources } from '../config/loadNetwork'
import type { SwapPanelOptions } from '../features/swap/swapPanelOptions'
import { addressKey } from '../lib/addressKey'

/**
 * The demo page's link route (issue #42), as the embed's URL has it: `fromChain`, `fromToken`, `toChain`, `toToken`
 * (an address or a symbol) and `amount`, kept where the network offers them; what it does not offer is left to the
 * form's defaults.
 */
export function linkRoute(
  query: Readonly<Record<string, string | undefined>>,
  network: Pick<NetworkResources, 'chains' | 'tokens'>,
): NonNullable<SwapPanelOptions['initial']> {
  const initial: NonNullable<SwapPanelOptions['initial']> = {}
  const side = (chainText: string | undefined, tokenText: string | undefined) => {
    const chainId = chainText && /^\d+$/.test(chainText) ? Number(chainText) : undefined
    if (chainId === undefined || !network.chains.some((c) => c.id === chainId)) return undefined
    const token = tokenText
      ? network.tokens.find(
          (t) =>
            t.chainId === chainId &&
            (addressKey(t.address) === addressKey(tokenText) || t.symbol.toLowerCase() === tokenText.toLowerCase()),
        )
      : undefined
    return { chainId, token: token?.address }
  }
  const from = side(query.fromChain, query.fromToken)
  const to = side(query.toChain, query.toToken)
  if (from) {
    initial.originChainId = from.chainId
    if (from.token) initial.originToken = from.token
  }
  if (to) {
    initial.destinationChainId = to.chainId
    if (to.token) initial.destinationToken = to.token
  }
  if (query.amount && /^\d*\.?\d+$/.test(query.amount)) initial.payText = query.amount
  return initial
}
