import { t } from '@lingui/core/macro'
import type * as z from 'zod/mini'
import { ApiError } from './ApiError'
import { errorBodySchema } from './schemas/errorBody'

export type FetchJsonArgs<T extends z.ZodMiniType> = {
  baseUrl: string
  path: string
  schema: T
  method?: 'GET' | 'POST'
  body?: unknown
  headers?: Record<string, string>
  signal?: AbortSignal
}

/**
 * Calls the service and parses the answer with `schema`. Every failure ends as
 * an {@link ApiError} with a readable message: network errors, 4xx/5xx with or
 * without a JSON body, and 2xx answers that do not match the schema.
 */
export async function fetchJson<T extends z.ZodMiniType>(args: FetchJsonArgs<T>): Promise<z.output<T>> {
  const url = joinUrl(args.baseUrl, args.path)
  let response: Response
  try {
    response = await fetch(url, {
      method: args.method ?? (args.body === undefined ? 'GET' : 'POST'),
      headers: {
        accept: 'application/json',
        ...(args.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...args.headers,
      },
      body: args.body === undefined ? undefined : JSON.stringify(args.body),
      signal: args.signal,
    })
  } catch (cause) {
    if (args.signal?.aborted) throw cause
    throw new ApiError({
      kind: 'network',
      path: args.path,
      message: t({
        id: 'api.error.unreachable',
        message: 'Cannot reach the service. Check your connection; Ferry keeps trying.',
      }),
      cause,
    })
  }

  const text = await response.text().catch(() => '')
  let json: unknown
  try {
    json = text === '' ? undefined : JSON.parse(text)
  } catch {
    json = undefined
  }

  if (!response.ok) {
    const body = errorBodySchema.safeParse(json)
    const errorCode = body.success ? body.data.errorCode : undefined
    const serviceMessage = body.success ? body.data.message : undefined
    // The sentences for error codes load with the first error, not with the page.
    const { describeHttpError } = await import('./errorMessages')
    throw new ApiError({
      kind: 'http',
      path: args.path,
      status: response.status,
      errorCode,
      serviceMessage,
      message: describeHttpError({ status: response.status, errorCode, message: serviceMessage }),
    })
  }

  const parsed = args.schema.safeParse(json)
  if (!parsed.success) {
    throw new ApiError({
      kind: 'invalid-response',
      path: args.path,
      status: response.status,
      message: t({
        id: 'api.error.unreadable',
        message: 'The service sent an answer Ferry cannot read. Please try again.',
      }),
      cause: parsed.error,
    })
  }
  return parsed.data
}

export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`
}
