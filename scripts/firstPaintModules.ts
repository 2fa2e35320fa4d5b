import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'

/**
 * The modules whose static imports are the first paint: what a page draws before the app arrives. The pages'
 * scripts (src/main.tsx, src/embed.tsx) import them once the HTML's own first paint is on screen.
 */
export const FIRST_PAINT_ENTRIES = ['src/app/demoBoot.tsx', 'src/app/embedBoot.tsx']

/** The pages' own scripts, which the HTML names. */
const PAGE_SCRIPTS = ['src/main.tsx', 'src/embed.tsx']

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"](\.[^'"]+)['"]/gm

function resolveModule(from: string, spec: string): string | undefined {
  const base = resolve(dirname(from), spec)
  return [`${base}.ts`, `${base}.tsx`, base].find((candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate))
}

/** The source files reached from `entries` by static imports, as absolute paths. */
function reachedFrom(root: string, entries: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const walk = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = resolveModule(file, match[1]!)
      if (next) walk(next)
    }
  }
  for (const entry of entries) walk(resolve(root, entry))
  return seen
}

/**
 * The source files the first paint's bundle holds (static imports from its entries, relative to `root`), so that
 * its messages, and no others, come with the first load (scripts/messagesPlugin.ts).
 */
export function firstPaintModules(root: string): string[] {
  return [...reachedFrom(root, FIRST_PAINT_ENTRIES)].map((file) => relative(root, file)).sort()
}

/**
 * The source files both pages' first paints hold (absolute paths): vite.config.ts keeps them in one chunk, so that
 * which of them the app's lazy chunks also use does not split the first load into more, smaller files.
 */
export function sharedFirstPaintModules(root: string): Set<string> {
  const [first, ...others] = FIRST_PAINT_ENTRIES.map((entry) => reachedFrom(root, [entry]))
  // Not what the pages' own scripts import: that stays small, apart from this chunk and what it imports.
  const pageScripts = reachedFrom(root, PAGE_SCRIPTS)
  return new Set([...first!].filter((file) => others.every((set) => set.has(file)) && !pageScripts.has(file)))
}
