import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { launchChromium } from './browser'
import { buildFerry, buildReference } from './builds'
import { type DevnetProcess, startDevnetProcess } from './devnetProcess'
import { type StaticServer, startGzipServer } from './gzipServer'
import { buildRelayReference } from './relayReference'

/**
 * How far the bench's ports are moved: FERRY_BENCH_PORT_OFFSET, else FERRY_TEST_PORT_OFFSET (as the tests and
 * `npm run chaos` read it), else 0; so two runs can share a machine.
 */
export const PORT_OFFSET = Number(process.env.FERRY_BENCH_PORT_OFFSET ?? process.env.FERRY_TEST_PORT_OFFSET ?? 0)

/** The bench's ports: 47000-47999 (plus PORT_OFFSET), away from the devnet's defaults, the tests' and the e2e's. */
export const PORTS = {
  service: 47_790 + PORT_OFFSET,
  chains: 47_545 + PORT_OFFSET,
  ferry: 47_174 + PORT_OFFSET,
  react: 47_175 + PORT_OFFSET,
  wagmi: 47_176 + PORT_OFFSET,
  html: 47_177 + PORT_OFFSET,
  relay: 47_178 + PORT_OFFSET,
  requests: 47_890 + PORT_OFFSET,
  currencies: 47_891 + PORT_OFFSET,
  /** The restart part's own devnet: its service, and its chains from here (three). */
  restartService: 47_892 + PORT_OFFSET,
  restartChains: 47_555 + PORT_OFFSET,
} as const

/**
 * The first of `count` ports from `from` that can be listened on now: a port
 * of this range can be briefly taken as the local end of some connection.
 */
export async function firstFreePort(from: number, count = 10): Promise<number> {
  for (let port = from; port < from + count; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const server = createServer()
      server.once('error', () => resolve(false))
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
    })
    if (free) return port
  }
  throw new Error(`no free port in ${from}-${from + count - 1}`)
}

const once = <T>(make: () => Promise<T>) => {
  let value: Promise<T> | undefined
  return Object.assign(() => (value ??= make()), { started: () => value !== undefined, value: () => value })
}

/**
 * What several parts share, each made the first time a part asks: the
 * widget's build, the reference builds, one devnet, their gzip servers, one
 * Chromium. `close()` stops whatever was started.
 */
export function createBenchContext(log: (line: string) => void) {
  const serviceUrl = `http://127.0.0.1:${PORTS.service}`
  let dataDir: string | undefined
  const ferryDir = once(async () => {
    log('building the widget...')
    return buildFerry(serviceUrl)
  })
  const devnet = once(async (): Promise<DevnetProcess> => {
    log('starting a devnet...')
    dataDir = await mkdtemp(join(tmpdir(), 'ferry-bench-devnet-'))
    return startDevnetProcess({ dataDir, port: PORTS.service, chainPort: PORTS.chains })
  })
  const references = {
    react: once(async () => {
      log('building the React reference page...')
      return buildReference('react')
    }),
    wagmi: once(async () => {
      log('building the React + wagmi reference page...')
      return buildReference('wagmi')
    }),
    html: once(async () => buildReference('html')),
    /** The service's own swap widget, installed on demand outside Ferry's dependencies (bench/lib/relayReference.ts). */
    relay: once(async () => buildRelayReference(log)),
  }
  const servers = {
    ferry: once(async () => startGzipServer(await ferryDir(), PORTS.ferry)),
    react: once(async () => startGzipServer(await references.react(), PORTS.react)),
    wagmi: once(async () => startGzipServer(await references.wagmi(), PORTS.wagmi)),
    html: once(async () => startGzipServer(await references.html(), PORTS.html)),
    relay: once(async () => startGzipServer(await references.relay(), PORTS.relay)),
  }
  const browser = once(launchChromium)
  let closed = false
  return {
    serviceUrl,
    ferryDir,
    referenceDir: (name: keyof typeof references) => references[name](),
    devnet,
    /** The gzip server of a build, its URL without a trailing slash. */
    serve: (name: keyof typeof servers): Promise<StaticServer> => servers[name](),
    browser: browser as () => Promise<Browser>,
    async close() {
      if (closed) return
      closed = true
      if (browser.started()) await (await browser.value()!.catch(() => undefined))?.close()
      for (const server of Object.values(servers))
        if (server.started()) await (await server.value()!.catch(() => undefined))?.close()
      if (devnet.started()) await (await devnet.value()!.catch(() => undefined))?.stop()
      if (dataDir) await rm(dataDir, { recursive: true, force: true })
    },
  }
}

export type BenchContext = ReturnType<typeof createBenchContext>
