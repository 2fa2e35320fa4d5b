import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export type FileSize = { file: string; bytes: number; gzip: number }

/** Raw and gzip -9 size of one file. */
export function sizeOf(path: string, name = path): FileSize {
  const content = readFileSync(path)
  return { file: name, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length }
}

type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }

/**
 * The JavaScript a browser fetches before a page can run: every module
 * script and every modulepreload the built HTML names, and, since the page's
 * script only asks for its first load once the HTML is on screen, what that
 * script imports at once (its dynamic imports and all they import, from the
 * build's .vite/manifest.json). What the app imports later, on demand, is not
 * counted. Sizes are gzip -9, as the budget states them.
 */
export function measureFirstLoad(
  distDir: string,
  page: string,
  /** Only what the HTML names (its script and modulepreloads): what is compiled before the HTML is painted. */
  options: { htmlOnly?: boolean } = {},
): { files: FileSize[]; gzip: number; bytes: number } {
  const html = readFileSync(join(distDir, page), 'utf8')
  const urls = new Set<string>()
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\bsrc="/.test(tag)
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag)
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if ((isScript || isPreload) && url) urls.add(url)
  }
  if (!options.htmlOnly) addFirstLoad(distDir, urls)
  const files = [...urls].map((url) => {
    if (/^(https?:)?\/\//.test(url)) throw new Error(`${page} loads ${url} from elsewhere: it cannot be measured here`)
    return sizeOf(join(distDir, url.replace(/^\//, '')), url)
  })
  return { files, gzip: files.reduce((s, f) => s + f.gzip, 0), bytes: files.reduce((s, f) => s + f.bytes, 0) }
}

/** Adds to `urls` the chunks the page's entry scripts import at once (src/main.tsx, src/embed.tsx) and theirs. */
function addFirstLoad(distDir: string, urls: Set<string>): void {
  const path = join(distDir, '.vite/manifest.json')
  if (!existsSync(path)) return
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]))
  const add = (key: string) => {
    const chunk = manifest[key]!
    if (urls.has(`/${chunk.file}`) && chunk.isEntry !== true) return
    urls.add(`/${chunk.file}`)
    for (const next of chunk.imports ?? []) add(next)
  }
  for (const url of [...urls]) {
    const key = keyOf.get(url)
    if (key && manifest[key]!.isEntry) for (const next of manifest[key]!.dynamicImports ?? []) add(next)
  }
}
