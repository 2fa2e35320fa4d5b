import type { Page } from '@playwright/test'
import { buildExamples } from '../scripts/buildExamples'
import { expect, test } from './support/fixtures'
import { reviewAndConfirm } from './support/form'
import { E2E_HOST_URL, E2E_WIDGET_URL } from './support/ports'

/**
 * examples/ as an integrator runs them (scripts/buildExamples.ts: their own dependencies, `ferry-widget` from the packed
 * tarball, each built by its own tool), pointed at this run's devnet by their environment and served on the host
 * page's origin: the widget shows in each; in the Vite and Next.js apps a transfer is signed by the app's own wagmi
 * connection (the injected test wallet, connected with the app's button, handed over with `ferry-widget/wagmi`); the
 * Next.js page's server HTML already holds the widget's space.
 */
const CONFIG = {
  network: 'local',
  from: { chainId: 31337, token: 'ETH' },
  to: { chainId: 31338 },
  amount: '0.01',
  referrer: 'examples',
}

// One retry, kept as a guard: under four workers the frame sometimes never showed the app's account. The cause found:
// the app's wallet connected before the frame's wagmi provider mounted, whose mount emptied that connection and left
// the connector "connected" with no account (src/app/dropStaleConnection.ts now forgets it). A consistent failure
// still fails.
test.describe.configure({ mode: 'serial', retries: 1 })

test.beforeAll(async ({ manifest }, testInfo) => {
  test.setTimeout(600_000)
  const times = await buildExamples({
    src: `${E2E_WIDGET_URL}/embed.html`,
    config: CONFIG,
    chains: manifest.chains.map(({ id, name, rpcUrl }) => ({ id, name, rpcUrl })),
    base: '/examples/',
  })
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  console.log(
    `examples: install ${seconds(times.install)}, vite build ${seconds(times.vite)}, next build ${seconds(times.next)}`,
  )
  testInfo.annotations.push({ type: 'examples build', description: JSON.stringify(times) })
})

/** Connects the app's wagmi with its own button; the widget, waiting for the app's account, follows. */
async function transferThroughTheAppsWallet(page: Page, wallet: { callsFrom: { method: string; origin: string }[] }) {
  const frame = page.frameLocator('[data-ferry-widget] iframe')
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await expect(page.getByRole('button', { name: /^0x[0-9a-f]{4}…[0-9a-f]{4}$/i })).toBeVisible()
  await expect(frame.getByTestId('embed-account')).toContainText('Wallet of my app')
  const bridge = frame.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  await reviewAndConfirm(frame, bridge)
  await expect(frame.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  await expect(page.locator('#transfers li')).toHaveCount(1)
  const sends = wallet.callsFrom.filter((c) => c.method === 'eth_sendTransaction')
  expect(sends.length).toBeGreaterThan(0)
  // Signed on the app's page, by the app's connection: none from the widget's own frame.
  expect(sends.every((c) => c.origin === E2E_HOST_URL)).toBe(true)
}

function collectWarnings(page: Page) {
  const logs: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') logs.push(m.text())
  })
  return logs
}

test('the Vite React app: the widget shows, and a transfer is signed by the app’s wagmi connection', async ({
  page,
  wallet,
}) => {
  await page.goto(`${E2E_HOST_URL}/examples/vite-react/`)
  await transferThroughTheAppsWallet(page, wallet)
})

test('the Next.js app: its server HTML holds the widget’s space, it hydrates cleanly, and a transfer is signed by the app’s wagmi connection', async ({
  page,
  browser,
  wallet,
}) => {
  const url = `${E2E_HOST_URL}/examples/nextjs/`
  expect(await (await fetch(url)).text()).toContain('<div style="min-height:600px" data-ferry-widget=""></div>')
  const bare = await browser.newContext({ javaScriptEnabled: false })
  const serverPage = await bare.newPage()
  await serverPage.goto(url)
  expect((await serverPage.locator('[data-ferry-widget]').boundingBox())!.height).toBe(600)
  const serverBelow = (await serverPage.locator('#below').boundingBox())!.y
  await bare.close()

  const logs = collectWarnings(page)
  // Where the text below the widget is the moment the frame is put in (before the widget reports its own height).
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
  await page.goto(url)
  await expect(page.locator('[data-ferry-widget] iframe')).toBeVisible()
  // The frame took the box's place at the box's height: what is below is where the server put it.
  expect(await page.evaluate(() => (window as unknown as { belowAtFrame: number }).belowAtFrame)).toBe(serverBelow)
  await transferThroughTheAppsWallet(page, wallet)
  expect(logs.filter((text) => /hydrat/i.test(text))).toEqual([])
})

test('the plain HTML page: mount from the installed package shows the widget', async ({ page }) => {
  await page.goto(`${E2E_HOST_URL}/examples/html/`)
  await expect(page.locator('#status')).toHaveText('Ferry is ready')
  await expect(page.frameLocator('#ferry iframe').getByRole('button', { name: /^Bridge from|Connect/ })).toBeVisible()
})
