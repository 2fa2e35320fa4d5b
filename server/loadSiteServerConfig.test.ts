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
})
