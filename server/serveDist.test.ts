import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSiteServer } from './createSiteServer'
import { EventLog } from './EventLog'
import { LOCAL_KEY, makeDataDir, makeFakeDist, TESTNET_KEY } from './testing/siteServerFixtures'

let distDir: string
let eventLog: EventLog
let app: ReturnType<typeof createSiteServer>

beforeAll(() => {
  distDir = makeFakeDist()
  eventLog = EventLog.open(makeDataDir())
  app = createSiteServer(
    {
      distDir,
      dataDir: makeDataDir(),
      frameAncestors: ["'self'", 'https://host.example'],
      networks: {
        local: { serviceUrl: 'http://127.0.0.1:9', apiKey: LOCAL_KEY },
        testnet: { serviceUrl: 'http://127.0.0.1:9', apiKey: TESTNET_KEY },
      },
    },
    { eventLog },
  )
})
afterAll(() => eventLog.close())

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? filesUnder(path) : [path]
  })
}

describe('static dist', () => {
  it('serves every dist file without the key in body or headers', async () => {
    for (const file of filesUnder(distDir)) {
      const response = await app.request(`/${relative(distDir, file)}`)
      expect(response.status, file).toBe(200)
      const text = await response.text()
      const headers = [...response.headers].map(([n, v]) => `${n}: ${v}`).join('\n')
      for (const key of [LOCAL_KEY, TESTNET_KEY]) {
        expect(text).not.toContain(key)
        expect(headers).not.toContain(key)
      }
    }
  })

  it('caches hashed assets for a year and revalidates html and unhashed files', async () => {
    const asset = await app.request('/assets/index-Ab12Cd34.js')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(asset.headers.get('content-type')).toContain('text/javascript')
    const html = await app.request('/')
    expect(html.headers.get('cache-control')).toBe('no-cache')
    expect(html.headers.get('content-type')).toContain('text/html')
    expect((await app.request('/ferry-embed.js')).headers.get('cache-control')).toBe('no-cache')
    const etag = html.headers.get('etag')
    expect(etag).toBeTruthy()
    expect((await app.request('/', { headers: { 'if-none-match': etag ?? '' } })).status).toBe(304)
  })

  it('sends CSP (the configured frame-ancestors on the embed only), nosniff and a referrer policy', async () => {
    const embedCsp = (await app.request('/embed.html')).headers.get('content-security-policy') ?? ''
    expect(embedCsp).toContain("frame-ancestors 'self' https://host.example;")
    const response = await app.request('/')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("frame-ancestors 'self';")
    // The first paint's inline script by its hash, and nothing else inline.
    const hash = createHash('sha256').update('document.body.dataset.first = "paint"').digest('base64')
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    // API answers carry them too.
    expect((await app.request('/api/local/nope')).headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('falls back to index.html for client routes, but not for missing assets or API paths', async () => {
    const route = await app.request('/activity/0xabc')
    expect(route.status).toBe(200)
    expect(await route.text()).toContain('<div id="root">')
    expect((await app.request('/assets/missing-123.js')).status).toBe(404)
    const api = await app.request('/api/unknown')
    expect(api.status).toBe(404)
    expect(api.headers.get('content-type')).toContain('application/json')
  })

  it("answers a request's own page (/r/<requestId>) with index.html, query and all", async () => {
    const page = await app.request(`/r/0x${'ab'.repeat(32)}?network=local`)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('<div id="root">')
  })

  it('does not serve files outside the dist dir', async () => {
    for (const path of ['/../package.json', '/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/package.json']) {
      const response = await app.request(path)
      expect(await response.text(), path).not.toContain('"name"')
    }
  })
})

describe('static dist: what is never served (issue 15)', () => {
  const SECRET = 'secret-marker-0e1f2a'
  let hiddenApp: ReturnType<typeof createSiteServer>
  let hiddenLog: EventLog

  beforeAll(() => {
    // A dist dir someone deployed carelessly: an .env, a .git folder, source maps with full sources.
    const dir = makeFakeDist()
    writeFileSync(join(dir, '.env'), `FERRY_LOCAL_API_KEY=${SECRET}`)
    mkdirSync(join(dir, '.git'))
    writeFileSync(join(dir, '.git', 'config'), `[remote "origin"] url = https://${SECRET}@example.com/x.git`)
    writeFileSync(join(dir, 'assets', '.hidden'), SECRET)
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd34.js.map'), JSON.stringify({ sourcesContent: [SECRET] }))
    writeFileSync(join(dir, 'ferry-embed.js.map'), JSON.stringify({ sourcesContent: [SECRET] }))
    mkdirSync(join(dir, '.well-hidden'))
    writeFileSync(join(dir, '.well-hidden', 'index.html'), SECRET)
    hiddenLog = EventLog.open(makeDataDir())
    hiddenApp = createSiteServer(
      {
        distDir: dir,
        dataDir: makeDataDir(),
        networks: { local: { serviceUrl: 'http://127.0.0.1:9', apiKey: LOCAL_KEY } },
      },
      { eventLog: hiddenLog },
    )
  })
  afterAll(() => hiddenLog.close())

  async function expectRefused(path: string, method: 'GET' | 'HEAD' = 'GET') {
    const response = await hiddenApp.request(`http://localhost${path}`, { method })
    expect(response.status, `${method} ${path}`).toBe(404)
    const text = await response.text()
    expect(text, path).not.toContain(SECRET)
    if (method === 'GET')
      expect(JSON.parse(text), path).toMatchObject({ errorCode: 'NOT_FOUND', message: expect.any(String) })
  }

  it('never serves a dotfile or anything in a dot-folder, however the path is spelled', async () => {
    for (const path of [
      '/.env',
      '/%2eenv',
      '/%2Eenv',
      '//.env',
      '/assets/..%2f.env',
      '/assets/%2e%2e%2f.env',
      '/assets/..%2F%2eenv',
      '/assets//..//.env',
      '/.git/config',
      '/%2egit/config',
      '/.git%2fconfig',
      '//.git//config',
      '/assets/.hidden',
      '/assets/%2ehidden',
      '/.well-hidden/',
      '/.well-hidden',
    ])
      await expectRefused(path)
    await expectRefused('/.env', 'HEAD')
  })

  it('never serves a source map, however the path is spelled', async () => {
    for (const path of [
      '/assets/index-Ab12Cd34.js.map',
      '/assets/index-Ab12Cd34.js%2emap',
      '/assets/index-Ab12Cd34.js.map/',
      '/assets%2findex-Ab12Cd34.js.map',
      '//assets//index-Ab12Cd34.js.map',
      '/ferry-embed.js.map',
      '/ferry-embed.js.MAP',
    ])
      await expectRefused(path)
    await expectRefused('/ferry-embed.js.map', 'HEAD')
    // What sits beside them is still served.
    expect((await hiddenApp.request('/assets/index-Ab12Cd34.js')).status).toBe(200)
    expect((await hiddenApp.request('/ferry-embed.js')).status).toBe(200)
  })
})

describe('the real widget build', () => {
  // Built here with every key variable the site server reads set to a marker, so the check never
  // depends on a dist/ someone happened to build: no key may reach the bundle, however it is configured.
  it('contains no API key from the environment', async () => {
    const marker = 'ferry-key-marker-7f3a9c'
    const outDir = mkdtempSync(join(tmpdir(), 'ferry-dist-'))
    const saved = { ...process.env }
    Object.assign(process.env, {
      FERRY_LOCAL_API_KEY: marker,
      FERRY_TESTNET_API_KEY: marker,
      FERRY_MAINNET_API_KEY: marker,
    })
    try {
      const { build } = await import('vite')
      await build({ logLevel: 'silent', build: { outDir, emptyOutDir: true, sourcemap: false } })
      const files = filesUnder(outDir)
      expect(files.some((f) => f.endsWith('index.html'))).toBe(true)
      for (const file of files) {
        const text = readFileSync(file, 'utf8')
        expect(text.includes(marker), file).toBe(false)
        expect(text.includes('ferry-devnet-key'), file).toBe(false)
      }
    } finally {
      process.env = saved
      rmSync(outDir, { recursive: true, force: true })
    }
  }, 120_000)
})
