import { maxUint256 } from 'viem'
import type { QuoteRequest } from '../../../src/api/schemas'
import type { ServiceErrorCode } from '../../../src/api/schemas/errorBody'
import { ServiceError } from '../ServiceError'
import { MAX_TOPUP_USD_MICROS } from './gasTopup'

/** Basis points: 10000 is 100%. */
export const MAX_BPS = 10_000n
/** The longest `ttl` (seconds): a year; its end must stay a date the store and the status details can hold. */
export const MAX_TTL_SECONDS = 365 * 24 * 60 * 60
/** The longest `permitExpiry` (seconds): a year; a signature valid for longer is a standing authorization. */
export const MAX_PERMIT_EXPIRY_SECONDS = 365 * 24 * 60 * 60

interface NumberBound {
  max: bigint
  /** What the field is, said in the refusal. */
  unit: string
  errorCode?: ServiceErrorCode
}

const UINT256: NumberBound = { max: maxUint256, unit: 'a uint256, as on chain' }
const BPS: NumberBound = { max: MAX_BPS, unit: 'basis points' }
const SLIPPAGE: NumberBound = { ...BPS, errorCode: 'INVALID_SLIPPAGE_TOLERANCE' }
const TOPUP: NumberBound = { max: MAX_TOPUP_USD_MICROS, unit: 'USD micro-units' }
const TTL: NumberBound = { max: BigInt(MAX_TTL_SECONDS), unit: 'seconds' }
const PERMIT_EXPIRY: NumberBound = { max: BigInt(MAX_PERMIT_EXPIRY_SECONDS), unit: 'seconds' }

/**
 * The upper bound of every unsigned number of a quote request, checked before
 * any of them is used: a number past what its field can hold (a call value
 * over uint256 reached the fill's ABI encoding as a 500) is a 400 naming the
 * field. Lower bounds with a meaning (amount 0, topupGasAmount 0, app fees
 * adding up to 100%) are the quote's rules, in validateQuoteRequest.
 */
export function checkQuoteNumbers(request: QuoteRequest): void {
  const fields: [path: string, value: string | number | undefined, bound: NumberBound][] = [
    ['amount', request.amount, UINT256],
    ['slippageTolerance', request.slippageTolerance, SLIPPAGE],
    ...(request.txs ?? []).map((tx, i): [string, string, NumberBound] => [`txs[${i}].value`, tx.value, UINT256]),
    ...(request.appFees ?? []).map((fee, i): [string, string, NumberBound] => [`appFees[${i}].fee`, fee.fee, BPS]),
    ['topupGasAmount', request.topupGasAmount, TOPUP],
    ['maxSubsidizationAmount', request.maxSubsidizationAmount, UINT256],
    ['permitExpiry', request.permitExpiry, PERMIT_EXPIRY],
    ['ttl', request.ttl, TTL],
  ]
  for (const [path, value, bound] of fields) {
    if (value === undefined || !exceeds(value, bound.max)) continue
    throw new ServiceError(
      400,
      bound.errorCode ?? 'INVALID_INPUT',
      `${path} must be at most ${bound.max} (${bound.unit})`,
      { field: path.replace(/\[(\d+)\]/g, '.$1'), max: bound.max.toString() },
    )
  }
}

/** Whether an unsigned integer (a digit string, leading zeros allowed, or a safe integer) is above `max`; a string with more digits than `max` is, without parsing its thousands of digits. */
function exceeds(value: string | number, max: bigint): boolean {
  const digits = typeof value === 'number' ? String(value) : value.replace(/^0+(?=\d)/, '')
  const maxDigits = max.toString().length
  if (digits.length !== maxDigits) return digits.length > maxDigits
  return BigInt(digits) > max
}
