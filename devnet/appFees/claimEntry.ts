import type { DescribedResponse, Element } from '../../src/api/description/describedTypes'
import type { CurrencyAmount } from '../../src/api/schemas'
import type { AppFeeClaim } from '../store/AppFeesTable'

/** One claim as `GET /app-fees/{wallet}/claims` lists it. */
export type ClaimEntry = Element<NonNullable<DescribedResponse<'/app-fees/{wallet}/claims', 'get'>['claims']>>

/** A stored claim in the public shape: its amount as a currency amount, `txHash` null until its payment is signed, `createdAt` ISO. */
export function claimEntry(claim: AppFeeClaim, amount: CurrencyAmount | undefined): ClaimEntry {
  return {
    claimId: claim.claimId,
    wallet: claim.wallet,
    recipient: claim.recipient,
    ...(amount ? { currency: amount } : {}),
    txHash: claim.txHash,
    status: claim.status,
    createdAt: new Date(claim.createdAt).toISOString(),
  }
}
