import type { RequestsSortBy } from '../../../src/api/schemas'
import { isStorableText } from '../checkText'
import { ServiceError } from '../ServiceError'

/** The range of the store's bigint columns, which a continuation's time sort value is compared with. */
export const STORE_BIGINT_MIN = -(2n ** 63n)
export const STORE_BIGINT_MAX = 2n ** 63n - 1n

const invalid = (message: string): ServiceError => new ServiceError(400, 'INVALID_INPUT', message)

/** The cursor a page hands out: where the next page starts, tied to the sort it was made for. */
export function encodeContinuation(
  sortBy: RequestsSortBy,
  sortDirection: 'asc' | 'desc',
  next: { value: string; id: string },
): string {
  return Buffer.from(JSON.stringify([1, sortBy, sortDirection, next.value, next.id])).toString('base64url')
}

/** Reads a cursor back: a 400 INVALID_INPUT for one this service did not make, or made for another sort. */
export function decodeContinuation(
  value: string,
  sortBy: RequestsSortBy,
  sortDirection: 'asc' | 'desc',
): { value: string; id: string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
  } catch {
    throw invalid('continuation is not a cursor this service handed out')
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 5 ||
    parsed[0] !== 1 ||
    typeof parsed[3] !== 'string' ||
    typeof parsed[4] !== 'string'
  ) {
    throw invalid('continuation is not a cursor this service handed out')
  }
  if (parsed[1] !== sortBy || parsed[2] !== sortDirection) {
    throw invalid(
      `continuation belongs to sortBy=${parsed[1]}&sortDirection=${parsed[2]}; send the same sort as the first page`,
    )
  }
  const sortValue = parsed[3] as string
  if (!/^-?\d+(\.\d+)?$/.test(sortValue)) throw invalid('continuation is not a cursor this service handed out')
  // A time sort compares with a bigint column: a value past its range is no cursor this service made.
  if (sortBy !== 'amountUsd') {
    if (!/^-?\d+$/.test(sortValue) || BigInt(sortValue) < STORE_BIGINT_MIN || BigInt(sortValue) > STORE_BIGINT_MAX)
      throw invalid('continuation is not a cursor this service handed out (its position is out of range)')
  }
  const id = parsed[4] as string
  if (!isStorableText(id)) throw invalid('continuation must not contain NUL bytes or lone surrogates')
  return { value: sortValue, id }
}
