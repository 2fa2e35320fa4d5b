/**
 * Part (3), status lag: real transfers through the widget (the demo page, the
 * built-in Devnet wallet, 0.01 ETH from 31337 to 31338 on the bench's
 * devnet), followed by websocket (the devnet's manifest names its stream) and
 * by polling alone (the same page with `websocketUrl` taken out of the
 * manifest it reads). Lag = the moment the page shows the outcome (a
 * `[data-status="success"]` element appears: a MutationObserver stamps
 * `performance.timeOrigin + performance.now()`) minus the moment the devnet
 * recorded `success` (its status history, `GET /devnet/requests/:id`); one
 * machine, one clock. Each transfer starts on a freshly loaded page (the
 * wallet reconnects by itself), so it is a person's first transfer there;
 * modes alternate.
 */
import type { Browser, Page } from '@playwright/test'
import { percentile } from './benchStats'
import type { BenchContext } from './lib/context'

export type StatusModeResult = {
  mode: 'websocket' | 'polling'
  transfers: number
  /** Websockets the page opened (one a transfer with the websocket; none when polling). */
  websocketsOpened: number
  p50: number
  p95: number
  min: number
  max: number
  /** Lag of each transfer, ms. */
  lags: number[]
  /** From the click on Bridge to the outcome on screen, ms (the whole transfer as a person waits for it). */
  clickToOutcomeP50: number
}

export type StatusResult = { amount: string; route: string; modes: StatusModeResult[] }

const MARK = `(() => {
  window.__benchSuccessAt = undefined
  const check = () => {
    if (window.__benchSuccessAt === undefined && document.querySelector('[data-status="success"]'))
      window.__benchSuccessAt = performance.timeOrigin + performance.now()
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
})()`

const FROM = 31_337
const TO = 31_338
const AMOUNT = '0.01'

/** Picks a chain in the form's picker (`picker`: the button's name) unless it is already the chosen one. */
export async function chooseChain(page: Page, picker: RegExp, chainId: number) {
  const button = page.getByRole('form', { name: 'Transfer' }).getByRole('button', { name: picker })
  if ((await button.getAttribute('data-value')) === String(chainId)) return
  await button.click()
  await page.getByRole('dialog').locator(`[role="option"][data-chain-id="${chainId}"]`).click()
  await button.and(page.locator(`[data-value="${chainId}"]`)).waitFor()
}

async function openPage(browser: Browser, url: string, polling: boolean, serviceUrl: string) {
  const context = await browser.newContext()
  await context.addInitScript({ content: MARK })
  if (polling) {
    // The network without a websocket: the widget then polls (every second) and nothing else. The manifest does not
    // change during the run, so it is read once here and served to the page as the devnet would (with CORS).
    const { websocketUrl: _ws, ...manifest } = (await (await fetch(`${serviceUrl}/devnet/manifest`)).json()) as Record<
      string,
      unknown
    >
    await context.route(`${serviceUrl}/devnet/manifest`, (route) =>
      route.fulfill({ json: manifest, headers: { 'access-control-allow-origin': '*' } }),
    )
  }
  const page = await context.newPage()
  const sockets = { opened: 0 }
  page.on('websocket', () => sockets.opened++)
  await page.goto(url)
  await connectDevnetWallet(page)
  return { page, sockets }
}

/** Connects the demo page's built-in Devnet wallet through the header's Connect Wallet. */
export async function connectDevnetWallet(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Devnet wallet/ })
    .click()
  await page.getByRole('dialog').waitFor({ state: 'detached' })
}

export async function benchStatus(context: BenchContext, options: { transfers: number }): Promise<StatusResult> {
  const devnet = await context.devnet()
  const ferry = await context.serve('ferry')
  const browser = await context.browser()
  const url = `${ferry.url}/?network=local`
  const modes = [
    { mode: 'websocket' as const, ...(await openPage(browser, url, false, devnet.manifest.serviceUrl)) },
    { mode: 'polling' as const, ...(await openPage(browser, url, true, devnet.manifest.serviceUrl)) },
  ]
  const lags = modes.map(() => [] as number[])
  const totals = modes.map(() => [] as number[])
  try {
    for (let run = 0; run < options.transfers; run++) {
      for (const [i, { page }] of modes.entries()) {
        // A fresh page for each transfer; the wallet reconnects from the page's storage.
        if (run > 0) await page.reload()
        await page.getByLabel('You pay').waitFor()
        await chooseChain(page, /^From /, FROM)
        await chooseChain(page, /^To /, TO)
        await page.getByLabel('You pay').fill(AMOUNT)
        const bridge = page.getByRole('button', { name: /^Bridge from/ })
        await page.waitForFunction(
          () => {
            const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.startsWith('Bridge from'))
            return b && !b.disabled && document.querySelector('[data-testid="quote-summary"]')
          },
          undefined,
          { timeout: 30_000 },
        )
        const clicked = Date.now()
        await bridge.click()
        await page.locator('[data-status="success"]').waitFor({ timeout: 60_000 })
        const shownAt = (await page.evaluate('window.__benchSuccessAt')) as number
        const requestId = (await page.getByTestId('request-id').first().textContent())!.trim()
        const record = (await (await fetch(`${devnet.manifest.serviceUrl}/devnet/requests/${requestId}`)).json()) as {
          history: { status: string; at: number }[]
        }
        const success = record.history.find((h) => h.status === 'success')
        if (!success) throw new Error(`request ${requestId} shows success but its history has none`)
        lags[i]!.push(shownAt - success.at)
        totals[i]!.push(shownAt - clicked)
      }
    }
  } finally {
    for (const { page } of modes) await page.context().close()
  }
  // Each mode is what it says: the websocket page subscribed for its transfers, the polling page never opened one.
  const [ws, polling] = modes
  if (ws!.sockets.opened < options.transfers)
    throw new Error(`the websocket page opened ${ws!.sockets.opened} websockets for ${options.transfers} transfers`)
  if (polling!.sockets.opened > 0) throw new Error(`the polling page opened ${polling!.sockets.opened} websockets`)
  return {
    amount: `${AMOUNT} ETH`,
    route: `${FROM} -> ${TO}`,
    modes: modes.map(({ mode }, i) => {
      const list = lags[i]!
      return {
        mode,
        transfers: list.length,
        websocketsOpened: modes[i]!.sockets.opened,
        p50: percentile(list, 50),
        p95: percentile(list, 95),
        min: Math.min(...list),
        max: Math.max(...list),
        lags: list.map((l) => Math.round(l * 10) / 10),
        clickToOutcomeP50: percentile(totals[i]!, 50),
      }
    }),
  }
}
