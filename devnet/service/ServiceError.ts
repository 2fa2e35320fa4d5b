import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ServiceErrorCode } from '../../src/api/schemas/errorBody'

/**
 * An error the service answers with `{ message, errorCode, errorData? }` and
 * the given HTTP status, the body shape of the public service.
 */
export class ServiceError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: ServiceErrorCode,
    message: string,
    readonly errorData?: unknown,
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}
