import type { FrameLocator, Page } from '@playwright/test'
import { encodeConfigParam } from '../src/embed-host/configParam'
import { expect, test } from './support/fixtures'
import { recordQuotes, reviewAndConfirm } from './support/form'
import { E2E_HOST_URL, E2E_WIDGET_URL } from './support/ports'

// The example host page on one origin, the widget on another (as e2e/embed.spec.ts).
const CONFIG = { network: 'local', from: { chainId: 31337, token: 'ETH' }, to: { chainId: 31338 }, amount: '0.01' }
const hostPage = (config: object) =>
  `${E2E_HOST_URL}/embed-example.html?widget=${encodeURIComponent(E2E_WIDGET_URL)}&config=${encodeConfigParam(config)}`
const widget = (page: Page): FrameLocator => page.frameLocator('#ferry iframe')

/** Bridges the configured amount through the host page's wallet, once the widget has it, to the fill. */
async function bridgeInWidget(frame: FrameLocator) {
  await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
  const bridge = frame.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  await reviewAndConfirm(frame, bridge)
  await expect(frame.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
}

/** The payload of the host's first event of `type`. */
async function hostEvent(page: Page, type: string): Promise<Record<string, unknown>> {
  const item = page.locator(`#events li[data-type="${type}"]`).first()
  await expect(item).toBeVisible()
  return JSON.parse((await item.textContent())!.slice(type.length + 1))
}

test('the transfer view opens inside the widget and Back returns to the outcome; the events name the page', async ({
  page,
  wallet: _wallet,
}) => {
  const quotes = recordQuotes(page)
  await page.goto(hostPage(CONFIG))
  const frame = widget(page)
  await bridgeInWidget(frame)
  const requestId = quotes.latestId()!
  const pageUrl = `${E2E_WIDGET_URL}/r/${requestId}?network=local`
  expect(await hostEvent(page, 'execution.started')).toEqual({ requestId, requestUrl: pageUrl })
  expect(await hostEvent(page, 'completed')).toMatchObject({ requestId, requestUrl: pageUrl })

  const link = frame.getByTestId('request-page-link')
  await expect(link).toHaveAttribute('href', pageUrl)
  await link.click()
  await expect(frame.getByTestId('request-whereabouts').locator('[data-stage="arrived"]')).toBeVisible()
  await expect(frame.getByTestId('request-page').getByTestId('destination-tx')).toBeVisible()
  await page.screenshot({ path: test.info().outputPath('embed-request-view.png'), fullPage: true })
  await frame.getByRole('button', { name: 'Back to the form' }).click()
  await expect(frame.getByTestId('transfer-result')).toContainText('Done')
  await expect(frame.getByTestId('request-page')).toHaveCount(0)
})

test("with requestUrl, the link goes to the integrator's page and the events name it", async ({
  page,
  wallet: _wallet,
}) => {
  const quotes = recordQuotes(page)
  await page.goto(hostPage({ ...CONFIG, requestUrl: 'https://shop.example/transfer/{requestId}?from=ferry' }))
  const frame = widget(page)
  await bridgeInWidget(frame)
  const requestId = quotes.latestId()!
  const shopUrl = `https://shop.example/transfer/${requestId}?from=ferry`
  const link = frame.getByTestId('request-page-link')
  await expect(link).toHaveAttribute('href', shopUrl)
  await expect(link).toHaveAttribute('target', '_blank')
  expect(await hostEvent(page, 'execution.started')).toEqual({ requestId, requestUrl: shopUrl })
  expect(await hostEvent(page, 'completed')).toMatchObject({ requestId, requestUrl: shopUrl })
})
