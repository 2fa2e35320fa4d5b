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
  const networks = Object.keys(config.networks).join(', ')
  console.log(
    `Ferry site server on ${running.url}\n  dist       ${config.distDir}\n  networks   ${networks}\n  webhooks   ${Object.keys(
      config.networks,
    )
      .map((n) => running.webhookUrl(n as 'local'))
      .join(' ')}\n  events     ${running.url}/api/events`,
  )
  const stop = () => void running.stop().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
