import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { measureFirstLoad } from './measureFirstLoad'

describe('measureFirstLoad', () => {
  it('counts every module script and modulepreload of the page, gzip -9, and nothing loaded later', () => {
    const dist = mkdtempSync(join(tmpdir(), 'ferry-size-'))
    mkdirSync(join(dist, 'assets'))
    const entry = 'console.log("entry");'.repeat(50)
    const shared = 'export const shared = 1;'.repeat(80)
    writeFileSync(join(dist, 'assets/entry.js'), entry)
    writeFileSync(join(dist, 'assets/shared.js'), shared)
    writeFileSync(join(dist, 'assets/lazy.js'), 'x'.repeat(10_000))
    writeFileSync(
      join(dist, 'embed.html'),
      `<html><head><script type="module" crossorigin src="/assets/entry.js"></script>
      <link rel="modulepreload" crossorigin href="/assets/shared.js"><link rel="stylesheet" href="/assets/x.css"></head><body></body></html>`,
    )
    const result = measureFirstLoad(dist, 'embed.html')
    expect(result.files.map((f) => f.file)).toEqual(['/assets/entry.js', '/assets/shared.js'])
    expect(result.gzip).toBe(gzipSync(entry, { level: 9 }).length + gzipSync(shared, { level: 9 }).length)
    expect(result.bytes).toBe(entry.length + shared.length)
  })
})
