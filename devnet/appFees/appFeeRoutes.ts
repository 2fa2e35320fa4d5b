import type { Hono } from 'hono'
import type { AppFeesContext } from './appFeeAmount'
import { getAppFeeBalances } from './getAppFeeBalances'
import { getAppFeeClaims } from './getAppFeeClaims'
import { CLAIM_POST_ENDPOINT, postAppFeeClaim } from './postAppFeeClaim'
import { postAppFeeClaimSignature } from './postAppFeeClaimSignature'

/**
 * The app fee endpoints (section 10.10): balances, asking for a claim, posting
 * its signature, and the claim history. Fees accrue when a filled request is
 * settled (solver/Settlement.ts); claims are paid by the solver (AppFeeClaimPayer).
 */
export function registerAppFeeRoutes(app: Hono, context: AppFeesContext): void {
  app.get('/app-fees/:wallet/balances', getAppFeeBalances(context))
  app.post('/app-fees/:wallet/claim', postAppFeeClaim(context))
  app.get('/app-fees/:wallet/claims', getAppFeeClaims(context))
  app.post(CLAIM_POST_ENDPOINT, postAppFeeClaimSignature(context))
}
