import type { QuoteRequest, TradeType } from '../../api/schemas'
import type { Token } from '../../config/token'
import { parseAmount } from '../../lib/amounts'

/** What the person has filled in, as typed. */
export type SwapFormValues = {
  originChainId: number
  destinationChainId: number
  symbol: string
  payText: string
  receiveText: string
  /** Which amount the person typed last: that one is fixed, the other is quoted. */
  edited: 'pay' | 'receive'
  exactOutput: boolean
}

export type QuoteRequestResult =
  | { ok: true; request: QuoteRequest; originToken: Token; destinationToken: Token }
  | { ok: false; field: 'pay' | 'receive' | 'route' | 'wallet'; message: string; silent?: boolean }

/**
 * Turns the form into a quote request, or says what is missing. Typing in
 * "you pay" quotes EXACT_INPUT; typing in "you receive" quotes
 * EXPECTED_OUTPUT, or EXACT_OUTPUT when the person asked for an exact output.
 */
export function buildQuoteRequest(args: { values: SwapFormValues; tokens: Token[]; user: string | undefined }): QuoteRequestResult {
  const { values, tokens } = args
  const find = (chainId: number) => tokens.find((t) => t.chainId === chainId && t.symbol === values.symbol)
  const originToken = find(values.originChainId)
  const destinationToken = find(values.destinationChainId)
  if (!originToken || !destinationToken) {
    return { ok: false, field: 'route', message: `${values.symbol} is not available on both chains.` }
  }
  if (values.originChainId === values.destinationChainId) {
    return { ok: false, field: 'route', message: 'Pick two different chains to bridge between.' }
  }
  const typedIn = values.edited === 'pay' ? originToken : destinationToken
  const parsed = parseAmount(values.edited === 'pay' ? values.payText : values.receiveText, typedIn.decimals)
  if (!parsed.ok) return { ok: false, field: values.edited, message: parsed.message, silent: parsed.reason === 'empty' }
  if (parsed.value === 0n) return { ok: false, field: values.edited, message: 'Enter an amount above zero', silent: true }
  if (!args.user) return { ok: false, field: 'wallet', message: 'Connect a wallet to get a quote.' }
  const tradeType: TradeType = values.edited === 'pay' ? 'EXACT_INPUT' : values.exactOutput ? 'EXACT_OUTPUT' : 'EXPECTED_OUTPUT'
  return {
    ok: true,
    originToken,
    destinationToken,
    request: {
      user: args.user,
      originChainId: values.originChainId,
      destinationChainId: values.destinationChainId,
      originCurrency: originToken.address,
      destinationCurrency: destinationToken.address,
      amount: parsed.value.toString(),
      tradeType,
    },
  }
}
