import { t } from '@lingui/core/macro'
import type { QuoteRequest, TradeType } from '../../api/schemas'
import { findToken, isNativeToken, type Token } from '../../config/token'
import { checkAddress } from '../../lib/addresses'
import { addressKey } from '../../lib/addressKey'
import { formatReadableAmount, parseAmount } from '../../lib/amounts'
import { amountWithSymbol } from '../../lib/format'
import { placeholderUser } from '../../lib/unspendableAddresses'
import type { AppFeeSetting } from '../../transfer/fees/appFeePolicy'
import { appFeeRequest } from '../../transfer/fees/appFeeRequest'
import { type SwapSourceChoice, swapSourceBody } from '../../transfer/quote/swapSourceBody'
import type { RecipientCheck } from '../../transfer/recipient/useRecipient'
import type { RouteLimit } from './routeLimit'
import type { SwapFormValues } from './swapModes'

export type QuoteRequestResult =
  | { ok: true; request: QuoteRequest; originToken: Token; destinationToken: Token }
  | {
      ok: false
      field: 'pay' | 'receive' | 'route' | 'recipient' | 'fee'
      message: string
      silent?: boolean
      /** What the button asks for next (`blockedLabel`). */
      reason?: 'sameChain' | 'notOnDestination' | 'sameToken' | 'balance' | 'closed' | 'capacity'
    }

/**
 * Turns the form into a quote request, or says what is missing. Typing in
 * "you pay" quotes EXACT_INPUT; typing in "you receive" quotes
 * EXPECTED_OUTPUT, or EXACT_OUTPUT when the person asked for an exact output.
 */
export function buildQuoteRequest(args: {
  values: SwapFormValues
  tokens: Token[]
  /** Who sends: the origin chain's VM's connected account (0x, or base58 on Solana); none asks for a price. */
  user: string | undefined
  /** The origin chain's VM, whose placeholder user a price is asked for. */
  originVm?: string
  slippageBps?: number
  referrer?: string
  /** Sent as `includedSwapSources`/`excludedSwapSources` when not empty (a site server's own replace them). */
  swapSources?: SwapSourceChoice
  /** Deposit by signature (a permit) when the origin token supports it: no transaction, no gas of one's own. */
  usePermit?: boolean
  /** Deliver native gas to the recipient on the destination too (only when the output is a token). */
  topupGas?: boolean
  /**
   * The recipient as checked for the destination (a name resolved, screening; or the destination VM's account across
   * VMs); else, sending, the typed text is read.
   */
  recipient?: RecipientCheck
  /** The site's fees: none is asked before they are known, nor with fees above the cap (MAX_APP_FEE_BPS). */
  appFees?: AppFeeSetting
  /** The sender's balance of the origin token, once read: an amount to pay above it is refused before any quote. */
  balance?: bigint
  /** What the service said of the route before any quote (`GET /config/v2`): closed, or the most it takes now. */
  limit?: RouteLimit
}): QuoteRequestResult {
  const { values, tokens } = args
  const fees = appFeeRequest(args.appFees)
  if (!fees.ok) return { ...fees, field: 'fee' }
  const originToken = findToken(tokens, values.originChainId, values.originToken)
  const destinationToken = findToken(tokens, values.destinationChainId, values.destinationToken)
  if (values.mode === 'bridge' && originToken && !destinationToken) {
    // ETH to Solana, say: the same token is not on that chain, but a swap delivers another one there.
    const symbol = originToken.symbol
    return {
      ok: false,
      field: 'route',
      message: t({
        id: 'swap.route.bridgeNeedsSwap',
        message: `${symbol} cannot be bridged to this chain as ${symbol}. Switch to Swap to receive another token there.`,
      }),
    }
  }
  if (!originToken || !destinationToken) {
    return {
      ok: false,
      field: 'route',
      reason: 'notOnDestination',
      message: t({
        id: 'swap.route.tokenUnavailable',
        message: 'This token is not available on the chosen chain. Pick another token or chain.',
      }),
    }
  }
  const sameChain = values.originChainId === values.destinationChainId
  const sameToken = addressKey(originToken.address) === addressKey(destinationToken.address)
  if (values.mode === 'bridge' && sameChain) {
    const message = t({ id: 'swap.route.sameChain', message: 'Pick two different chains to bridge between.' })
    return { ok: false, field: 'route', message, reason: 'sameChain' }
  }
  if (values.mode === 'bridge' && originToken.symbol !== destinationToken.symbol) {
    const symbol = originToken.symbol
    const message = t({
      id: 'swap.route.notOnDestination',
      message: `${symbol} is not available on the destination chain.`,
    })
    return { ok: false, field: 'route', message, reason: 'notOnDestination' }
  }
  if (values.mode === 'swap' && sameChain && sameToken) {
    const message = t({ id: 'swap.route.sameToken', message: 'Pick a different token or chain to swap to.' })
    return { ok: false, field: 'route', message, reason: 'sameToken' }
  }
  if (args.limit?.kind === 'closed') {
    const message = t({
      id: 'swap.route.closed',
      message: 'The service does not take transfers on this route right now. Pick other chains, or try again later.',
    })
    return { ok: false, field: 'route', message, reason: 'closed' }
  }

  const typedIn = values.edited === 'pay' ? originToken : destinationToken
  const parsed = parseAmount(values.edited === 'pay' ? values.payText : values.receiveText, typedIn.decimals)
  if (!parsed.ok) return { ok: false, field: values.edited, message: parsed.message, silent: parsed.reason === 'empty' }
  if (parsed.value === 0n)
    return {
      ok: false,
      field: values.edited,
      message: t({ id: 'swap.amount.zero', message: 'Enter an amount above zero' }),
      silent: true,
    }

  // The balance comes before any quote: above it, no answer of the service (a liquidity one, say) is the point.
  if (values.edited === 'pay' && args.balance !== undefined && parsed.value > args.balance) {
    const haveShown = amountWithSymbol(formatReadableAmount(args.balance, originToken.decimals), originToken.symbol)
    const message = t({
      id: 'swap.amount.aboveBalance',
      message: `This is more than your balance of ${haveShown}.`,
    })
    return { ok: false, field: 'pay', message, reason: 'balance' }
  }
  // So is the route's capacity: a quote above it would only fail with "not enough liquidity".
  if (values.edited === 'pay' && args.limit?.kind === 'upTo' && parsed.value > args.limit.max) {
    const mostShown = amountWithSymbol(formatReadableAmount(args.limit.max, originToken.decimals), originToken.symbol)
    const message = t({
      id: 'swap.amount.aboveCapacity',
      message: `This route takes at most ${mostShown} right now. Enter a smaller amount.`,
    })
    return { ok: false, field: 'pay', message, reason: 'capacity' }
  }

  let recipient: string | undefined
  if (values.mode === 'send' || args.recipient) {
    const checked = args.recipient ?? typedRecipient(values.recipient)
    // No wallet and no recipient typed yet: a price is the same whoever receives it, so a send shows it too.
    const priceBeforeRecipient = args.user === undefined && !checked.ok && checked.silent === true
    if (!checked.ok && !priceBeforeRecipient)
      return { ok: false, field: 'recipient', message: checked.message, silent: checked.silent }
    if (checked.ok) recipient = checked.address
  }
  // No wallet yet: a price for the origin VM's placeholder user (what it would deliver, the fees, the time).
  const user = args.user ?? placeholderUser(args.originVm)
  const tradeType: TradeType =
    values.edited === 'pay' ? 'EXACT_INPUT' : values.exactOutput ? 'EXACT_OUTPUT' : 'EXPECTED_OUTPUT'
  return {
    ok: true,
    originToken,
    destinationToken,
    request: {
      user,
      originChainId: values.originChainId,
      destinationChainId: values.destinationChainId,
      originCurrency: originToken.address,
      destinationCurrency: destinationToken.address,
      amount: parsed.value.toString(),
      tradeType,
      ...(recipient ? { recipient } : {}),
      ...(args.slippageBps !== undefined ? { slippageTolerance: String(args.slippageBps) } : {}),
      ...(args.referrer ? { referrer: args.referrer } : {}),
      ...swapSourceBody(args.swapSources),
      ...(args.usePermit && originToken.supportsPermit ? { usePermit: true } : {}),
      ...(args.topupGas && !isNativeToken(destinationToken) ? { topupGas: true } : {}),
      ...fees.body,
    },
  }
}

/** The amount field's problem to show under it, if the request failed on an amount and says so. */
export function amountProblem(built: QuoteRequestResult): { field: 'pay' | 'receive'; message: string } | undefined {
  if (built.ok || built.silent || (built.field !== 'pay' && built.field !== 'receive')) return undefined
  return { field: built.field, message: built.message }
}

function typedRecipient(text: string): RecipientCheck {
  const checked = checkAddress(text)
  return checked.ok ? checked : { ...checked, silent: text.trim() === '' }
}
