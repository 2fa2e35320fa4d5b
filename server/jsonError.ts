import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ErrorBody, ServiceErrorCode } from '../src/api/schemas/errorBody'

/** Every error the server makes has the service's error body shape, so the widget's ApiError parses it. */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  errorCode: ServiceErrorCode,
  message: string,
): Response {
  const body: ErrorBody = { message, errorCode }
  return c.json(body, status, { 'cache-control': 'no-store' })
}
