/**
 * The embed's host page on an origin of its own (another port than the widget): serves public/ as a plain static
 * site, the way any page that embeds Ferry would be served; under /package-app/ the app e2e/widgetPackage.spec.ts
 * builds with the npm package (PACKAGE_APP_DIST); under /examples/<name>/ the apps of examples/ as
 * e2e/examples.spec.ts builds them (scripts/examplesDir.ts). `npx tsx e2e/support/serveHostPage.ts PORT`.
 */
import { serve } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'
import { EXAMPLE_ROOTS } from '../../scripts/examplesDir'
import { PACKAGE_APP_DIST } from './ports'

const port = Number(process.argv[2] ?? 14174)
const app = new Hono()
app.get('/health', (c) => c.text('ok'))
app.use(
  '/package-app/*',
  serveStatic({ root: PACKAGE_APP_DIST, rewriteRequestPath: (path) => path.replace(/^\/package-app/, '') }),
)
for (const [name, root] of Object.entries(EXAMPLE_ROOTS))
  app.use(
    `/examples/${name}/*`,
    serveStatic({ root, rewriteRequestPath: (path) => path.slice(`/examples/${name}`.length) }),
  )
app.use('/*', serveStatic({ root: './public' }))
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => console.log(`host page on http://127.0.0.1:${port}`))
