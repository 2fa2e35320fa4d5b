import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { findToken, isNativeToken, type Token } from '../../config/token'

export type SwapMode = 'bridge' | 'swap' | 'send' | 'wrap' | 'unwrap'

/** Each mode's name and what it does, translated where they are shown (`i18n._(mode.label)`). */
export const SWAP_MODES: { id: SwapMode; label: MessageDescriptor; hint: MessageDescriptor }[] = [
  {
    id: 'bridge',
    label: msg({ id: 'swap.mode.bridge', message: 'Bridge' }),
    hint: msg({ id: 'swap.mode.bridge.hint', message: 'Move a token to another chain' }),
  },
  {
    id: 'swap',
    label: msg({ id: 'swap.mode.swap', message: 'Swap' }),
    hint: msg({ id: 'swap.mode.swap.hint', message: 'Trade one token for another, on one chain or across chains' }),
  },
  {
    id: 'send',
    label: msg({ id: 'swap.mode.send', message: 'Send' }),
    hint: msg({ id: 'swap.mode.send.hint', message: 'Send a token to another address, on any chain' }),
  },
  {
    id: 'wrap',
    label: msg({ id: 'swap.mode.wrap', message: 'Wrap' }),
    hint: msg({ id: 'swap.mode.wrap.hint', message: 'Turn ETH into WETH on the same chain' }),
  },
  {
    id: 'unwrap',
    label: msg({ id: 'swap.mode.unwrap', message: 'Unwrap' }),
    hint: msg({ id: 'swap.mode.unwrap.hint', message: 'Turn WETH back into ETH on the same chain' }),
  },
]

/** What the person has filled in, as typed. */
export type SwapFormValues = {
  mode: SwapMode
  originChainId: number
  originToken: string
  destinationChainId: number
  destinationToken: string
  /** Only for send; other modes deliver to the connected wallet. */
  recipient: string
  payText: string
  receiveText: string
  /** Which amount the person typed last: that one is fixed, the other is quoted. */
  edited: 'pay' | 'receive'
  exactOutput: boolean
}

const onChain = (tokens: readonly Token[], chainId: number) => tokens.filter((t) => t.chainId === chainId)

/**
 * Makes the form consistent with its mode after any change: bridge and send
 * keep the same token on both sides, wrap and unwrap stay on one chain with
 * ETH and WETH, swap is free. Pure, so every rule is tested without React.
 */
export function normalizeForMode(values: SwapFormValues, tokens: readonly Token[]): SwapFormValues {
  const next = { ...values }
  const native = (chainId: number) => onChain(tokens, chainId).find(isNativeToken)
  const wrapped = (chainId: number) => onChain(tokens, chainId).find((t) => t.symbol === 'WETH')

  if (!findToken(tokens, next.originChainId, next.originToken)) {
    next.originToken =
      (native(next.originChainId) ?? onChain(tokens, next.originChainId)[0])?.address ?? next.originToken
  }
  switch (next.mode) {
    case 'bridge':
    case 'send':
      pairAcross(next, tokens)
      break
    case 'wrap':
    case 'unwrap': {
      next.destinationChainId = next.originChainId
      const [from, to] = next.mode === 'wrap' ? [native, wrapped] : [wrapped, native]
      next.originToken = from(next.originChainId)?.address ?? next.originToken
      next.destinationToken = to(next.originChainId)?.address ?? next.destinationToken
      break
    }
    case 'swap':
      if (!findToken(tokens, next.destinationChainId, next.destinationToken)) {
        next.destinationToken = onChain(tokens, next.destinationChainId)[0]?.address ?? next.destinationToken
      }
      break
  }
  return next
}

/**
 * Bridge and send: the same token on both sides, as peers pair them. A bridge on one chain moves to the next chain
 * carrying the token; a token the destination lacks gives way to one of the origin chain's tokens the destination
 * has (SOL to USDC); failing that, the destination moves to a chain carrying the token. Changes `next` in place.
 */
function pairAcross(next: SwapFormValues, tokens: readonly Token[]): void {
  const symbolOf = (chainId: number, address: string) => findToken(tokens, chainId, address)?.symbol
  const bySymbol = (chainId: number, symbol: string | undefined) =>
    onChain(tokens, chainId).find((t) => t.symbol === symbol)
  const chains = [...new Set(tokens.map((t) => t.chainId))]
  const others = chains.filter((id) => id !== next.originChainId)
  const carrying = (symbol: string | undefined) => others.find((id) => bySymbol(id, symbol))
  const symbol = symbolOf(next.originChainId, next.originToken)
  if (next.mode === 'bridge' && next.destinationChainId === next.originChainId)
    next.destinationChainId = carrying(symbol) ?? others[0] ?? next.destinationChainId
  const match = bySymbol(next.destinationChainId, symbol)
  if (match) {
    next.destinationToken = match.address
    return
  }
  const shared = onChain(tokens, next.originChainId).find((t) => bySymbol(next.destinationChainId, t.symbol))
  if (shared) {
    next.originToken = shared.address
    next.destinationToken = bySymbol(next.destinationChainId, shared.symbol)!.address
    return
  }
  const elsewhere = carrying(symbol)
  if (elsewhere !== undefined) {
    next.destinationChainId = elsewhere
    next.destinationToken = bySymbol(elsewhere, symbol)!.address
  }
}
