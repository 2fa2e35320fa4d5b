/**
 * The npm package `ferry-widget` as an app gets it: built, packed with `npm pack`, installed from the tarball into an
 * empty app (offline: it has no dependencies; the app's React is this repository's), then rendered on the server with
 * react-dom/server (renderToString and renderToReadableStream: no throw, the widget's space at its height) and its
 * framework-free entry imported in Node; its types check in the app; each entry within its size budget.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { WIDGET_PACKAGE_ENTRY_BUDGET } from './budgets'
import { widgetPackageEntrySizes } from './buildWidgetPackage'
import { installWidgetPackage, TSC } from './installWidgetPackage'

const app = mkdtempSync(join(tmpdir(), 'ferry-widget-app-'))
beforeAll(() => installWidgetPackage(app), 180_000)
afterAll(() => rmSync(app, { recursive: true, force: true }))

test('an app that installed the tarball renders the component on the server at the widget height, and imports mount', () => {
  writeFileSync(
    join(app, 'ssr.mjs'),
    `import { createElement } from 'react'
import { renderToReadableStream, renderToString } from 'react-dom/server'
import { FerryWidget } from 'ferry-widget/react'
import { mount, FERRY_EVENTS, EMBED_PROTOCOL_VERSION } from 'ferry-widget'
import { wagmiWallet } from 'ferry-widget/wagmi'
const props = { src: 'https://ferry.example/embed.html', config: { network: 'mainnet' }, onCompleted: () => {} }
const string = renderToString(createElement(FerryWidget, props))
const tall = renderToString(createElement(FerryWidget, { ...props, height: 640 }))
const stream = await new Response(await renderToReadableStream(createElement(FerryWidget, props))).text()
// Made on the server (a module-level wallet in a Next.js client component is): it must not touch anything yet.
const wallet = wagmiWallet({ state: {}, subscribe: () => { throw new Error('subscribed on the server') } })
console.log(JSON.stringify({ string, tall, stream, wallet: typeof wallet.request, mount: typeof mount, events: FERRY_EVENTS, version: EMBED_PROTOCOL_VERSION, window: typeof window }))
`,
  )
  const out = JSON.parse(execFileSync(process.execPath, ['ssr.mjs'], { cwd: app, encoding: 'utf8' })) as Record<
    string,
    unknown
  >
  expect(out.window).toBe('undefined')
  expect(out.string).toBe('<div style="min-height:600px" data-ferry-widget=""></div>')
  expect(out.stream).toBe(out.string)
  expect(out.tall).toContain('min-height:640px')
  expect(out.mount).toBe('function')
  expect(out.wallet).toBe('function')
  expect(out.version).toBe(1)
  expect(out.events).toContain('execution.started')
})

test("the package's types reach the app: props are mount's options and each event a typed callback", () => {
  writeFileSync(
    join(app, 'app.ts'),
    `import { createElement } from 'react'
import { FerryWidget } from 'ferry-widget/react'
import { mount, type FerryHandle } from 'ferry-widget'
export const widget = createElement(FerryWidget, {
  src: '/embed.html',
  config: { network: 'local' },
  onExecutionStarted: ({ requestId }) => requestId.toUpperCase(),
  onCompleted: ({ txHashes }) => txHashes.length,
  // @ts-expect-error a completed transfer has no failReason
  onFailed: ({ failReason }: { failReason: number }) => failReason,
})
// @ts-expect-error an event the widget does not send
export const wrong = createElement(FerryWidget, { src: '/embed.html', onFinished: () => {} })
export const plain = (el: HTMLElement): FerryHandle => mount(el, { src: '/embed.html', height: 560 })
`,
  )
  writeFileSync(
    join(app, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'ESNext',
        moduleResolution: 'bundler',
        target: 'ES2022',
        lib: ['ES2022', 'DOM'],
        noEmit: true,
        types: [],
      },
      files: ['app.ts'],
    }),
  )
  execFileSync(process.execPath, [TSC, '-p', app], { encoding: 'utf8' })
})

test('each entry of the package is within its size budget', () => {
  const sizes = widgetPackageEntrySizes()
  expect(sizes.map((s) => s.entry)).toEqual(['index.js', 'react.js', 'wagmi.js'])
  for (const { gzip } of sizes) expect(gzip).toBeLessThanOrEqual(WIDGET_PACKAGE_ENTRY_BUDGET)
})
