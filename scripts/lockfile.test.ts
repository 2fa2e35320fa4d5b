import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/**
 * `npm ci` refuses a lock file that lacks an entry for any optional dependency
 * of a locked package, even one for another platform. This registry serves only
 * some platform builds (Biome's Linux ones, say), and `npm install` then drops
 * the others from the lock: CI fails in two seconds while every local run, on an
 * existing node_modules, passes. The missing entries are kept by hand, with
 * version, os and cpu but no download, so `npm ci` skips them on this machine.
 */
type LockEntry = { version?: string; optionalDependencies?: Record<string, string> }

const lock = JSON.parse(readFileSync(new URL('../package-lock.json', import.meta.url), 'utf8')) as {
  packages: Record<string, LockEntry>
}

describe('package-lock.json', () => {
  it('has an entry for every optional dependency of a locked package, so npm ci accepts it', () => {
    const missing: string[] = []
    for (const [path, entry] of Object.entries(lock.packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        const nested = `${path ? `${path}/` : ''}node_modules/${name}`
        if (!lock.packages[nested] && !lock.packages[`node_modules/${name}`]) missing.push(`${name} (for ${path})`)
      }
    }
    expect(missing).toEqual([])
  })
})
