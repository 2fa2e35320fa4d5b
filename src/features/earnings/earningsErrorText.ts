import { ApiError } from '../../api/ApiError'

/** Why the earnings could not be read, in words; a service without app fee balances (404) is said as such. */
export function earningsErrorText(error: Error, what: string): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status === 404)
    return `This service does not offer app fee ${what} (it answered 404).`
  return `Ferry could not read the ${what}. ${error.message}`
}
