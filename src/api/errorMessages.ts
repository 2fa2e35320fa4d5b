import { t } from '@lingui/core/macro'
import { formatBps } from '../lib/format'
import { API_KEY_REQUIRED } from './apiKeyRequired'
import { knownErrorCode, type ServiceErrorCode } from './schemas/errorBody'

/** Friendlier text for error codes the service is known to send, in the active language when asked. */
const ERROR_TEXT: Partial<Record<ServiceErrorCode, () => string>> = {
  AMOUNT_TOO_LOW: () =>
    t({ id: 'api.error.amountTooLow', message: 'This amount is too small to cover the fees. Try a larger amount.' }),
  CHAIN_DISABLED: () =>
    t({
      id: 'api.error.chainDisabled',
      message: 'Transfers on this chain are paused right now. Try another chain or come back later.',
    }),
  INSUFFICIENT_LIQUIDITY: () =>
    t({
      id: 'api.error.insufficientLiquidity',
      message: 'There is not enough liquidity for this amount right now. Try a smaller amount.',
    }),
  INVALID_SLIPPAGE_TOLERANCE: () => {
    const min = formatBps(0)
    const max = formatBps(5000)
    return t({
      id: 'api.error.invalidSlippage',
      message: `The slippage setting is not valid. Choose a value between ${min} and ${max}.`,
    })
  },
  NO_QUOTES: () => t({ id: 'api.error.noQuotes', message: 'No route could be found for this transfer right now.' }),
  NO_INTERNAL_SWAP_ROUTES_FOUND: () =>
    t({ id: 'api.error.noSwapRoute', message: 'No swap route could be found between these tokens.' }),
  UNSUPPORTED_ROUTE: () =>
    t({ id: 'api.error.unsupportedRoute', message: 'This route is not supported. Pick another chain or token.' }),
  UNSUPPORTED_CHAIN: () =>
    t({ id: 'api.error.unsupportedChain', message: 'This chain is not supported by the service.' }),
  UNSUPPORTED_CURRENCY: () =>
    t({ id: 'api.error.unsupportedCurrency', message: 'This token is not supported on the chosen chain.' }),
  REQUEST_NOT_FOUND: () => t({ id: 'api.error.requestNotFound', message: 'The service does not know this transfer.' }),
  SIGNATURE_EXPIRED: () =>
    t({
      id: 'api.error.signatureExpired',
      message: 'Your signature expired before it reached the service. Nothing was sent; get a new quote.',
    }),
  ORDER_ALREADY_FILLED: () =>
    t({
      id: 'api.error.orderAlreadyFilled',
      message: 'This signature was already used for a transfer. Nothing more was sent.',
    }),
  GASLESS_PERMIT_BALANCE_TOO_LOW: () =>
    t({
      id: 'api.error.permitBalanceTooLow',
      message: 'Your balance is lower than the signed amount now. Nothing was sent.',
    }),
  INSUFFICIENT_APP_FEE_BALANCE: () =>
    t({
      id: 'api.error.appFeeBalanceTooLow',
      message: 'The fee balance is lower than this claim. Claim what the balance shows.',
    }),
  CLAIM_ALREADY_SUBMITTED: () =>
    t({
      id: 'api.error.claimAlreadySubmitted',
      message: 'This claim was already sent. Nothing more was taken from the balance.',
    }),
  UPSTREAM_UNREACHABLE: () =>
    t({
      id: 'api.error.upstreamUnreachable',
      message:
        'The site server cannot reach the service. Check its internet connection (or its service URL); Ferry keeps trying.',
    }),
}

/** A sentence for a failed call: known codes first, then the service's message, then the HTTP status. */
export function describeHttpError(args: { status: number; errorCode?: string; message?: string }): string {
  const code = knownErrorCode(args.errorCode)
  const known = code ? ERROR_TEXT[code] : undefined
  if (known) return known()
  // The site server says which setting it lacks: that sentence is the one to show, not a generic refusal.
  if (args.errorCode === API_KEY_REQUIRED && args.message) return args.message
  if (args.status === 401 || args.status === 403)
    return t({
      id: 'api.error.unauthorized',
      message: 'The service refused the request: the API key is missing or not valid.',
    })
  if (args.status === 429)
    return t({
      id: 'api.error.rateLimited',
      message: 'The service is busy (too many requests). Ferry will try again in a moment.',
    })
  if (args.status >= 500)
    return t({
      id: 'api.error.serverError',
      message: 'The service is having trouble right now. Please try again in a moment.',
    })
  if (args.message) return args.message.endsWith('.') ? args.message : `${args.message}.`
  const status = args.status
  return t({ id: 'api.error.refused', message: `The service refused the request (HTTP ${status}).` })
}
