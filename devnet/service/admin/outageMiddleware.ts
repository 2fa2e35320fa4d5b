import type { MiddlewareHandler } from 'hono'
import type { DevnetContext } from '../../DevnetContext'

/**
 * `POST /devnet/outage` in effect: the service paths it names (every path
 * outside `/devnet/` by default; a path also covers what lies under it)
 * answer HTTP 500 with a JSON error body until it ends.
 */
export function outageMiddleware(context: Pick<DevnetContext, 'outage'>): MiddlewareHandler {
  return async (c, next) => {
    const { until, paths } = context.outage
    const path = c.req.path
    if (
      Date.now() < until &&
      c.req.method !== 'OPTIONS' &&
      !path.startsWith('/devnet/') &&
      (paths === undefined || paths.some((p) => path === p || path.startsWith(`${p}/`)))
    ) {
      return c.json(
        {
          message: `The service is unavailable (devnet outage for ${Math.ceil((until - Date.now()) / 1000)} more s)`,
          errorCode: 'SERVICE_UNAVAILABLE',
        },
        500,
      )
    }
    await next()
  }
}
