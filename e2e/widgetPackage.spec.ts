import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { build } from 'vite'
import { installWidgetPackage } from '../scripts/installWidgetPackage'
import { expect, test } from './support/fixtures'
import { recordQuotes, reviewAndConfirm } from './support/form'
import { E2E_HOST_URL, E2E_WIDGET_URL, PACKAGE_APP_DIST } from './support/ports'

/**
 * An integrator's React app with `ferry-widget` installed from the packed tarball: rendered on the server
 * (renderToString), hydrated in Chromium on the host page's origin, the widget on its own, the host's wallet handed
 * over; a transfer on the devnet reaches the app's typed callbacks.
 */
const APP = resolve(dirname(PACKAGE_APP_DIST))
const CONFIG = {
  network: 'local',
  from: { chainId: 31337, token: 'ETH' },
  to: { chainId: 31338 },
  amount: '0.01',
  referrer: 'package-app',
}

const APP_JS = `import { createElement, useState } from 'react'
import { FerryWidget } from 'ferry-widget/react'
const config = ${JSON.stringify(CONFIG)}
export function App() {
  const [events, setEvents] = useState([])
  const log = (type) => (payload) => setEvents((list) => [...list, { type, payload }])
  return createElement('main', null,
    createElement('h1', null, 'An app with Ferry'),
    createElement(FerryWidget, {
      src: ${JSON.stringify(`${E2E_WIDGET_URL}/embed.html`)},
      config,
      wallet: typeof window === 'undefined' ? undefined : window.ethereum,
      walletInfo: { name: 'Wallet of the app' },
      onReady: log('ready'),
      onQuote: log('quote'),
      onExecutionStarted: log('execution.started'),
      onStatus: log('status'),
      onCompleted: log('completed'),
      onFailed: log('failed'),
      onError: log('error'),
    }),
    createElement('p', { id: 'below' }, 'Below the widget'),
    createElement('ol', { id: 'events' }, events.map((e, i) =>
      createElement('li', { key: i, 'data-type': e.type }, JSON.stringify(e.payload)))))
}
`
const CLIENT_JS = `import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { App } from './App.js'
window.hydrationErrors = []
hydrateRoot(document.getElementById('root'), createElement(App), {
  onRecoverableError: (error) => window.hydrationErrors.push(String(error)),
})
`
const SSR_JS = `import { readFileSync, writeFileSync } from 'node:fs'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { App } from './App.js'
const page = 'dist/index.html'
writeFileSync(page, readFileSync(page, 'utf8').replace('<div id="root"></div>', '<div id="root">' + renderToString(createElement(App)) + '</div>'))
`

test.beforeAll(async () => {
  test.setTimeout(240_000)
  await installWidgetPackage(APP)
  writeFileSync(join(APP, 'App.js'), APP_JS)
  writeFileSync(join(APP, 'client.js'), CLIENT_JS)
  writeFileSync(join(APP, 'ssr.mjs'), SSR_JS)
  writeFileSync(
    join(APP, 'index.html'),
    '<!doctype html><html><head><meta charset="utf-8"><title>App</title></head><body><div id="root"></div><script type="module" src="./client.js"></script></body></html>',
  )
  await build({ configFile: false, logLevel: 'warn', root: APP, base: '/package-app/', build: { outDir: 'dist' } })
  execFileSync(process.execPath, ['ssr.mjs'], { cwd: APP })
})

test("the app's server HTML holds the widget's space; hydrated, the widget signs through the app's wallet and the typed callbacks hear the transfer", async ({
  page,
  browser,
  wallet,
}) => {
  // The server's HTML alone (no script runs): the widget's box at its height, what follows already below it.
  expect(readFileSync(join(PACKAGE_APP_DIST, 'index.html'), 'utf8')).toContain('data-ferry-widget')
  const bare = await browser.newContext({ javaScriptEnabled: false })
  const serverPage = await bare.newPage()
  await serverPage.goto(`${E2E_HOST_URL}/package-app/`)
  const serverBox = await serverPage.locator('[data-ferry-widget]').boundingBox()
  const serverBelow = await serverPage.locator('#below').boundingBox()
  expect(serverBox!.height).toBe(600)
  await bare.close()

  const logs: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logs.push(m.text())
  })
  // Where the text below the widget is the moment the frame is put in (before the widget can report its height).
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('[data-ferry-widget] iframe')) return
      seen.disconnect()
      ;(window as unknown as { belowAtFrame: number }).belowAtFrame = document
        .getElementById('below')!
        .getBoundingClientRect().y
    })
    seen.observe(document, { childList: true, subtree: true })
  })
  const quotes = recordQuotes(page)
  await page.goto(`${E2E_HOST_URL}/package-app/`)
  const frame = page.frameLocator('[data-ferry-widget] iframe')
  await expect(page.locator('#events li[data-type="ready"]')).toHaveCount(1)
  // The frame took the box's place at the same height: what is below did not move.
  expect(await page.evaluate(() => (window as unknown as { belowAtFrame: number }).belowAtFrame)).toBe(serverBelow!.y)
  await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the app')

  const bridge = frame.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  await reviewAndConfirm(frame, bridge)
  await expect(frame.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  const requestId = quotes.latestId()!

  // The deposit was signed by the app's wallet, through the bridge; the callbacks heard it in order.
  const sends = wallet.callsFrom.filter((c) => c.method === 'eth_sendTransaction')
  expect(sends.length).toBeGreaterThan(0)
  expect(sends.every((c) => c.origin === E2E_HOST_URL)).toBe(true)
  await expect(page.locator('#events li[data-type="completed"]')).toHaveCount(1)
  const types = await page.locator('#events li').evaluateAll((items) => items.map((li) => li.getAttribute('data-type')))
  expect(types.indexOf('quote')).toBeLessThan(types.indexOf('execution.started'))
  expect(types.indexOf('execution.started')).toBeLessThan(types.indexOf('completed'))
  const completed = JSON.parse((await page.locator('#events li[data-type="completed"]').textContent()) ?? '') as {
    requestId: string
    txHashes: string[]
  }
  expect(completed.requestId).toBe(requestId)
  expect(completed.txHashes.length).toBeGreaterThan(0)

  // The client took over the server's HTML without a mismatch.
  expect(await page.evaluate(() => (window as unknown as { hydrationErrors: string[] }).hydrationErrors)).toEqual([])
  expect(logs.filter((text) => /hydrat/i.test(text))).toEqual([])
})
