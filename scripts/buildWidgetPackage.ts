/**
 * Builds the npm package `ferry-widget` (packages/widget/): its entries as ES modules (`index.js`, framework free;
 * `react.js`, the component, React left to the app; `wagmi.js`, the app's wagmi connection as the wallet, importing
 * nothing of wagmi) from the same host code as `ferry-embed.js` (src/embed-host/), and their type declarations with
 * tsc. `npm run build:package`; `npm pack` in the folder then makes the tarball an app installs.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'

export const WIDGET_PACKAGE_DIR = resolve(import.meta.dirname, '../packages/widget')

export async function buildWidgetPackage(): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: WIDGET_PACKAGE_DIR,
    build: {
      outDir: resolve(WIDGET_PACKAGE_DIR, 'dist'),
      emptyOutDir: true,
      target: 'es2020',
      minify: true,
      sourcemap: false,
      lib: {
        entry: {
          index: resolve(WIDGET_PACKAGE_DIR, 'src/index.ts'),
          react: resolve(WIDGET_PACKAGE_DIR, 'src/react.ts'),
          wagmi: resolve(WIDGET_PACKAGE_DIR, 'src/wagmi.ts'),
        },
        formats: ['es'],
        fileName: (_format, name) => `${name}.js`,
      },
      rolldownOptions: { external: ['react', 'react/jsx-runtime'] },
    },
  })
  const tsc = spawnSync(
    process.execPath,
    [
      resolve(import.meta.dirname, '../node_modules/typescript/bin/tsc'),
      '-p',
      resolve(WIDGET_PACKAGE_DIR, 'tsconfig.json'),
    ],
    { encoding: 'utf8' },
  )
  if (tsc.status !== 0)
    throw new Error(`ferry-widget: tsc could not write the declarations\n${tsc.stdout}${tsc.stderr}`)
}

/** What an app's bundle takes in for each entry of the built package: the entry and the chunks it imports, gzip -9. */
export function widgetPackageEntrySizes(): { entry: string; gzip: number }[] {
  const dist = resolve(WIDGET_PACKAGE_DIR, 'dist')
  return ['index.js', 'react.js', 'wagmi.js'].map((entry) => {
    const seen = new Set<string>()
    const visit = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      for (const [, next] of readFileSync(resolve(dist, file), 'utf8').matchAll(/from\s*["']\.\/([^"']+)["']/g))
        visit(next!)
    }
    visit(entry)
    const gzip = [...seen].reduce((n, f) => n + gzipSync(readFileSync(resolve(dist, f)), { level: 9 }).length, 0)
    return { entry, gzip }
  })
}

if (import.meta.url === `file://${process.argv[1]}`) await buildWidgetPackage()
