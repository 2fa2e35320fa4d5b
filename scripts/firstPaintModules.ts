import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

/** The entry points whose static imports are the first paint: what a page draws before the app arrives. */
export const FIRST_PAINT_ENTRIES = ['src/main.tsx', 'src/embed.tsx']

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm

function resolveModule(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec)
  return [`${base}.ts`, `${base}.tsx`, base].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate))
}

/**
 * The source files the first paint's bundle holds (static imports from its entries, relative to `root`), so that
 * its messages, and no others, come with the first load (scripts/messagesPlugin.ts).
 */
export function firstPaintModules(root: string): string[] {
  const seen = new Set<string>()
  const walk = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolveModule(file, match[1]!)
      if (next) walk(next)
    }
  }
  for (const entry of FIRST_PAINT_ENTRIES) walk(resolve(root, entry))
  return [...seen].map((file) => relative(root, file)).sort()
}
