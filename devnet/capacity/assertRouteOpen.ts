import type { DevnetContext } from '../DevnetContext'
import { ServiceError } from '../service/ServiceError'
import { routeKey } from '../solver/SolverControl'

/** Refuses a quote or price on a route the devnet's admin closed (`POST /devnet/solver` `closedRoutes`). */
export function assertRouteOpen(
  context: Pick<DevnetContext, 'control'>,
  request: { originChainId: number; destinationChainId: number },
): void {
  if (context.control.closedRoutes.has(routeKey(request.originChainId, request.destinationChainId)))
    throw new ServiceError(
      400,
      'UNSUPPORTED_ROUTE',
      `The route from chain ${request.originChainId} to chain ${request.destinationChainId} is closed right now`,
      { originChainId: request.originChainId, destinationChainId: request.destinationChainId },
    )
}
