import { readFileSync, statSync } from 'node:fs'
import { extname, join, relative, resolve, sep } from 'node:path'
import type { Context } from 'hono'
import { jsonError } from './jsonError'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
}

/** Vite puts content-hashed files under /assets: a new build has new names, so they can be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Everything else (html, ferry-embed.js, favicon) names the current build and must be revalidated. */
const REVALIDATE = 'no-cache'

/** Source maps carry the full sources; the widget does not need them and a visitor should not get them. */
const SOURCE_MAP_EXTENSION = '.map'

/**
 * A GET/HEAD handler for the built widget. Never served, whatever a deploy
 * left in the folder: a path with a segment starting with `.` (`.env`,
 * `.git/`) and source maps; they answer exactly like a missing file. Unknown paths without a file
 * extension fall back to index.html so that client-side routes load; a
 * missing asset stays a 404 (serving html for a .js would hide the error).
 */
export function serveDist(distDir: string) {
  const root = resolve(distDir)
  return (c: Context): Response => {
    let pathname: string
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname)
    } catch {
      return jsonError(c, 400, 'INVALID_INPUT', 'Bad request')
    }
    if (pathname.includes('\0')) return jsonError(c, 400, 'INVALID_INPUT', 'Bad request')
    const notFound = () => jsonError(c, 404, 'NOT_FOUND', 'Not found')
    const candidate = resolve(root, `.${pathname}`)
    // resolve() collapses `..`; anything that ends up outside the dist dir is not ours to serve.
    if (candidate !== root && !candidate.startsWith(root + sep)) return notFound()
    // Checked on the decoded path (before `..` and `//` collapse) and on the file it resolves to.
    if (isHidden(pathname.split('/')) || isHidden(relative(root, candidate).split(sep))) return notFound()
    const file = fileAt(candidate) ?? fileAt(join(candidate, 'index.html'))
    if (file) return send(c, file, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE)
    if (extname(pathname) === '') {
      const index = fileAt(join(root, 'index.html'))
      if (index) return send(c, index, REVALIDATE)
    }
    return notFound()
  }
}

function isHidden(segments: string[]): boolean {
  return segments.some((s) => s.startsWith('.') || s.toLowerCase().endsWith(SOURCE_MAP_EXTENSION))
}

function fileAt(path: string): { path: string; size: number; mtimeMs: number } | undefined {
  try {
    const stat = statSync(path)
    return stat.isFile() ? { path, size: stat.size, mtimeMs: stat.mtimeMs } : undefined
  } catch {
    return undefined
  }
}

function send(c: Context, file: { path: string; size: number; mtimeMs: number }, cacheControl: string): Response {
  const etag = `W/"${file.size.toString(16)}-${Math.floor(file.mtimeMs).toString(16)}"`
  const headers = {
    'content-type': CONTENT_TYPES[extname(file.path).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    etag,
  }
  if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers)
  if (c.req.method === 'HEAD') return c.body(null, 200, { ...headers, 'content-length': String(file.size) })
  return c.body(new Uint8Array(readFileSync(file.path)), 200, headers)
}
