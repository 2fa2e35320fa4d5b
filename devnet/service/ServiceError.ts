import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { ServiceErrorCode } from '../../src/api/schemas/errorBody'
import { FerryError } from '../../src/lib/FerryError'

/**
 * An error the service answers with `{ message, errorCode, errorData? }` and
 * the given HTTP status, the body shape of the public service.
 */
export class ServiceError extends FerryError {
  /** Sent as the `retry-after` header (seconds) when set: the error is worth retrying then. */
  retryAfterSeconds?: number

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
