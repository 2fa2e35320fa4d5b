import { t } from '@lingui/core/macro'
import { ApiError } from '../../api/ApiError'

/** Why the earnings could not be read, in words; a service without app fee balances (404) is said as such. */
export function earningsErrorText(error: Error, what: 'balances' | 'claims'): string {
  if (error instanceof ApiError && error.kind === 'http' && error.status === 404)
    return what === 'balances'
      ? t({
          id: 'earnings.error.noBalances',
          message: 'This service does not offer app fee balances (it answered 404).',
        })
      : t({ id: 'earnings.error.noClaims', message: 'This service does not offer app fee claims (it answered 404).' })
  const reason = error.message
  return what === 'balances'
    ? t({ id: 'earnings.error.balances', message: `Ferry could not read the balances. ${reason}` })
    : t({ id: 'earnings.error.claims', message: `Ferry could not read the claims. ${reason}` })
}
