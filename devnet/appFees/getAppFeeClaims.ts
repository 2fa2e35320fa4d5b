import type { Context } from 'hono'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import { APP_FEE_CLAIMS_LIMIT } from '../../src/api/schemas'
import { ServiceError } from '../service/ServiceError'
import { type AppFeesContext, appFeeAmount } from './appFeeAmount'
import { claimEntry } from './claimEntry'
import { walletParam } from './walletParam'

const invalid = (message: string, field: string) => new ServiceError(400, 'INVALID_INPUT', message, { field })

/**
 * `GET /app-fees/{wallet}/claims?limit&continuation`: the wallet's claims,
 * newest first, `limit` (1-50, 20 by default) a page; `continuation` (when
 * there is more) is sent back for the next page. A claim is listed from the
 * moment its signature was accepted: `pending`, then `success` with the
 * payment's `txHash`, or `failure` (its amount claimable again).
 */
export function getAppFeeClaims(context: Pick<AppFeesContext, 'store' | 'chains' | 'pricing' | 'serviceUrl'>) {
  return async (c: Context): Promise<Response> => {
    const wallet = walletParam(c)
    const limitText = c.req.query('limit')
    const limit = limitText === undefined ? APP_FEE_CLAIMS_LIMIT.default : Number(limitText)
    if (!Number.isInteger(limit) || limit < APP_FEE_CLAIMS_LIMIT.min || limit > APP_FEE_CLAIMS_LIMIT.max)
      throw invalid(`limit must be an integer from ${APP_FEE_CLAIMS_LIMIT.min} to ${APP_FEE_CLAIMS_LIMIT.max}`, 'limit')
    const continuation = c.req.query('continuation')
    const after = continuation === undefined ? undefined : decodeCursor(continuation)
    const page = await context.store.appFees.listClaims(wallet, limit + 1, after)
    const shown = page.slice(0, limit)
    const last = shown.at(-1)
    return c.json({
      claims: shown.map((claim) => claimEntry(claim, appFeeAmount(context, claim))),
      ...(page.length > limit && last ? { continuation: encodeCursor(last) } : {}),
    } satisfies DescribedResponse<'/app-fees/{wallet}/claims', 'get'>)
  }
}

function encodeCursor(claim: { createdAt: number; claimId: string }): string {
  return Buffer.from(JSON.stringify([1, claim.createdAt, claim.claimId])).toString('base64url')
}

/** The keyset a cursor of this listing holds, or 400 INVALID_INPUT for anything else. */
function decodeCursor(value: string): { createdAt: number; claimId: string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'))
  } catch {
    parsed = undefined
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== 3 ||
    parsed[0] !== 1 ||
    !Number.isSafeInteger(parsed[1]) ||
    typeof parsed[2] !== 'string' ||
    !/^0x[0-9a-f]{64}$/.test(parsed[2])
  )
    throw invalid('continuation is not a cursor this service handed out', 'continuation')
  return { createdAt: parsed[1] as number, claimId: parsed[2] }
}
