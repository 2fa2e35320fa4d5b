import type { Context } from 'hono'
import { isHex, recoverMessageAddress } from 'viem'
import { z } from 'zod'
import { parseBody } from '../service/parseBody'
import { ServiceError } from '../service/ServiceError'
import { claimMessage, claimOrderFromJson } from './AppFeeClaimOrder'
import type { AppFeesContext } from './appFeeAmount'
import { claimChecks } from './claimChecks'

const ADDRESS = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'a 0x-prefixed 20-byte hex address')
const UINT = z.string().regex(/^\d{1,78}$/, 'a decimal integer')
const claimPostSchema = z.object({
  id: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x-prefixed 32-byte hex string'),
  wallet: ADDRESS,
  recipient: ADDRESS,
  chainId: z.number().int().positive(),
  currency: ADDRESS,
  amount: UINT.refine(claimChecks.isAmount, 'above 0 and below 2^256'),
  deadline: UINT,
})

/**
 * `POST /execute/app-fee-claims?signature=0x…` with the body of a claim's
 * signature step: the claim, signed by its wallet (`eip191` over the raw
 * bytes of the AppFeeClaim order's hash, rebuilt from the body, so a body
 * changed after signing is refused).
 * Accepted, the claim is recorded `pending` and its amount taken off the
 * balance in one statement (two claims of the same funds never both pass);
 * the solver then pays it from the chain's depository to the recipient, and
 * `GET /app-fees/{wallet}/claims` shows it `success` with its transaction
 * (or `failure`, the amount claimable again). Answers `{ message }` only, as
 * the public post does: the claim is followed in the listing.
 * Refused: 400 INVALID_SIGNATURE (another signer), SIGNATURE_EXPIRED (past its
 * deadline), INSUFFICIENT_APP_FEE_BALANCE (the balance no longer holds it), and
 * 409 CLAIM_ALREADY_SUBMITTED (this claim was posted before).
 */
export function postAppFeeClaimSignature(
  context: Pick<AppFeesContext, 'store' | 'chains' | 'pricing' | 'serviceUrl' | 'logger'>,
) {
  return async (c: Context): Promise<Response> => {
    const signature = c.req.query('signature') ?? ''
    const order = claimOrderFromJson(await parseBody(c, claimPostSchema))
    if (!isHex(signature) || signature.length !== 132)
      throw new ServiceError(400, 'INVALID_INPUT', 'signature must be a 0x-prefixed 65-byte hex string', {
        field: 'signature',
      })
    const chain = claimChecks.chain(context, order.chainId)
    const currency = claimChecks.currency(context, chain.id, order.currency)
    if (await context.store.appFees.getClaim(order.claimId)) throw submitted(order.claimId)
    if (order.deadline < BigInt(Math.floor(Date.now() / 1000)))
      throw new ServiceError(400, 'SIGNATURE_EXPIRED', `claim ${order.claimId} expired; ask for a new claim`, {
        deadline: order.deadline.toString(),
      })
    // Signed as the official client signs a hex message: its raw 32 bytes (text "0x…" recovers to someone else).
    const signer = await recoverMessageAddress({
      message: { raw: claimMessage(order, chain.contracts.depository) },
      signature,
    }).catch(() => undefined)
    if (signer?.toLowerCase() !== order.wallet.toLowerCase())
      throw new ServiceError(
        400,
        'INVALID_SIGNATURE',
        `the signature is not ${order.wallet}'s claim ${order.claimId}`,
        {
          expectedSigner: order.wallet,
          signer: signer ?? null,
        },
      )
    const now = Date.now()
    const outcome = await context.store.appFees.reserve({ ...order, currency: currency.address }, now)
    if (outcome.kind === 'duplicate') throw submitted(order.claimId)
    if (outcome.kind === 'short')
      throw claimChecks.insufficient({
        balance: outcome.balance,
        amount: order.amount,
        wallet: order.wallet,
        symbol: currency.symbol,
      })
    context.logger.info(
      `app fee claim ${order.claimId}: ${order.amount} ${currency.symbol} of ${order.wallet} to ${order.recipient}`,
    )
    return c.json({ message: 'Success' })
  }
}

function submitted(claimId: string): ServiceError {
  return new ServiceError(409, 'CLAIM_ALREADY_SUBMITTED', `claim ${claimId} was posted before; a signature claims once`)
}
