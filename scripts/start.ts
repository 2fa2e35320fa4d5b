/**
 * `npm start`: the devnet and the widget together, offline. Builds the widget
 * against this devnet, serves it, and prints the URL to open.
 * Flags: --fresh (start the devnet clean), --data-dir DIR, --port N (widget).
 */
import { build, preview } from 'vite'
import { startDevnet } from '../devnet/startDevnet'

const argv = process.argv.slice(2)
const flag = (name: string) => {
  const i = argv.indexOf(name)
  return i >= 0 ? argv[i + 1] : undefined
}

async function main() {
  console.log('Starting the devnet (three anvil chains and the service)...')
  const devnet = await startDevnet({ dataDir: flag('--data-dir') ?? '.devnet', fresh: argv.includes('--fresh') })
  let closing = false
  const stop = async (code = 0) => {
    if (closing) return
    closing = true
    await devnet.stop().catch(() => {})
    process.exit(code)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())

  try {
    process.env.VITE_FERRY_LOCAL_SERVICE_URL = devnet.manifest.serviceUrl
    console.log('Building the widget...')
    await build({ logLevel: 'warn', build: { outDir: '.cache/start-dist', emptyOutDir: true } })
    const port = Number(flag('--port') ?? 5173)
    const server = await preview({ preview: { port, host: '127.0.0.1', strictPort: true }, build: { outDir: '.cache/start-dist' } })
    const url = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`
    console.log(`\nFerry is running.\n  Open        ${url}\n  Service     ${devnet.manifest.serviceUrl}\n  Manifest    ${devnet.manifest.serviceUrl}/devnet/manifest\n  Press Ctrl-C to stop.`)
  } catch (error) {
    console.error(error)
    await stop(1)
  }
}

void main()
