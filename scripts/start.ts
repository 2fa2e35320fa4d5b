/**
 * `npm start`: the devnet and Ferry together, offline. Builds the widget,
 * serves it with the site server (which proxies the service with the devnet's
 * API key and receives its signed webhooks for the live activity view), and
 * prints the URL to open.
 * Flags: --fresh (start the devnet clean), --data-dir DIR, --port N (site).
 */
import { build } from 'vite'
import { startDevnet } from '../devnet/startDevnet'
import { loadSiteServerConfig } from '../server/loadSiteServerConfig'
import { startSiteServer } from '../server/startSiteServer'
import { registerWebhook } from './registerWebhook'

const argv = process.argv.slice(2)
const flag = (name: string) => {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : undefined
}

async function main() {
  console.log('Starting the devnet (three anvil chains and the service)...')
  const dataDir = flag('--data-dir') ?? '.devnet'
  const devnet = await startDevnet({ dataDir, fresh: argv.includes('--fresh') })
  let site: Awaited<ReturnType<typeof startSiteServer>> | undefined
  let closing = false
  const stop = async (code = 0) => {
    if (closing) return
    closing = true
    await site?.stop().catch(() => {})
    await devnet.stop().catch(() => {})
    process.exit(code)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())

  try {
    console.log('Building the widget...')
    await build({ logLevel: 'warn', build: { outDir: '.cache/start-dist', emptyOutDir: true } })
    const apiKey = devnet.manifest.apiKeys[0]!
    // The site server's FERRY_* variables apply (an app fee, a site name, sponsorship), with this devnet as local.
    const configured = loadSiteServerConfig({
      env: { ...process.env, FERRY_LOCAL_SERVICE_URL: devnet.manifest.serviceUrl, FERRY_LOCAL_API_KEY: apiKey },
    })
    site = await startSiteServer({
      ...configured,
      port: Number(flag('--port') ?? 5173),
      distDir: '.cache/start-dist',
      dataDir: `${dataDir}/site-server`,
    })
    await registerWebhook({ serviceUrl: devnet.manifest.serviceUrl, apiKey, url: site.webhookUrl('local') })
    console.log(
      `\nFerry is running.\n  Open        ${site.url}/\n  Service     ${devnet.manifest.serviceUrl}\n  Manifest    ${devnet.manifest.serviceUrl}/devnet/manifest\n  Press Ctrl-C to stop.`,
    )
  } catch (error) {
    console.error(error)
    await stop(1)
  }
}

void main()
