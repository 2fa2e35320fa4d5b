import { join } from 'node:path'
import react from '@vitejs/plugin-react'
import { build } from 'vite'
import { ROOT } from './results'

/** Where the bench builds go (ignored by git with the rest of .cache). */
export const BUILD_DIR = join(ROOT, '.cache/bench')

/** A module id as people read it: `react-dom/cjs/react-dom-client.production.js`, `src/app/App.tsx`. */
export function moduleName(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const inModules = clean.lastIndexOf('/node_modules/')
  if (inModules >= 0) return clean.slice(inModules + '/node_modules/'.length)
  return clean.startsWith(`${ROOT}/`) ? clean.slice(ROOT.length + 1) : clean
}

/**
 * The widget as the site and the embed ship it (vite.config.ts, source maps
 * included), told to talk to the bench's devnet directly (no site server proxy).
 */
export async function buildFerry(serviceUrl: string): Promise<string> {
  const dir = join(BUILD_DIR, 'ferry')
  process.env.VITE_FERRY_LOCAL_SERVICE_URL = serviceUrl
  process.env.VITE_FERRY_PROXY_URL = ''
  await build({ root: ROOT, logLevel: 'error', build: { outDir: dir, emptyOutDir: true } })
  return dir
}

/** A reference page of bench/reference/<name>, built with React's plugin alone, as any app would be. */
export async function buildReference(name: 'react' | 'wagmi' | 'html'): Promise<string> {
  const dir = join(BUILD_DIR, `reference-${name}`)
  await build({
    root: join(ROOT, 'bench/reference', name),
    configFile: false,
    envDir: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: dir, emptyOutDir: true, target: 'es2022', sourcemap: true },
  })
  return dir
}
