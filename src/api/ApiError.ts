import { FerryError } from '../lib/FerryError'

/** Why a call to the service did not give a usable answer. */
export type ApiErrorKind =
  /** The service answered 4xx/5xx with a JSON error body. */
  | 'http'
  /** The service answered 2xx, but not with the shape the interface promises. */
  | 'invalid-response'
  /** No answer at all: offline, refused, CORS, DNS. */
  | 'network'

/**
 * A failed service call. `message` is a sentence a person can read; the
 * service's own text and code are kept for logs and for mapping codes.
 */
export class ApiError extends FerryError {
  override name = 'ApiError'
  readonly kind: ApiErrorKind
  readonly status: number | undefined
  /** The service's code as sent: the public service may send codes Ferry does not know (`knownErrorCode` tells). */
  readonly errorCode: string | undefined
  readonly serviceMessage: string | undefined
  readonly path: string

  constructor(args: {
    kind: ApiErrorKind
    message: string
    path: string
    status?: number
    errorCode?: string
    serviceMessage?: string
    cause?: unknown
  }) {
    super(args.message, { cause: args.cause, details: args.serviceMessage })
    this.kind = args.kind
    this.path = args.path
    this.status = args.status
    this.errorCode = args.errorCode
    this.serviceMessage = args.serviceMessage
  }

  /** 5xx, 408 (timeout), 429 and network failures are worth trying again; other 4xx are not. */
  get isRetryable(): boolean {
    if (this.kind === 'network') return true
    if (this.kind === 'http') return this.status === 408 || this.status === 429 || (this.status ?? 0) >= 500
    return false
  }
}
