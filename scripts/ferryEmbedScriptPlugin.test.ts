import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { bundleFerryEmbed } from './ferryEmbedScriptPlugin'

describe('ferry-embed.js', () => {
  it('is one small classic script with no imports that defines Ferry.mount', async () => {
    const code = await bundleFerryEmbed()
    expect(code).not.toMatch(/\bimport\s*[({"']|\brequire\(|\bexport\s/)
    expect(code.startsWith('(function')).toBe(true)
    const window: { Ferry?: { mount: unknown; version: number } } = {}
    new Function('window', 'self', code)(window, window)
    expect(typeof window.Ferry?.mount).toBe('function')
    expect(window.Ferry?.version).toBe(1)
    expect(gzipSync(code, { level: 9 }).length).toBeLessThan(4_000)
  }, 30_000)
})
