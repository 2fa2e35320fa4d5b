import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { startSiteServer } from '../server/startSiteServer'
import { encodeConfigParam } from '../src/embed-host/configParam'
import { expect, test } from './support/fixtures'
import { E2E, E2E_HOST_URL, E2E_SERVICE_URL, E2E_WIDGET_URL } from './support/ports'

// ETH on A for USDC on B: the devnet's fill trades in B's WETH/USDC pool, which GET /swap-sources lists as ferry-weth-usdc.
const swap = {
  network: 'local',
  mode: 'swap',
  from: { chainId: 31337, token: 'ETH' },
  to: { chainId: 31338, token: 'USDC' },
  amount: '0.01',
}
const NO_ROUTE = 'No swap route could be found between these tokens.'

const hostPage = (widgetUrl: string, config: object) =>
  `${E2E_HOST_URL}/embed-example.html?widget=${encodeURIComponent(widgetUrl)}&config=${encodeConfigParam(config)}`

/** The swap-source lists of every quote and price request the page sends. */
function sentLists(page: Page): { includedSwapSources?: string[]; excludedSwapSources?: string[] }[] {
  const bodies: { includedSwapSources?: string[]; excludedSwapSources?: string[] }[] = []
  page.on('request', (request) => {
    if (/\/(quote\/v2|price)$/.test(request.url())) bodies.push(request.postDataJSON())
  })
  return bodies
}

test('the review names the pool a swap trades in; an embed that excludes it gets no route, said in words', async ({
  page,
  wallet,
}) => {
  await page.goto(hostPage(E2E_WIDGET_URL, swap))
  const frame = page.frameLocator('#ferry iframe')
  await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
  await expect(frame.getByTestId('quote-swap-sources')).toHaveText(/Swaps through\s*ferry-weth-usdc/)
  await frame.getByRole('button', { name: 'Swap', exact: true }).click()
  await expect(frame.getByTestId('review-swap-sources')).toHaveText(/Swaps through\s*ferry-weth-usdc/)

  // Another pool left out changes nothing; this one left out leaves no route, and the form says so.
  const bodies = sentLists(page)
  await page.goto(hostPage(E2E_WIDGET_URL, { ...swap, excludedSwapSources: ['ferry-meme-usdc'] }))
  await expect(frame.getByTestId('quote-swap-sources')).toHaveText(/ferry-weth-usdc/)
  await page.goto(hostPage(E2E_WIDGET_URL, { ...swap, excludedSwapSources: ['ferry-weth-usdc'] }))
  await expect(frame.getByText(NO_ROUTE)).toBeVisible()
  await expect(frame.getByTestId('quote-swap-sources')).toHaveCount(0)
  expect(bodies.at(-1)?.excludedSwapSources).toEqual(['ferry-weth-usdc'])
  expect(wallet.address).toBeTruthy()
})

test("a site server's swap sources bind: the host page's own are replaced", async ({ page, wallet }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-swap-sources-'))
  const server = await startSiteServer({
    port: 0,
    distDir: '.cache/e2e-dist',
    dataDir,
    networks: {
      local: { serviceUrl: E2E_SERVICE_URL, apiKey: E2E.apiKey, swapSources: { excluded: ['ferry-weth-usdc'] } },
    },
  })
  try {
    const bodies = sentLists(page)
    // The host page asks for the very pool the site server excludes: the server's word stands.
    await page.goto(hostPage(server.url, { ...swap, includedSwapSources: ['ferry-weth-usdc'] }))
    const frame = page.frameLocator('#ferry iframe')
    await expect(frame.getByText(NO_ROUTE)).toBeVisible()
    expect(bodies.at(-1)?.includedSwapSources).toEqual(['ferry-weth-usdc'])
    expect(wallet.address).toBeTruthy()
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
