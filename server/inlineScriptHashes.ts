import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** A classic inline script: `<script>` with no attribute (the JSON data scripts have a type, module scripts a src). */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g

/**
 * The CSP sources (`'sha256-…'`) of the inline scripts in the build's pages: the prerendered first paint's script
 * (scripts/prerenderPlugin.ts) runs before any module, inline, and the CSP's `script-src 'self'` allows it by hash
 * alone. Read from the HTML as built, so the server allows exactly what it serves.
 */
export function inlineScriptHashes(distDir: string): string[] {
  let pages: string[]
  try {
    pages = readdirSync(distDir).filter((name) => name.endsWith('.html'))
  } catch {
    return []
  }
  const hashes = new Set<string>()
  for (const page of pages)
    for (const [, script] of readFileSync(join(distDir, page), 'utf8').matchAll(INLINE_SCRIPT))
      hashes.add(`'sha256-${createHash('sha256').update(script!, 'utf8').digest('base64')}'`)
  return [...hashes].sort()
}
