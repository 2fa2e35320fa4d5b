import { API_KEY_REQUIRED } from './apiKeyRequired'
import { knownErrorCode, type ServiceErrorCode } from './schemas/errorBody'

/** Friendlier text for error codes the service is known to send. */
const ERROR_TEXT: Partial<Record<ServiceErrorCode, string>> = {
  AMOUNT_TOO_LOW: 'This amount is too small to cover the fees. Try a larger amount.',
  CHAIN_DISABLED: 'Transfers on this chain are paused right now. Try another chain or come back later.',
  INSUFFICIENT_LIQUIDITY: 'There is not enough liquidity for this amount right now. Try a smaller amount.',
  INVALID_SLIPPAGE_TOLERANCE: 'The slippage setting is not valid. Choose a value between 0% and 50%.',
  NO_QUOTES: 'No route could be found for this transfer right now.',
  NO_INTERNAL_SWAP_ROUTES_FOUND: 'No swap route could be found between these tokens.',
  UNSUPPORTED_ROUTE: 'This route is not supported. Pick another chain or token.',
  UNSUPPORTED_CHAIN: 'This chain is not supported by the service.',
  UNSUPPORTED_CURRENCY: 'This token is not supported on the chosen chain.',
  REQUEST_NOT_FOUND: 'The service does not know this transfer.',
  SIGNATURE_EXPIRED: 'Your signature expired before it reached the service. Nothing was sent; get a new quote.',
  ORDER_ALREADY_FILLED: 'This signature was already used for a transfer. Nothing more was sent.',
  GASLESS_PERMIT_BALANCE_TOO_LOW: 'Your balance is lower than the signed amount now. Nothing was sent.',
  INSUFFICIENT_APP_FEE_BALANCE: 'The fee balance is lower than this claim. Claim what the balance shows.',
  CLAIM_ALREADY_SUBMITTED: 'This claim was already sent. Nothing more was taken from the balance.',
  UPSTREAM_UNREACHABLE:
    'The site server cannot reach the service. Check its internet connection (or its service URL); Ferry keeps trying.',
}

/** A sentence for a failed call: known codes first, then the service's message, then the HTTP status. */
export function describeHttpError(args: { status: number; errorCode?: string; message?: string }): string {
  const code = knownErrorCode(args.errorCode)
  const known = code ? ERROR_TEXT[code] : undefined
  if (known) return known
  // The site server says which setting it lacks: that sentence is the one to show, not a generic refusal.
  if (args.errorCode === API_KEY_REQUIRED && args.message) return args.message
  if (args.status === 401 || args.status === 403)
    return 'The service refused the request: the API key is missing or not valid.'
  if (args.status === 429) return 'The service is busy (too many requests). Ferry will try again in a moment.'
  if (args.status >= 500) return 'The service is having trouble right now. Please try again in a moment.'
  if (args.message) return args.message.endsWith('.') ? args.message : `${args.message}.`
  return `The service refused the request (HTTP ${args.status}).`
}
