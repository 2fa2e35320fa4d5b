import type { Frame, Page } from '@playwright/test'
import { parseEther } from 'viem'
import { messagesIn } from '../scripts/i18n/messagesIn'
import { encodeConfigParam } from '../src/embed-host/configParam'
import { expect, test } from './support/fixtures'
import { holdModules } from './support/holdModules'
import { E2E_HOST_URL, E2E_WIDGET_URL } from './support/ports'

/**
 * The embed's form is in embed.html itself (src/prerender, scripts/prerenderPlugin.ts): these tests hold back every
 * module script of the widget, so what they see and type into is the HTML and its inline script alone.
 */

/**
 * True while no module of the widget has run: the inline script's hand-over is there and React has no root yet. The
 * inline script comes at the end of the HTML, after the form a test may already type into: the page is judged once
 * it has run (or React is there), never while the HTML is still being read.
 */
const onlyTheHtml = async (frame: Frame | Page) => {
  const state = () =>
    frame.evaluate(() => {
      const root = document.getElementById('root')!
      if (Object.keys(root).some((key) => key.startsWith('__react'))) return 'app'
      return (window as { __ferryFirstPaint?: unknown }).__ferryFirstPaint === undefined ? 'reading' : 'html'
    })
  await expect.poll(state).not.toBe('reading')
  return (await state()) === 'html'
}

test('the embed takes an amount typed before any of its modules has run, and quotes it once the app is there', async ({
  page,
  wallet,
}) => {
  const modules = await holdModules(page)
  const quoted: string[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/quote/v2')) quoted.push((request.postDataJSON() as { amount: string }).amount)
  })
  const config = { network: 'local', from: { chainId: 31337, token: 'ETH' }, to: { chainId: 31338 } }
  const host = `${E2E_HOST_URL}/embed-example.html?widget=${encodeURIComponent(E2E_WIDGET_URL)}`
  await page.goto(`${host}&config=${encodeConfigParam(config)}`, { waitUntil: 'commit' })
  const frame = page.frameLocator('#ferry iframe')
  const pay = frame.getByLabel('You pay')
  await expect(pay).toBeEditable()
  await expect.poll(() => modules.held()).toBeGreaterThan(0)
  const widgetFrame = page.frames().find((f) => f.url().startsWith(`${E2E_WIDGET_URL}/embed.html`))!
  expect(await onlyTheHtml(widgetFrame)).toBe(true)

  await pay.click()
  await page.keyboard.type('0.03')
  await expect(pay).toHaveValue('0.03')
  expect(await onlyTheHtml(widgetFrame)).toBe(true)

  await modules.release()
  await expect(frame.getByTestId('form-skeleton')).toHaveCount(0)
  await expect(frame.getByRole('button', { name: /^From / })).toHaveAttribute('data-value', '31337')
  await expect(pay).toHaveValue('0.03')
  await expect(pay).toBeFocused()
  await expect.poll(() => quoted).toContain(parseEther('0.03').toString())
  expect(wallet.address).toBeTruthy()
})

test('the HTML form takes the configuration and the language before the first frame, and the app takes over without a shift', async ({
  page,
}) => {
  const modules = await holdModules(page)
  const config = {
    network: 'local',
    locale: 'ar',
    mode: 'send',
    recipient: '0x00000000000000000000000000000000000005a0',
    amount: '1.5',
    hide: ['slippage'],
    theme: { mode: 'dark' },
  }
  await page.addInitScript(() => {
    const win = window as unknown as { __shifts: number }
    win.__shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.__shifts += (entry as unknown as { value: number }).value
    }).observe({ type: 'layout-shift', buffered: true })
  })
  await page.goto(`${E2E_WIDGET_URL}/embed.html?config=${encodeConfigParam(config)}`, { waitUntil: 'commit' })
  const ar = await messagesIn('ar')
  const pay = page.getByLabel(ar.t('swap.amount.pay'))
  await expect(pay).toHaveValue('1.5')
  expect(await onlyTheHtml(page)).toBe(true)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('html')).toHaveAttribute('data-ferry-theme', 'dark')
  await expect(page.getByLabel(ar.t('transfer.recipient.label'))).toHaveValue(config.recipient)
  await expect(page.locator('input[name="ferry-mode"][value="send"]')).toBeChecked()
  await expect(page.locator('[data-part="slippage"]')).toHaveCount(0)
  await expect(page.locator('[data-part="devnet"]')).toHaveText(ar.t('app.embed.devnetNotice'))
  await expect(page.getByRole('form', { name: ar.t('swap.form.label') })).toBeVisible()

  await modules.release()
  await expect(page.getByTestId('form-skeleton')).toHaveCount(0)
  await expect(pay).toHaveValue('1.5')
  // The wallet side in too (its Solana button, in the bar kept from the first paint): nothing has moved.
  await expect(page.getByTestId('solana-button')).toBeVisible()
  // And what 1.5 ETH brings: the service's price (asked with no wallet) in the summary, which comes below the
  // button, and the button's label changing with it: neither moves anything.
  await expect(page.getByTestId('quote-summary')).toBeVisible()
  await expect(page.getByRole('button', { name: ar.t('swap.submit.connect') })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __shifts: number }).__shifts)).toBe(0)
})

test('the HTML form draws the recipient field, the settings row and the button as the app does: same words, same boxes', async ({
  page,
}) => {
  const modules = await holdModules(page)
  // Japanese: a language where the HTML's own copies of these parts once said the recipient's label differently.
  const config = { network: 'local', locale: 'ja', mode: 'send' }
  await page.goto(`${E2E_WIDGET_URL}/embed.html?config=${encodeConfigParam(config)}`, { waitUntil: 'commit' })
  const ja = await messagesIn('ja')
  const recipient = page.getByRole('textbox', { name: ja.t('transfer.recipient.label'), exact: true })
  const settings = page.locator('details[data-part="slippage"]')
  const submit = page.locator('form button[type="submit"]')
  await expect(recipient).toHaveAttribute('placeholder', ja.t('transfer.recipient.prompt'))
  await expect(recipient).toBeDisabled()
  await expect(settings.locator('summary')).toHaveText(ja.t('swap.settings.summary'))
  await expect(submit).toHaveText(ja.t('app.loading.ferry'))
  expect(await onlyTheHtml(page)).toBe(true)
  const boxes = () => Promise.all([recipient, settings, submit].map((part) => part.boundingBox()))
  const before = await boxes()

  await modules.release()
  await expect(page.getByTestId('form-skeleton')).toHaveCount(0)
  await expect(recipient).toBeEditable()
  await expect(recipient).toHaveAttribute('placeholder', ja.t('transfer.recipient.prompt'))
  await expect(settings.locator('summary')).toHaveText(ja.t('swap.settings.summary.auto'))
  await expect(submit).not.toHaveText(ja.t('app.loading.ferry'))
  expect(await boxes()).toEqual(before)
})

test('the demo page takes an amount and a press on Connect Wallet before any of its modules has run', async ({
  page,
}) => {
  const modules = await holdModules(page)
  await page.goto('/?network=local', { waitUntil: 'commit' })
  const pay = page.getByLabel('You pay')
  await expect(pay).toBeEditable()
  await expect.poll(() => modules.held()).toBeGreaterThan(0)
  expect(await onlyTheHtml(page)).toBe(true)
  await pay.click()
  await page.keyboard.type('0.04')
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  expect(await onlyTheHtml(page)).toBe(true)

  await modules.release()
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
  await expect(page.getByTestId('form-skeleton')).toHaveCount(0)
  await expect(pay).toHaveValue('0.04')
})
