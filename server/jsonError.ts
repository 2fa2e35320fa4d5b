import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { API_KEY_REQUIRED } from '../src/api/apiKeyRequired'
import type { ErrorBody, ServiceErrorCode } from '../src/api/schemas/errorBody'

/** Every error the server makes has the service's error body shape, so the widget's ApiError parses it. */
export function jsonError(
  c: Context,
  status: ContentfulStatusCode,
  // API_KEY_REQUIRED is the server's own; it joins SERVICE_ERROR_CODES when that list is next reworked.
  errorCode: ServiceErrorCode | typeof API_KEY_REQUIRED,
  message: string,
): Response {
  const body: ErrorBody = { message, errorCode }
  return c.json(body, status, { 'cache-control': 'no-store' })
}
