import {
  LISTED_REQUEST_STATUSES,
  MAX_BLOCK_NUMBER,
  MAX_CHAIN_ID,
  MAX_TIMESTAMP_SECONDS,
  REQUESTS_VALUE_SCHEMAS,
  type RequestsValueKind,
} from '../../../src/api/schemas'
import type { RequestFilterValue } from '../../store/listRequests'
import { isStorableText } from '../checkText'
import { ServiceError } from '../ServiceError'

/** A parameter's value as the query string or the `filters` JSON gives it. */
export type Raw = string | number | boolean
/** Reads one value of the parameter `name`, or throws a 400 naming it. */
export type Parse = (value: Raw, name: string) => RequestFilterValue

export const invalid = (message: string): ServiceError => new ServiceError(400, 'INVALID_INPUT', message)

/** Refuses what the store cannot hold as text (NUL, lone surrogates). */
const storable = (s: string, name: string): string => {
  if (!isStorableText(s)) throw invalid(`${name} must not contain NUL bytes or lone surrogates`)
  return s
}
const text = (value: Raw, name: string): string => {
  const s = storable(String(value).trim(), name)
  if (!s) throw invalid(`${name} must not be empty`)
  // EVM addresses and hashes match in any casing; other text is kept as given.
  return /^0x[0-9a-fA-F]*$/.test(s) ? s.toLowerCase() : s
}
const lower = (value: Raw, name: string): string => text(value, name).toLowerCase()
const verbatim = (value: Raw, name: string): string => {
  const s = storable(String(value).trim(), name)
  if (!s) throw invalid(`${name} must not be empty`)
  return s
}
const chainId = (value: Raw, name: string): number => {
  const n = Number(value)
  if (String(value).trim() === '' || !Number.isInteger(n) || n <= 0 || n > MAX_CHAIN_ID)
    throw invalid(`${name} must be a positive integer chain id, got "${value}"`)
  return n
}
const number = (value: Raw, name: string): number => {
  const n = Number(value)
  if (String(value).trim() === '' || typeof value === 'boolean' || !Number.isFinite(n))
    throw invalid(`${name} must be a number, got "${value}"`)
  return n
}
const nonNegative = (value: Raw, name: string): number => {
  const n = number(value, name)
  if (n < 0) throw invalid(`${name} must not be negative, got "${value}"`)
  return n
}
export const oneOf =
  (allowed: readonly string[], { caseInsensitive = false } = {}) =>
  (value: Raw, name: string): string => {
    const s = String(value).trim()
    const found = allowed.find((a) => (caseInsensitive ? a.toLowerCase() === s.toLowerCase() : a === s))
    if (!found) throw invalid(`${name} must be one of ${allowed.join(', ')}; got "${value}"`)
    return found
  }

const timestamp = (value: Raw, name: string): number => {
  const seconds = nonNegative(value, name)
  if (seconds > MAX_TIMESTAMP_SECONDS)
    throw invalid(`${name} must be a Unix time in seconds from 0 to ${MAX_TIMESTAMP_SECONDS}, got "${value}"`)
  return seconds
}
/** Unix seconds -> ms; an upper bound takes in the whole second it names. */
const secondsFrom = (value: Raw, name: string): number => Math.floor(timestamp(value, name) * 1000)
export const secondsUntil = (value: Raw, name: string): number => {
  const seconds = timestamp(value, name)
  return Number.isInteger(seconds) ? seconds * 1000 + 999 : Math.floor(seconds * 1000)
}
export const block = (value: Raw, name: string): number => {
  const n = nonNegative(value, name)
  if (!Number.isInteger(n)) throw invalid(`${name} must be an integer block number, got "${value}"`)
  if (n > MAX_BLOCK_NUMBER)
    throw invalid(`${name} must be a block number from 0 to ${MAX_BLOCK_NUMBER}, got "${value}"`)
  return n
}

/** The devnet's reading of each kind of value: normalized for the store, refused with a message naming the field. */
export const KIND_PARSERS: Record<RequestsValueKind, Parse> = {
  text,
  caseless: lower,
  // Keys are opaque: matched exactly as given, whatever they look like.
  verbatim,
  chainId,
  number,
  timestamp: secondsFrom,
  block,
  status: oneOf(LISTED_REQUEST_STATUSES),
  failReason: oneOf(REQUESTS_VALUE_SCHEMAS.failReason.options),
  refundFailReason: oneOf(REQUESTS_VALUE_SCHEMAS.refundFailReason.options),
  requestType: (v, n) =>
    oneOf(REQUESTS_VALUE_SCHEMAS.requestType.options, { caseInsensitive: true })(v, n).toLowerCase(),
  feature: oneOf(REQUESTS_VALUE_SCHEMAS.feature.options),
}
