import type { Context } from 'hono'
import { formatUnits, getAddress, toHex } from 'viem'
import { z } from 'zod'
import type { DescribedResponse } from '../../src/api/description/describedTypes'
import { parseBody } from '../service/parseBody'
import { type AppFeeClaimOrder, claimMessage, claimOrderToJson } from './AppFeeClaimOrder'
import type { AppFeesContext } from './appFeeAmount'
import { claimChecks } from './claimChecks'
import { walletParam } from './walletParam'

/** How long a claim's signature may be posted after the claim was asked for (seconds). */
export const CLAIM_SIGNATURE_TTL_SECONDS = 600
/** Where a claim's signature is posted (the body as the step gives it, the signature as `?signature=`). */
export const CLAIM_POST_ENDPOINT = '/execute/app-fee-claims'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const claimBodySchema = z.object({
  chainId: z.number().int().positive(),
  currency: z.string().regex(ADDRESS, 'a 0x-prefixed 20-byte hex address'),
  amount: z
    .string()
    .regex(/^\d{1,78}$/, 'a decimal amount in the smallest unit')
    .refine(claimChecks.isAmount, 'above 0 and below 2^256')
    .optional(),
  recipient: z.string().regex(ADDRESS, 'a 0x-prefixed 20-byte hex address'),
})

/**
 * `POST /app-fees/{wallet}/claim` `{ chainId, currency, amount?, recipient }`:
 * the steps to claim `amount` (all of the balance when absent) of the
 * wallet's balance in `currency` on `chainId`, paid to `recipient`. One
 * `signature` step, in the public form: the wallet signs `eip191` over a
 * 32-byte hex message (the hash of an AppFeeClaim order: a fresh claim id, a
 * deadline), as raw bytes, and posts it to `/execute/app-fee-claims`; nothing is taken off
 * the balance until then. 400 for an unknown chain (UNSUPPORTED_CHAIN) or
 * currency (UNSUPPORTED_CURRENCY) and for more than the balance holds
 * (INSUFFICIENT_APP_FEE_BALANCE, with the balance in `errorData`).
 */
export function postAppFeeClaim(context: Pick<AppFeesContext, 'store' | 'chains'>) {
  return async (c: Context): Promise<Response> => {
    const wallet = walletParam(c)
    const body = await parseBody(c, claimBodySchema)
    const chain = claimChecks.chain(context, body.chainId)
    const currency = claimChecks.currency(context, chain.id, body.currency)
    const balance = await context.store.appFees.balance({ wallet, chainId: chain.id, currency: currency.address })
    const amount = body.amount === undefined ? balance : BigInt(body.amount)
    if (balance === 0n || amount > balance)
      throw claimChecks.insufficient({ balance, amount, wallet, symbol: currency.symbol })
    const order: AppFeeClaimOrder = {
      claimId: toHex(crypto.getRandomValues(new Uint8Array(32))),
      wallet,
      recipient: getAddress(body.recipient),
      chainId: chain.id,
      currency: currency.address,
      amount,
      deadline: BigInt(Math.floor(Date.now() / 1000) + CLAIM_SIGNATURE_TTL_SECONDS),
    }
    return c.json({
      steps: [
        {
          id: 'claim',
          action: 'Confirm claim',
          description: `Sign to claim ${formatUnits(amount, currency.decimals)} ${currency.symbol} to ${order.recipient}`,
          kind: 'signature',
          items: [
            {
              status: 'incomplete',
              data: {
                sign: { signatureKind: 'eip191', message: claimMessage(order, chain.contracts.depository) },
                post: { endpoint: CLAIM_POST_ENDPOINT, method: 'POST', body: claimOrderToJson(order) },
              },
            },
          ],
        },
      ],
    } satisfies DescribedResponse<'/app-fees/{wallet}/claim', 'post'>)
  }
}
