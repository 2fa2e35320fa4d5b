import { relative } from 'node:path'
import { parseDevnetArgs } from './parseDevnetArgs'
import { startDevnet } from './startDevnet'

// `npm run devnet -- [flags]`: runs the devnet until Ctrl-C or SIGTERM.
async function main(): Promise<void> {
  const parsed = parseDevnetArgs(process.argv.slice(2))
  if ('help' in parsed) {
    console.log(parsed.help)
    return
  }
  const started = Date.now()
  const devnet = await startDevnet(parsed.options)
  const { manifest } = devnet
  console.log(
    [
      `Ferry devnet ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      `  Service   ${manifest.serviceUrl}`,
      ...manifest.chains.map((c) => `  Chain     ${c.id} ${c.name.padEnd(15)} ${c.rpcUrl}`),
      ...(manifest.solana ? [`  Solana    ${manifest.solana.chainId} Ferry Devnet S  ${manifest.solana.rpcUrl}`] : []),
      `  Manifest  ${displayPath(devnet.manifestPath)}  (also GET ${manifest.serviceUrl}/devnet/manifest)`,
      'Press Ctrl-C to stop.',
    ].join('\n'),
  )

  let stopping = false
  const shutdown = (signal: string) => {
    if (stopping) {
      console.log('Still stopping; chains are saving their state.')
      return
    }
    stopping = true
    console.log(`\n${signal}: stopping the devnet...`)
    devnet.stop().then(
      () => {
        console.log('Devnet stopped; state saved.')
        process.exit(0)
      },
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', () => shutdown('SIGINT'))
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGHUP', () => shutdown('SIGHUP'))
}

function displayPath(path: string): string {
  const rel = relative(process.cwd(), path)
  return rel.startsWith('..') ? path : rel
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
