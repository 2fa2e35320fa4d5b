/**
 * The widget's open pages in a chaos run: the production build of the widget (vite.config.ts, told to talk to the
 * chaos devnet directly), served from a temp dir, and `count` pages of it in headless Chromium, each connected to an
 * injected wallet that signs with a funded chaos user's key (so pages never share a nonce). Each page starts one real
 * transfer through the form (From and To chains, the amount, the Bridge button; the wallet signs the deposit) when the
 * run asks it to, and is then left alone: never reloaded, never touched. After the chaos, `checkCaughtUp` waits for
 * every page to show, by itself, the outcome the store has for its request.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { build } from 'vite'
import { launchChromium } from '../../bench/lib/browser'
import { type StaticServer, startGzipServer } from '../../bench/lib/gzipServer'
import { ROOT } from '../../bench/lib/results'
import { injectTestWallet, type TestWallet } from '../../e2e/support/injectTestWallet'
import type { DevnetManifest } from '../../src/api/schemas/manifest'
import { failReasonTextIn } from '../i18n/messagesIn'

/** Stamps the moment the page first shows an outcome (`transfer-result` with a `data-status`), page clock = ours. */
const STAMP = `(() => {
  const check = () => {
    if (window.__chaosOutcomeAt === undefined && document.querySelector('[data-testid="transfer-result"] [data-status]'))
      window.__chaosOutcomeAt = performance.timeOrigin + performance.now()
  }
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true })
})()`

export interface PageUser {
  privateKey: `0x${string}`
  address: `0x${string}`
}

export interface PageTransfer {
  page: number
  origin: number
  destination: number
  amount: string
  /** When the Bridge button was clicked (ms since epoch). */
  clickedAt?: number
  requestId?: string
  /** The deposit the wallet sent (its last transaction), if it sent one. */
  depositHash?: `0x${string}`
  /** Why the page could not start a transfer (the form never offered one). */
  notStarted?: string
}

export interface StoreOutcome {
  status: string
  failReason?: string
  /** When the store recorded it (ms since epoch). */
  at: number
}

export interface CaughtUp {
  page: number
  requestId?: string
  expected: string
  shown: string
  ok: boolean
  /** A request with nothing final to show (no deposit reached the store): not counted either way. */
  nothingToShow: boolean
  /** From the later of the store's outcome and the end of the chaos to the page showing it (ms). */
  lagMs?: number
}

export interface WidgetPages {
  transfers: PageTransfer[]
  /** Starts page `index`'s transfer through its form; resolves once it is clicked (or could not be). */
  start(index: number, route: { origin: number; destination: number }): Promise<void>
  /** Each page's deposit: the last transaction its wallet sent (read once the chaos is over). */
  readDeposits(): void
  /**
   * Waits until every page shows the store's outcome for its request, each by `chaosEndedAt` (or the outcome, if
   * later) + `boundMs`; the time a page first showed an outcome is stamped in the page by a MutationObserver.
   */
  checkCaughtUp(
    outcome: (requestId: string) => Promise<StoreOutcome>,
    chaosEndedAt: number,
    boundMs: number,
  ): Promise<CaughtUp[]>
  close(): Promise<void>
}

/** Builds the widget for `serviceUrl` into a temp dir and serves it on `port`. */
export async function serveWidget(serviceUrl: string, port: number): Promise<StaticServer & { dir: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'ferry-chaos-widget-'))
  process.env.VITE_FERRY_LOCAL_SERVICE_URL = serviceUrl
  process.env.VITE_FERRY_PROXY_URL = ''
  await build({ root: ROOT, logLevel: 'error', build: { outDir: dir, emptyOutDir: true, sourcemap: false } })
  const server = await startGzipServer(dir, port)
  return {
    ...server,
    dir,
    close: async () => {
      await server.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
}

export async function openWidgetPages(args: {
  siteUrl: string
  manifest: DevnetManifest
  users: PageUser[]
  amountOf: (index: number) => string
}): Promise<WidgetPages> {
  const browser: Browser = await launchChromium()
  const pages: { page: Page; wallet: TestWallet }[] = []
  for (const user of args.users) {
    const context = await browser.newContext()
    // tsx (esbuild, keepNames) wraps named functions in `__name(...)`: the wallet's init script, serialized into the
    // page, needs it there too.
    await context.addInitScript({ content: 'window.__name = (fn) => fn' })
    await context.addInitScript({ content: STAMP })
    const page = await context.newPage()
    const wallet = await injectTestWallet(page, {
      manifest: args.manifest,
      accountIndex: 0,
      privateKey: user.privateKey,
    })
    await page.goto(`${args.siteUrl}/?network=local`)
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Test Wallet|Browser Wallet/ })
      .first()
      .click()
    await page.getByRole('button', { name: 'Enter an amount' }).waitFor({ timeout: 30_000 })
    pages.push({ page, wallet })
  }
  const transfers: PageTransfer[] = []

  const chooseChain = async (page: Page, picker: RegExp, chainId: number) => {
    const button = page.getByRole('form', { name: 'Transfer' }).getByRole('button', { name: picker })
    if ((await button.getAttribute('data-value')) === String(chainId)) return
    await button.click()
    await page.getByRole('dialog').locator(`[role="option"][data-chain-id="${chainId}"]`).click()
    await button.and(page.locator(`[data-value="${chainId}"]`)).waitFor()
  }

  return {
    transfers,
    async start(index, route) {
      const { page } = pages[index]!
      const transfer: PageTransfer = { page: index, ...route, amount: args.amountOf(index) }
      transfers.push(transfer)
      // The form needs the service for its quote: while the devnet is down it shows the quote's error and asks
      // again; a person would wait, so this waits too (three minutes at most: a restart under load took 43 s).
      const until = Date.now() + 180_000
      for (;;) {
        try {
          await chooseChain(page, /^From /, route.origin)
          await chooseChain(page, /^To /, route.destination)
          await page.getByLabel('You pay').fill(transfer.amount)
          await page.waitForFunction(
            () => {
              const b = [...document.querySelectorAll('button')].find((x) => x.textContent?.startsWith('Bridge from'))
              return b && !b.disabled && document.querySelector('[data-testid="quote-summary"]')
            },
            undefined,
            { timeout: 20_000, polling: 200 },
          )
          transfer.clickedAt = Date.now()
          await page.getByRole('button', { name: /^Bridge from/ }).click({ timeout: 5_000 })
          break
        } catch (error) {
          if (Date.now() > until) {
            transfer.notStarted = error instanceof Error ? error.message.split('\n')[0] : String(error)
            return
          }
          // Typed again after a failed attempt: the amount changes, so the form asks for a new quote.
          await page.getByLabel('You pay').fill('')
        }
      }
      // The request id is on screen from the first wallet step on.
      try {
        const id = await page.getByTestId('request-id').first().textContent({ timeout: 60_000 })
        transfer.requestId = id?.trim().toLowerCase()
      } catch (error) {
        transfer.notStarted = `no request id on screen: ${error instanceof Error ? error.message.split('\n')[0] : error}`
      }
    },

    readDeposits() {
      for (const transfer of transfers) transfer.depositHash = pages[transfer.page]!.wallet.sent.at(-1)
    },

    async checkCaughtUp(outcome, chaosEndedAt, boundMs) {
      return Promise.all(
        transfers.map(async (transfer): Promise<CaughtUp> => {
          const { page } = pages[transfer.page]!
          const base = { page: transfer.page, requestId: transfer.requestId }
          if (!transfer.requestId)
            return {
              ...base,
              expected: 'a transfer',
              shown: transfer.notStarted ?? '?',
              ok: false,
              nothingToShow: false,
            }
          const store = await outcome(transfer.requestId)
          const final = store.status === 'success' || store.status === 'refund' || store.status === 'failure'
          const expected = final ? `${store.status}${store.failReason ? `/${store.failReason}` : ''}` : store.status
          // What the page shows: the outcome's data-status and fail reason, and its text.
          const shown = () =>
            page.evaluate(() => {
              const result = document.querySelector('[data-testid="transfer-result"]')
              const status = result?.querySelector('[data-status]')?.getAttribute('data-status')
              const reason = result?.querySelector('[data-testid="fail-reason"]')
              const error = document.querySelector('[data-testid="transfer-error"]')?.textContent
              return {
                status: status ?? undefined,
                reason: reason?.getAttribute('data-reason') ?? undefined,
                reasonText: reason?.textContent ?? undefined,
                text: result?.textContent ?? '',
                error: error ?? undefined,
                at: (window as unknown as { __chaosOutcomeAt?: number }).__chaosOutcomeAt,
              }
            })
          if (!final) {
            // Nothing reached the store (the wallet could not send it, or its chain lost it): there is no outcome
            // to catch up with, and the page must not show one.
            const now = await shown()
            return {
              ...base,
              expected,
              shown: now.status ?? (now.error ? `error: ${now.error}` : 'in progress'),
              ok: now.status === undefined,
              nothingToShow: true,
            }
          }
          const from = Math.max(store.at, chaosEndedAt)
          for (;;) {
            const now = await shown()
            const textOk =
              store.status === 'success'
                ? now.text.startsWith('Done')
                : now.reasonText === (await failReasonTextIn('en', store.failReason)) &&
                  (store.status !== 'refund' || now.text.includes('Refunded'))
            const ok =
              now.status === store.status && (store.status === 'success' || now.reason === store.failReason) && textOk
            const lagMs = now.at === undefined ? undefined : Math.max(0, now.at - from)
            if ((ok && lagMs !== undefined) || Date.now() > from + boundMs)
              return {
                ...base,
                expected,
                shown:
                  now.status === undefined
                    ? now.error
                      ? `error: ${now.error}`
                      : 'still in progress'
                    : `${now.status}${now.reason ? `/${now.reason}` : ''}`,
                ok: ok && lagMs !== undefined && lagMs <= boundMs,
                nothingToShow: false,
                lagMs,
              }
            await new Promise((resolve) => setTimeout(resolve, 250))
          }
        }),
      )
    },

    async close() {
      await browser.close()
    },
  }
}
