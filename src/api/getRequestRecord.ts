import * as z from 'zod/mini'
import { ApiError } from './ApiError'
import { API_KEY_REQUIRED } from './apiKeyRequired'
import { fetchJson } from './fetchJson'
import { getRequests } from './getRequests'
import { type RequestRecord, requestRecordSchema } from './schemas/requests'
import { tolerantLog } from './schemas/tolerant'

const v2AnswerSchema = z.looseObject({ requests: z._default(z.array(z.unknown()), []) })
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A `/requests/v2` record in the shape Ferry reads (`/requests/v3`'s): its
 * `data.metadata` amounts become the `data.route` they are in v3 (the input on
 * the origin side, the output on the destination side), its `metadata.sender`
 * the record's `sender` when there is none, its `data.supersededByRequestId`
 * the record's own. Everything else is the same.
 */
export function recordOfV2(raw: unknown): unknown {
  if (!isObject(raw) || !isObject(raw.data)) return raw
  const metadata = isObject(raw.data.metadata) ? raw.data.metadata : {}
  const route = {
    quoted: {
      origin: metadata.currencyIn ? { inputCurrency: metadata.currencyIn } : null,
      destination: metadata.currencyOut ? { outputCurrency: metadata.currencyOut } : null,
    },
  }
  return {
    ...raw,
    sender: raw.sender ?? metadata.sender ?? null,
    // v2 describes it inside `data`, v3 beside it.
    supersededByRequestId: raw.supersededByRequestId ?? raw.data.supersededByRequestId ?? null,
    data: { ...raw.data, route: raw.data.route ?? route },
  }
}

/**
 * One request's record, for its amounts and addresses: `GET /requests/v3?id=`
 * through the site server (`proxyBaseUrl`, which holds the key v3 requires),
 * else `GET /requests/v2?id=`, which the description lets anyone read without
 * a key: through the site server when it has no key for this network (it says
 * so with `API_KEY_REQUIRED`), from the service itself without a site server.
 * `null` when the service has no such request.
 *
 * @throws {ApiError} for a refusal, an unreachable service or an answer Ferry cannot read.
 */
export async function getRequestRecord(args: {
  proxyBaseUrl: string | undefined
  serviceUrl: string
  requestId: string
  signal?: AbortSignal
}): Promise<RequestRecord | null> {
  const id = args.requestId.toLowerCase()
  const query = new URLSearchParams({ id: args.requestId })
  if (args.proxyBaseUrl) {
    try {
      const page = await getRequests({ proxyBaseUrl: args.proxyBaseUrl, query, signal: args.signal })
      return page.requests.find((r) => r.id.toLowerCase() === id) ?? null
    } catch (error) {
      if (!(error instanceof ApiError && error.errorCode === API_KEY_REQUIRED)) throw error
    }
  }
  const answer = await fetchJson({
    baseUrl: args.proxyBaseUrl ?? args.serviceUrl,
    path: `/requests/v2?${query}`,
    schema: v2AnswerSchema,
    signal: args.signal,
  })
  for (const raw of answer.requests) {
    const parsed = requestRecordSchema.safeParse(recordOfV2(raw))
    if (parsed.success && parsed.data.id.toLowerCase() === id) return parsed.data
    if (!parsed.success) tolerantLog.warn('Ferry: a request of GET /requests/v2 left out (unreadable)')
  }
  return null
}
