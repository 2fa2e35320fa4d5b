import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSiteServerConfig } from './loadSiteServerConfig'
import { makeDataDir } from './testing/siteServerFixtures'

describe('loadSiteServerConfig', () => {
  it('turns a network on by its key, with the public base URL by default', () => {
    const config = loadSiteServerConfig({
      env: {
        FERRY_TESTNET_API_KEY: 'k-test',
        FERRY_SERVER_PORT: '9001',
        FERRY_FRAME_ANCESTORS: "'self' https://a.example",
      },
    })
    expect(config.networks).toEqual({
      testnet: { serviceUrl: 'https://api.testnets.relay.link', apiKey: 'k-test' },
      // Mainnet without a key: on, keyless, for what the public service serves without one.
      mainnet: { serviceUrl: 'https://api.relay.link' },
    })
    expect(config.port).toBe(9001)
    expect(config.frameAncestors).toEqual(["'self'", 'https://a.example'])
  })

  it('takes the shared store from FERRY_SERVER_DATABASE_URL; without it (or empty) the file log in the data dir', () => {
    const url = 'postgres://ferry:secret@db.example:5432/ferry'
    expect(loadSiteServerConfig({ env: { FERRY_SERVER_DATABASE_URL: url } }).databaseUrl).toBe(url)
    expect(loadSiteServerConfig({ env: {} }).databaseUrl).toBeUndefined()
    expect(loadSiteServerConfig({ env: { FERRY_SERVER_DATABASE_URL: '' } }).databaseUrl).toBeUndefined()
  })

  it('overlays the environment on a JSON file', () => {
    const file = join(makeDataDir(), 'server.json')
    writeFileSync(
      file,
      JSON.stringify({
        distDir: 'build',
        networks: { mainnet: { serviceUrl: 'https://example.test', apiKey: 'from-file' } },
      }),
    )
    const config = loadSiteServerConfig({ env: { FERRY_SERVER_CONFIG: file, FERRY_MAINNET_API_KEY: 'from-env' } })
    expect(config.distDir).toBe('build')
    expect(config.networks.mainnet).toEqual({ serviceUrl: 'https://example.test', apiKey: 'from-env' })
  })

  it('runs without any key (the public networks keyless), and never echoes a key in an error', () => {
    expect(loadSiteServerConfig({ env: {} }).networks).toEqual({
      testnet: { serviceUrl: 'https://api.testnets.relay.link' },
      mainnet: { serviceUrl: 'https://api.relay.link' },
    })
    let message = ''
    try {
      loadSiteServerConfig({ env: { FERRY_MAINNET_API_KEY: 'secret-123', FERRY_MAINNET_SERVICE_URL: 'not a url' } })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/networks\.mainnet\.serviceUrl/)
    expect(message).not.toContain('secret-123')
  })

  it('takes the site name and app fees from the file, the environment overriding both', () => {
    const file = join(makeDataDir(), 'server.json')
    const fileFee = { recipient: `0x${'ab'.repeat(20)}`, bps: 30 }
    writeFileSync(
      file,
      JSON.stringify({
        siteName: 'From File',
        networks: {
          local: { serviceUrl: 'http://127.0.0.1:8790', appFees: [fileFee] },
          testnet: { appFees: [fileFee] },
        },
      }),
    )
    const fromFile = loadSiteServerConfig({ env: { FERRY_SERVER_CONFIG: file, FERRY_TESTNET_API_KEY: 'k' } })
    expect(fromFile.siteName).toBe('From File')
    expect(fromFile.networks.local?.appFees).toEqual([fileFee])
    expect(fromFile.networks.testnet).toEqual({
      serviceUrl: 'https://api.testnets.relay.link',
      apiKey: 'k',
      appFees: [fileFee],
    })

    const a = `0x${'1'.repeat(40)}`
    const b = `0x${'2'.repeat(40)}`
    const overlaid = loadSiteServerConfig({
      env: {
        FERRY_SERVER_CONFIG: file,
        FERRY_SITE_NAME: '  Example Bridge ',
        FERRY_LOCAL_APP_FEES: `${a}:50, ${b}:25`,
        FERRY_TESTNET_APP_FEES: 'off',
        // A public network is on anyway: its fees alone configure it.
        FERRY_MAINNET_APP_FEES: `${a}:10000`,
      },
    })
    expect(overlaid.siteName).toBe('Example Bridge')
    expect(overlaid.networks.local?.appFees).toEqual([
      { recipient: a, bps: 50 },
      { recipient: b, bps: 25 },
    ])
    expect(overlaid.networks.testnet).toEqual({ serviceUrl: 'https://api.testnets.relay.link' })
    expect(overlaid.networks.mainnet).toEqual({
      serviceUrl: 'https://api.relay.link',
      appFees: [{ recipient: a, bps: 10000 }],
    })
    for (const off of ['', '0', ' OFF '])
      expect(
        loadSiteServerConfig({ env: { FERRY_SERVER_CONFIG: file, FERRY_LOCAL_APP_FEES: off } }).networks.local,
      ).toEqual({ serviceUrl: 'http://127.0.0.1:8790' })
    expect(loadSiteServerConfig({ env: { FERRY_SERVER_CONFIG: file, FERRY_SITE_NAME: '' } }).siteName).toBeUndefined()
    // Local stays off unless configured: a fee alone does not turn it on.
    expect(loadSiteServerConfig({ env: { FERRY_LOCAL_APP_FEES: `${a}:50` } }).networks.local).toBeUndefined()
  })

  it('refuses a malformed fee, naming the variable and never echoing a key', () => {
    const a = `0x${'1'.repeat(40)}`
    const malformed = [
      `${a}`,
      `${a}:0`,
      `${a}:10001`,
      `${a}:1.5`,
      '0x1234:50',
      `${a}:50;${a}:50`,
      `${a}:6000 ${a}:5000`,
      Array(6).fill(`${a}:1`).join(','),
    ]
    for (const value of malformed) {
      let message = ''
      try {
        loadSiteServerConfig({ env: { FERRY_MAINNET_API_KEY: 'secret-123', FERRY_MAINNET_APP_FEES: value } })
      } catch (error) {
        message = (error as Error).message
      }
      expect(message, value).toMatch(/FERRY_MAINNET_APP_FEES/)
      expect(message).not.toContain('secret-123')
    }
    const file = join(makeDataDir(), 'server.json')
    writeFileSync(
      file,
      JSON.stringify({ siteName: 'x'.repeat(65), networks: { mainnet: { appFees: [{ recipient: a, bps: 0 }] } } }),
    )
    expect(() => loadSiteServerConfig({ env: { FERRY_SERVER_CONFIG: file } })).toThrow(
      /siteName.*networks\.mainnet\.appFees\.0\.bps/,
    )
  })
})
