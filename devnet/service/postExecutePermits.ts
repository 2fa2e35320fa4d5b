import type { Context } from 'hono'
import { type Hex, isHex, recoverTypedDataAddress } from 'viem'
import { z } from 'zod'
import type { ServiceErrorCode } from '../../src/api/schemas/errorBody'
import type { DevnetContext } from '../DevnetContext'
import { permitFromJson, permitTypedDataForViem } from '../orders/GaslessPermit'
import { parseBody } from './parseBody'
import { ServiceError } from './ServiceError'

const permitPostSchema = z.object({
  kind: z.string(),
  requestId: z.string().regex(/^0x[0-9a-fA-F]{64}$/, 'a 0x-prefixed 32-byte hex string'),
  api: z.string(),
})

/** A failed request's reason, when the post can name it as its error code. */
const CLOSED_CODES: readonly ServiceErrorCode[] = [
  'SIGNATURE_EXPIRED',
  'INVALID_SIGNATURE',
  'GASLESS_PERMIT_BALANCE_TOO_LOW',
  'TTL_EXPIRED',
]

/**
 * `POST /execute/permits?signature=0x…` with `{ kind, requestId, api }`: the
 * signature of a gasless deposit's signature step (`usePermit`). Checked off
 * chain: a known request quoted with `usePermit`, still `waiting`, the body
 * as the step gave it, a 65-byte signature whose EIP-712 signer is the
 * request's user. A signature by anyone else fails the request
 * (INVALID_SIGNATURE) and answers 400 with that code. Accepted, the request
 * moves to `depositing` and the answer is `{ steps: [] }`; the solver then
 * submits the deposit, paying its gas, and the chain decides the rest
 * (expired authorization, balance spent: the request fails with
 * SIGNATURE_EXPIRED / GASLESS_PERMIT_BALANCE_TOO_LOW, see GaslessDepositor).
 * Posting again, once accepted or once the request has its deposit: 409
 * ORDER_ALREADY_FILLED.
 */
export function postExecutePermits(context: Pick<DevnetContext, 'store' | 'logger'>) {
  return async (c: Context): Promise<Response> => {
    const signature = c.req.query('signature') ?? ''
    const body = await parseBody(c, permitPostSchema)
    if (!isHex(signature) || signature.length !== 132)
      throw new ServiceError(400, 'INVALID_INPUT', 'signature must be a 0x-prefixed 65-byte hex string', {
        field: 'signature',
      })
    const request = await context.store.getRequest(body.requestId)
    if (!request) throw new ServiceError(404, 'REQUEST_NOT_FOUND', `No request with id ${body.requestId}`)
    const permit = permitFromJson(request.permit)
    if (!permit)
      throw new ServiceError(400, 'INVALID_INPUT', `request ${request.id} was not quoted with usePermit`, {
        field: 'requestId',
      })
    if (body.kind !== permit.kind || body.api !== permit.api)
      throw new ServiceError(
        400,
        'INVALID_INPUT',
        `request ${request.id} expects { kind: "${permit.kind}", api: "${permit.api}" }, as its signature step says`,
        { field: body.kind !== permit.kind ? 'kind' : 'api', kind: permit.kind, api: permit.api },
      )
    if (request.status !== 'waiting') throw await closed(context, request)

    const signer = await recoverTypedDataAddress({
      ...permitTypedDataForViem(permit),
      signature: signature as Hex,
    }).catch(() => undefined)
    if (signer?.toLowerCase() !== permit.from.toLowerCase()) {
      const details = { expectedSigner: permit.from, signer: signer ?? null }
      if (
        await context.store.transition(request.id, {
          from: ['waiting'],
          to: 'failure',
          failReason: 'INVALID_SIGNATURE',
          details,
        })
      )
        context.logger.warn(
          `request ${request.id}: permit signed by ${signer ?? 'nobody'} -> failure (INVALID_SIGNATURE)`,
        )
      throw new ServiceError(
        400,
        'INVALID_SIGNATURE',
        `the signature is not ${permit.from}'s authorization for request ${request.id}; the request has failed`,
        details,
      )
    }
    if (!(await context.store.acceptPermit(request.id, signature))) {
      const now = await context.store.getRequest(request.id)
      throw await closed(context, now ?? request)
    }
    context.logger.info(`request ${request.id}: permit signed by ${signer} -> depositing`)
    return c.json({ steps: [] })
  }
}

/** Why a request no longer takes a signature: it has (or is getting) its deposit, or it failed before one. */
async function closed(
  context: Pick<DevnetContext, 'store'>,
  request: NonNullable<Awaited<ReturnType<DevnetContext['store']['getRequest']>>>,
): Promise<ServiceError> {
  const deposits = await context.store.getDeposits(request.id)
  const code = CLOSED_CODES.find((c) => c === request.failReason)
  if ((request.status === 'failure' || request.status === 'refund') && deposits.length === 0 && code)
    return new ServiceError(409, code, `request ${request.id} has failed (${request.failReason}); quote again`, {
      status: request.status,
      failReason: request.failReason,
    })
  return new ServiceError(
    409,
    'ORDER_ALREADY_FILLED',
    `request ${request.id} is ${request.status}: its deposit was already made or is under way, and a signature is used once`,
    { status: request.status },
  )
}
