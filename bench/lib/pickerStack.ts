import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from '@playwright/test'
import { build, preview } from 'vite'
import { startDevnet } from '../../devnet/startDevnet'
import { launchChromium } from './browser'
import { ROOT } from './results'

/**
 * What the picker bench runs alone (`npm run bench:picker`, bench/pickerTrace.ts): a devnet whose service lists
 * `catalogue` extra chains and tokens, the widget built to talk to it directly and served by vite's preview, and
 * headless Chromium. Fixed ports (39xxx): run it under the bench lock.
 */
export async function startPickerStack(catalogue: { chains: number; tokens: number }): Promise<{
  browser: Browser
  pageUrl: string
  chainIds: number[]
  stop: () => Promise<void>
}> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ferry-bench-picker-'))
  const devnet = await startDevnet({ dataDir, fresh: true, port: 39_791, chainPort: 39_545, quiet: true, catalogue })
  const outDir = join(ROOT, '.cache/bench-picker-dist')
  process.env.VITE_FERRY_LOCAL_SERVICE_URL = devnet.manifest.serviceUrl
  process.env.VITE_FERRY_PROXY_URL = ''
  await build({ root: ROOT, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const server = await preview({
    root: ROOT,
    logLevel: 'warn',
    preview: { port: 39_174, strictPort: true },
    build: { outDir },
  })
  const browser = await launchChromium()
  return {
    browser,
    pageUrl: 'http://127.0.0.1:39174/?network=local',
    chainIds: devnet.manifest.chains.map((c) => c.id),
    stop: async () => {
      await browser.close()
      await new Promise<void>((done) => server.httpServer.close(() => done()))
      await devnet.stop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
