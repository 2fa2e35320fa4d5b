import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { type RunningSiteServer, startSiteServer } from '../server/startSiteServer'
import { encodeConfigParam } from '../src/embed-host/configParam'
import { expect, test } from './support/fixtures'
import { recordQuotes } from './support/form'
import { E2E, E2E_HOST_URL, E2E_SERVICE_URL } from './support/ports'

const feeWallet = '0x00000000000000000000000000000000000005a0'
const hostsOwn = '0x00000000000000000000000000000000000005b0'

/** A second site server over the same build and devnet, configured with a fee on the local network. */
async function siteServerWithFee(bps: number): Promise<{ server: RunningSiteServer; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ferry-site-fee-'))
  const server = await startSiteServer({
    port: 0,
    distDir: '.cache/e2e-dist',
    dataDir,
    siteName: 'Example Bridge',
    networks: {
      local: { serviceUrl: E2E_SERVICE_URL, apiKey: E2E.apiKey, appFees: [{ recipient: feeWallet, bps }] },
    },
  })
  return { server, dataDir }
}

/** The example host page with the widget of `widgetUrl`, bridging 0.01 ETH, with fees of its own it tries to set. */
function openHostPage(page: Page, widgetUrl: string) {
  const config = {
    network: 'local',
    from: { chainId: 31337, token: 'ETH' },
    to: { chainId: 31338 },
    amount: '0.01',
    appFees: [{ recipient: hostsOwn, bps: 250 }],
    siteName: 'Host Page',
  }
  return page.goto(
    `${E2E_HOST_URL}/embed-example.html?widget=${encodeURIComponent(widgetUrl)}&config=${encodeConfigParam(config)}`,
  )
}

function quoteBodies(page: Page): { appFees?: unknown }[] {
  const bodies: { appFees?: unknown }[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/quote/v2')) bodies.push(request.postDataJSON() as { appFees?: unknown })
  })
  return bodies
}

test("through a site server, the site's fee and name are the ones the review shows, not the host page's", async ({
  page,
  wallet,
}) => {
  const { server, dataDir } = await siteServerWithFee(50)
  try {
    const quotes = recordQuotes(page)
    const bodies = quoteBodies(page)
    await openHostPage(page, server.url)
    const frame = page.frameLocator('#ferry iframe')
    await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
    await expect(frame.getByTestId('quote-app-fee')).toContainText('Includes a 0.5 % fee to Example Bridge')
    await expect.poll(() => BigInt(quotes.latest()?.fees.app?.amount ?? '0')).toBeGreaterThan(0n)
    // The widget asks with the site's fee (the server would put it there anyway), never the host page's own.
    expect(bodies.length).toBeGreaterThan(0)
    for (const body of bodies) expect(body.appFees).toEqual([{ recipient: feeWallet, fee: '50' }])
    expect(wallet.address).toBeTruthy()
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})

test('a site server whose fee is above 3 % gets no quote from the widget, which says why', async ({ page, wallet }) => {
  const { server, dataDir } = await siteServerWithFee(500)
  try {
    const bodies = quoteBodies(page)
    await openHostPage(page, server.url)
    const frame = page.frameLocator('#ferry iframe')
    await expect(frame.getByTestId('app-fee-refused')).toHaveText(
      'Example Bridge asks a 5 % fee; Ferry does not take quotes with a fee above 3 %.',
    )
    await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
    await expect(frame.getByRole('button', { name: 'Fee above the limit' })).toBeDisabled()
    expect(bodies).toEqual([])
    expect(wallet.address).toBeTruthy()
  } finally {
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
})
