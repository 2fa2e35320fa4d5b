import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export type FileSize = { file: string; bytes: number; gzip: number }

/** Raw and gzip -9 size of one file. */
export function sizeOf(path: string, name = path): FileSize {
  const content = readFileSync(path)
  return { file: name, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length }
}

/**
 * The JavaScript a browser fetches before a page can run: every module
 * script and every modulepreload the built HTML names (what is imported
 * later, on demand, is not counted). Sizes are gzip -9, as the budget states them.
 */
export function measureFirstLoad(distDir: string, page: string): { files: FileSize[]; gzip: number; bytes: number } {
  const html = readFileSync(join(distDir, page), 'utf8')
  const urls = new Set<string>()
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /\bsrc="/.test(tag)
    const isPreload = tag.startsWith('<link') && /\brel="modulepreload"/.test(tag)
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1]
    if ((isScript || isPreload) && url) urls.add(url)
  }
  const files = [...urls].map((url) => {
    if (/^(https?:)?\/\//.test(url)) throw new Error(`${page} loads ${url} from elsewhere: it cannot be measured here`)
    return sizeOf(join(distDir, url.replace(/^\//, '')), url)
  })
  return { files, gzip: files.reduce((s, f) => s + f.gzip, 0), bytes: files.reduce((s, f) => s + f.bytes, 0) }
}
