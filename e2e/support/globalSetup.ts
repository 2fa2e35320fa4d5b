import { mkdir, writeFile } from 'node:fs/promises'
import { startDevnet } from '../../devnet/startDevnet'
import { registerWebhook } from '../../scripts/registerWebhook'
import { E2E, E2E_MANIFEST_PATH, E2E_WIDGET_URL } from './ports'

/** One real devnet for the whole end-to-end run, fresh each time. */
export default async function globalSetup() {
  const devnet = await startDevnet({
    dataDir: E2E.dataDir,
    fresh: true,
    port: E2E.servicePort,
    chainPort: E2E.chainPort,
    quiet: true,
    apiKeys: [E2E.apiKey],
  })
  // The site server (the web server of this run) receives the devnet's signed webhooks.
  await registerWebhook({
    serviceUrl: devnet.manifest.serviceUrl,
    apiKey: E2E.apiKey,
    url: `${E2E_WIDGET_URL}/webhooks/local`,
  })
  await mkdir('.cache', { recursive: true })
  await writeFile(E2E_MANIFEST_PATH, JSON.stringify(devnet.manifest, null, 2))
  return async () => {
    await devnet.stop()
  }
}
