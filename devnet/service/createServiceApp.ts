import { Hono } from 'hono'
import type { DevnetManifest } from '../../src/api/schemas'
import type { ServiceErrorCode } from '../../src/api/schemas/errorBody'
import { registerAppFeeRoutes } from '../appFees/appFeeRoutes'
import { getChainHealth } from '../capacity/getChainHealth'
import { getChainLiquidity } from '../capacity/getChainLiquidity'
import { getRouteConfig } from '../capacity/getRouteConfig'
import { laggingChains } from '../capacity/laggingChains'
import type { DevnetContext, TransactionIndexer } from '../DevnetContext'
import { getDepositAddress, postDepositAddressReindex } from '../depositAddresses/depositAddressRoutes'
import { eventAdminRoutes } from '../events/eventAdminRoutes'
import type { WebhookDispatcher } from '../events/WebhookDispatcher'
import type { WebsocketHub } from '../events/WebsocketHub'
import { postFastFill } from '../fastFill/postFastFill'
import { solanaRpcApp } from '../svm/solanaRpcApp'
import { SOLANA_RPC_PATH } from '../svm/startSvmChain'
import { getSwapSources } from '../swapSources/getSwapSources'
import { outageMiddleware } from './admin/outageMiddleware'
import { registerAdminRoutes } from './admin/registerAdminRoutes'
import { chainUnavailable } from './chainUnavailable'
import { refuseNulInRequest } from './checkText'
import { getChains } from './getChains'
import { getDevnetRequest } from './getDevnetRequest'
import { getIntentStatus } from './getIntentStatus'
import { getTokenPrice } from './getTokenPrice'
import { getTrendingCurrencies } from './getTrendingCurrencies'
import { limitBody } from './limitBody'
import { postCurrencies } from './postCurrencies'
import { postExecutePermits } from './postExecutePermits'
import { postPrice } from './postPrice'
import { postQuote } from './postQuote'
import { postTransactionsIndex } from './postTransactionsIndex'
import { registerIconRoutes } from './registerIconRoutes'
import { getRequestsV2 } from './requests/getRequestsV2'
import { getRequestsV3 } from './requests/getRequestsV3'
import type { TransactionDetailsRecorder } from './requests/TransactionDetailsRecorder'
import { ServiceError } from './ServiceError'
import { registerScreeningRoutes } from './screeningRoutes'
import { serviceCors } from './serviceCors'

/** What the HTTP service reads: the shared context, and the parts built on it before the service starts. */
export interface ServiceAppContext extends DevnetContext {
  /** Fee and block time of mined transactions, for request records. */
  transactionDetails: TransactionDetailsRecorder
  /** Signed webhooks (section 6.1). */
  webhooks: WebhookDispatcher
  /** The websocket stream (section 6.2). */
  websocket: WebsocketHub
  /** The solver: what `POST /transactions/index` asks to read now. */
  transactionIndexer: TransactionIndexer
}

/**
 * The devnet's HTTP interface: the service endpoints of the interface
 * document plus `/devnet/*` helpers. Every answer is JSON; errors are
 * `{ message, errorCode }` with a 4xx status, and an unexpected exception is a
 * logged 500 `INTERNAL`, never a crash.
 */
export function createServiceApp(context: ServiceAppContext, getManifest: () => DevnetManifest): Hono {
  const app = new Hono()
  // Whose blocks stopped: `GET /chains` and `GET /chains/health` share one read a second.
  const lagging = laggingChains(context.chains)
  // The local Solana chain's RPC: a chain, not the service, so first: its own CORS and body limit, never the
  // service's outage (it has its own down switch, `POST /devnet/solana/down`).
  const { svmChain } = context
  app.route(SOLANA_RPC_PATH, solanaRpcApp({ node: svmChain.node }))

  // The widget (Ferry's, or the official one with its SDK's headers) runs on another origin.
  app.use('*', serviceCors())

  // Bodies are counted while read: 413 past the route's limit (limitBody.ts).
  app.use('*', limitBody)

  // NUL in a query parameter or the path: a named 400 here, never a store error later.
  app.use('*', refuseNulInRequest)

  // POST /devnet/outage: the service answers 500 for a while (admin paths never do).
  app.use('*', outageMiddleware(context))

  app.post('/quote/v2', postQuote(context))
  app.post('/execute/permits', postExecutePermits(context))
  app.get('/intents/status/v3', getIntentStatus(context))
  app.get('/intents/status', getIntentStatus(context, { legacy: true }))
  app.get('/requests/v3', getRequestsV3(context))
  app.get('/requests/v2', getRequestsV2(context))
  app.post('/transactions/index', postTransactionsIndex(context))
  app.post('/fast-fill', postFastFill(context))
  app.get('/chains', getChains(context, lagging))
  app.get('/chains/liquidity', getChainLiquidity(context))
  app.get('/chains/health', getChainHealth(context, lagging))
  app.get('/config/v2', getRouteConfig(context))
  app.post('/currencies/v2', postCurrencies(context))
  app.get('/currencies/token/price', getTokenPrice(context))
  app.get('/currencies/trending', getTrendingCurrencies(context))
  app.get('/swap-sources', getSwapSources(context))
  app.post('/price', postPrice(context))
  app.get('/deposit-addresses/v1', getDepositAddress(context))
  app.post('/transactions/deposit-address/reindex', postDepositAddressReindex(context))
  registerScreeningRoutes(app, context)
  registerAppFeeRoutes(app, context)
  // What a page needs of the manifest (chains, contracts, test accounts): never the API keys, which are the
  // webhook secrets. Local programs read them from <data-dir>/manifest.json.
  app.get('/devnet/manifest', (c) => {
    const { apiKeys: _secret, ...shown } = getManifest()
    return c.json(shown)
  })
  app.get('/devnet/requests/:requestId', getDevnetRequest(context))
  // Before the admin routes: any page shows the icons.
  registerIconRoutes(app, context)
  registerAdminRoutes(app, context)
  // After the admin routes: their local-only guard covers these too.
  app.route('/devnet', eventAdminRoutes(context))
  app.get('/', (c) => c.json({ name: 'ferry-devnet', manifest: '/devnet/manifest' }))

  app.notFound((c) => c.json({ message: `No route for ${c.req.method} ${c.req.path}`, errorCode: 'NOT_FOUND' }, 404))
  app.onError((raw, c) => {
    // A chain's node not answering is a named, retryable 503, not an internal error.
    const error = raw instanceof ServiceError ? raw : (chainUnavailable(raw, context.chains) ?? raw)
    if (error instanceof ServiceError) {
      const body: Record<string, unknown> = { message: error.message, errorCode: error.errorCode }
      if (error.errorData !== undefined) body.errorData = error.errorData
      if (error.retryAfterSeconds !== undefined) c.header('retry-after', String(error.retryAfterSeconds))
      if (error !== raw) context.logger.warn(`${c.req.method} ${c.req.path}: ${error.message}`)
      return c.json(body, error.status)
    }
    context.logger.error(`${c.req.method} ${c.req.path} failed:`, error)
    return c.json({ message: 'Internal error', errorCode: 'INTERNAL_ERROR' satisfies ServiceErrorCode }, 500)
  })
  return app
}
