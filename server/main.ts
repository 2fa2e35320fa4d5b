/**
 * `npm run serve`: the site server alone, against testnet and/or mainnet
 * (or a devnet run elsewhere), configured from the environment and an
 * optional JSON file. See server/README.md for the variables.
 */
import { loadSiteServerConfig } from './loadSiteServerConfig'
import { startSiteServer } from './startSiteServer'

async function main() {
  const config = loadSiteServerConfig()
  const running = await startSiteServer(config)
  const entries = Object.entries(config.networks).filter(([, network]) => network)
  // A network without a key is proxied for the public endpoints only, and takes no webhooks.
  const networks = entries.map(([name, network]) => (network?.apiKey ? name : `${name} (no key: public endpoints)`))
  const webhooks = entries.filter(([, network]) => network?.apiKey).map(([name]) => running.webhookUrl(name as 'local'))
  // Never the URL itself: it holds the database password.
  const store = config.databaseUrl ? 'PostgreSQL (FERRY_SERVER_DATABASE_URL)' : `${config.dataDir}/events.jsonl`
  console.log(
    `Ferry site server on ${running.url}\n  dist       ${config.distDir}\n  store      ${store}\n  networks   ${networks.join(', ')}\n  webhooks   ${
      webhooks.join(' ') || 'none (no API key configured)'
    }\n  events     ${running.url}/api/events`,
  )
  const stop = () => void running.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
