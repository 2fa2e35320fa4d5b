import type { DevnetContext } from '../DevnetContext'
import { WebhookDispatcher } from '../events/WebhookDispatcher'
import type { WebhookEndpointInput } from '../events/WebhookEndpoints'
import { WebsocketHub } from '../events/WebsocketHub'
import type { ServiceAppContext } from '../service/createServiceApp'
import { TransactionDetailsRecorder } from '../service/requests/TransactionDetailsRecorder'
import { StatisticsKeeper } from '../store/StatisticsKeeper'
import type { StopSequence } from './StopSequence'

/** The event outputs and the request records' helper: built before the HTTP service, which hands them requests. */
export type ServiceParts = Pick<ServiceAppContext, 'webhooks' | 'websocket' | 'transactionDetails'>

/**
 * Builds the service's parts: webhooks (an outbox on the status history), the websocket stream, transaction
 * details for request records; refreshes the store's planner statistics; sets the webhook endpoints given at start.
 * The webhooks and the recorder start sending with `start()`, once the service runs.
 */
export async function startServiceParts({
  context,
  webhooks: endpoints = {},
  webhookRetryBaseMs,
  stops,
}: {
  context: Pick<DevnetContext, 'store' | 'logger' | 'apiKeys' | 'chains' | 'pricing'>
  /** `StartDevnetOptions.webhooks`. */
  webhooks: Record<string, WebhookEndpointInput> | undefined
  webhookRetryBaseMs: number | undefined
  stops: StopSequence
}): Promise<ServiceParts> {
  const { store, apiKeys } = context
  const webhooks = new WebhookDispatcher(context, { retryBaseMs: webhookRetryBaseMs })
  const websocket = new WebsocketHub(context)
  const transactionDetails = new TransactionDetailsRecorder(context)
  const statistics = new StatisticsKeeper(store)
  stops.add('the statistics keeper', () => statistics.stop())
  await statistics.start()
  stops.add('the websocket stream', () => websocket.close())
  for (const [apiKey, endpoint] of Object.entries(endpoints)) {
    if (!apiKeys.includes(apiKey))
      throw new Error(`webhooks: ${apiKey} is not one of the devnet's API keys (${apiKeys.join(', ')})`)
    await webhooks.endpoints.set(apiKey, endpoint)
  }
  return { webhooks, websocket, transactionDetails }
}
