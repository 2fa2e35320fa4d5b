/**
 * Part (1), bundle: what each page loads before it runs (every module script
 * and modulepreload its HTML names, and its stylesheets), gzip -9 as the
 * budget counts; every JavaScript file of the build; and the modules that
 * weigh most in each Ferry page's first load, attributed by source map.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import { EMBED_FIRST_LOAD_BUDGET } from '../scripts/budgets'
import { type FileSize, measureFirstLoad, sizeOf } from '../scripts/measureFirstLoad'
import type { BenchContext } from './lib/context'
import { modulesOfBuiltFile } from './lib/sourcemapSizes'

export type PageBundle = {
  page: string
  js: { files: number; bytes: number; gzip: number }
  css: { files: number; bytes: number; gzip: number }
  /** The largest modules of the first-load JavaScript: minified bytes (by source map) and those bytes alone gzipped. */
  topModules: { module: string; bytes: number; gzipAlone: number }[]
  /** The same by npm package (or `src/<folder>`). */
  topPackages: { name: string; bytes: number; modules: number }[]
  files: FileSize[]
}

export type BundleResult = {
  pages: PageBundle[]
  totalJs: { files: number; bytes: number; gzip: number }
  embedBudget: number
}

const TOP = 15

/** The stylesheets a built page links (what it must fetch before it paints). */
function firstLoadCss(distDir: string, page: string): FileSize[] {
  const html = readFileSync(join(distDir, page), 'utf8')
  const urls = new Set<string>()
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    const url = /\bhref="([^"]+)"/.exec(tag)?.[1]
    if (/\brel="stylesheet"/.test(tag) && url && !/^(https?:)?\/\//.test(url)) urls.add(url)
  }
  return [...urls].map((url) => sizeOf(join(distDir, url.replace(/^\//, '')), url))
}

const packageOf = (module: string) => {
  if (module.startsWith('src/')) return module.split('/').slice(0, 2).join('/')
  const parts = module.split('/')
  return parts[0]!.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

export function measurePage(distDir: string, page: string, label = page): PageBundle {
  const js = measureFirstLoad(distDir, page)
  const css = firstLoadCss(distDir, page)
  const modules = js.files.flatMap((f) => modulesOfBuiltFile(distDir, f.file))
  const byPackage = new Map<string, { bytes: number; modules: number }>()
  for (const m of modules) {
    const entry = byPackage.get(packageOf(m.module)) ?? { bytes: 0, modules: 0 }
    entry.bytes += m.bytes
    entry.modules += 1
    byPackage.set(packageOf(m.module), entry)
  }
  return {
    page: label,
    js: { files: js.files.length, bytes: js.bytes, gzip: js.gzip },
    css: {
      files: css.length,
      bytes: css.reduce((s, f) => s + f.bytes, 0),
      gzip: css.reduce((s, f) => s + f.gzip, 0),
    },
    topModules: modules
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, TOP)
      .map((m) => ({ module: m.module, bytes: m.bytes, gzipAlone: gzipSync(m.text, { level: 9 }).length })),
    topPackages: [...byPackage]
      .map(([name, v]) => ({ name, ...v }))
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, TOP),
    files: [...js.files, ...css],
  }
}

function allJs(dir: string, root = dir): FileSize[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return allJs(path, root)
    return entry.name.endsWith('.js') ? [sizeOf(path, relative(root, path))] : []
  })
}

export async function benchBundle(context: BenchContext): Promise<BundleResult> {
  const dir = await context.ferryDir()
  const pages = [
    measurePage(dir, 'embed.html', 'embed.html (Ferry embed)'),
    measurePage(dir, 'index.html', 'index.html (Ferry demo page)'),
  ]
  for (const name of ['react', 'wagmi'] as const) {
    const refDir = await context.referenceDir(name)
    pages.push(
      measurePage(
        refDir,
        'index.html',
        name === 'react' ? 'reference: React alone' : 'reference: React + wagmi + viem + react-query',
      ),
    )
  }
  const js = allJs(dir)
  return {
    pages,
    totalJs: {
      files: js.length,
      bytes: js.reduce((s, f) => s + f.bytes, 0),
      gzip: js.reduce((s, f) => s + f.gzip, 0),
    },
    embedBudget: EMBED_FIRST_LOAD_BUDGET,
  }
}
