import { Hono } from 'hono'
import { describe, expect, inject, it } from 'vitest'
import { devnetManifestSchema, errorBodySchema } from '../../../src/api/schemas'
import { devnetHarness } from '../../testing/devnetHarness'
import { localOnly } from './registerAdminRoutes'

// Issue #15, findings 3 and 4: the API key (the webhook secret) and the admin API must not reach web pages or other
// machines.
const h = devnetHarness(inject('manifest'))
const key = h.manifest.apiKeys[0]!

describe('what the devnet shows beyond local programs', () => {
  it('serves the manifest a page needs without the API keys, which stay in manifest.json', async () => {
    const answer = await h.request('/devnet/manifest', { headers: { origin: 'http://evil.example' } })
    expect(answer.status).toBe(200)
    expect(JSON.stringify(answer.body)).not.toContain(key)
    expect(devnetManifestSchema.parse(answer.body).chains.length).toBe(h.manifest.chains.length)
  })

  it('refuses admin calls from web pages, reads included, and lets a local script through', async () => {
    const origin = { origin: 'http://evil.example' }
    for (const [path, init] of [
      ['/devnet/faults', { method: 'POST', headers: { ...origin, 'content-type': 'application/json' }, body: '{}' }],
      ['/devnet/faults', { headers: origin }],
      [`/devnet/webhooks/${key}`, { headers: origin }],
      [`/devnet/webhooks/${key}/deliveries`, { headers: origin }],
    ] as const) {
      const answer = await h.request(path, init)
      expect(answer.status, `${init.method ?? 'GET'} ${path}`).toBe(403)
      expect(errorBodySchema.parse(answer.body).errorCode).toBe('FORBIDDEN')
    }
    expect((await h.request('/devnet/faults')).status).toBe(200)
  })

  it('refuses admin calls from another machine or from an unknown address, GET included', async () => {
    const app = new Hono()
    app.use('*', localOnly)
    app.get('/devnet/webhooks', (c) => c.json({ secret: key }))
    app.onError((error, c) => c.json({ message: error.message }, 403))
    const from = (remoteAddress: string | undefined) =>
      app.request('/devnet/webhooks', {}, { incoming: { socket: { remoteAddress } } })
    expect((await from('192.0.2.10')).status).toBe(403)
    expect((await from(undefined)).status).toBe(403)
    expect((await from('::ffff:198.51.100.7')).status).toBe(403)
    expect((await from('127.0.0.1')).status).toBe(200)
    expect((await from('::1')).status).toBe(200)
  })
})
