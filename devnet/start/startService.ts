import type { DevnetManifestFile } from '../../src/api/schemas'
import { createServiceApp, type ServiceAppContext } from '../service/createServiceApp'
import { startHttpServer } from '../service/startHttpServer'
import type { StartSettings } from './resolveStartSettings'
import type { StopSequence } from './StopSequence'

/** Starts the HTTP service (the websocket stream on its upgrades), then the webhooks and the details recorder. */
export async function startService({
  settings: { host, port },
  context,
  manifest,
  stops,
}: {
  settings: StartSettings
  context: ServiceAppContext
  manifest: DevnetManifestFile
  stops: StopSequence
}): Promise<void> {
  const { webhooks, transactionDetails, websocket } = context
  const server = await startHttpServer(
    createServiceApp(context, () => manifest),
    {
      host,
      port,
      onUpgrade: (request, socket, head) => websocket.handleUpgrade(request, socket, head),
    },
  )
  stops.add('the HTTP server', () => server.close())
  // Stopped before the server closes and the store does (stops run last-first).
  stops.add('webhook deliveries', () => webhooks.stop())
  stops.add('the transaction details recorder', () => transactionDetails.stop())
  stops.add('the websocket stream', () => websocket.close())
  webhooks.start()
  transactionDetails.start()
}
