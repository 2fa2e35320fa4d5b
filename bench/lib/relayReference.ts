import { execFile } from 'node:child_process'
import { copyFile, mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { BUILD_DIR } from './builds'
import { ROOT } from './results'

/** Where the service's widget is installed on demand (its own package.json and node_modules), kept between runs. */
export const RELAY_UI_DIR = join(BUILD_DIR, 'relay-ui')
const SOURCE_DIR = join(ROOT, 'bench/reference/relay')
const SOURCES = ['package.json', 'index.html', 'main.tsx'] as const

/**
 * The reference app of bench/reference/relay (the service's own swap widget,
 * `@relayprotocol/relay-kit-ui` from the npm registry), built with React's
 * plugin alone like the other reference pages. Its package.json is copied to
 * .cache/bench/relay-ui and installed there with `npm install` the first time
 * (or when it changed), never into Ferry's node_modules; the app's source is
 * copied beside it so that its imports resolve to that install.
 */
export async function buildRelayReference(log: (line: string) => void): Promise<string> {
  await mkdir(RELAY_UI_DIR, { recursive: true })
  const wanted = await readFile(join(SOURCE_DIR, 'package.json'), 'utf8')
  const installed = await readFile(join(RELAY_UI_DIR, '.installed-package.json'), 'utf8').catch(() => '')
  for (const file of SOURCES) await copyFile(join(SOURCE_DIR, file), join(RELAY_UI_DIR, file))
  if (installed !== wanted) {
    log(`installing the service's swap widget into ${RELAY_UI_DIR} (npm install, once)...`)
    await promisify(execFile)('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: RELAY_UI_DIR,
      maxBuffer: 16 * 1024 * 1024,
    })
    await copyFile(join(RELAY_UI_DIR, 'package.json'), join(RELAY_UI_DIR, '.installed-package.json'))
  }
  log("building the service's swap widget...")
  const dir = join(BUILD_DIR, 'reference-relay')
  await build({
    root: RELAY_UI_DIR,
    configFile: false,
    envDir: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true, target: 'es2022', sourcemap: true },
  })
  return dir
}
