import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { messagesIn } from '../scripts/i18n/messagesIn'
import { expect, test } from './support/fixtures'
import { recordQuotes, reviewAndConfirm } from './support/form'
import type { TestWallet } from './support/injectTestWallet'
import { E2E_HOST_URL, E2E_WIDGET_URL } from './support/ports'

const A = 31337
const B = 31338
type Messages = Awaited<ReturnType<typeof messagesIn>>
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Serious and critical axe findings (RainbowKit's dialog names an id it never renders: tolerated in its modal only). */
async function seriousAxeFindings(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .filter((v) => !(v.id === 'aria-dialog-name' && v.nodes.every((n) => n.html.includes('data-rk'))))
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/** A whole bridge of 0.01 ETH from A to B, read and clicked in the page's language only. */
async function bridgeIn(page: Page, m: Messages, wallet: TestWallet) {
  const quotes = recordQuotes(page)
  await page.goto('/?network=local')
  await page
    .getByRole('banner')
    .getByRole('button', { name: m.t('app.wallet.connect') })
    .click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Test Wallet/ })
    .first()
    .click()
  await expect(page.getByRole('button', { name: m.t('swap.submit.enterAmount') })).toBeVisible()
  expect(wallet.calls).toContain('eth_requestAccounts')
  const form = page.getByRole('form', { name: m.t('swap.form.label') })
  const to = form.getByRole('button', { name: new RegExp(`^${escapeRegExp(m.t('swap.to'))} `) })
  await expect(form.getByRole('button', { name: new RegExp(`^${escapeRegExp(m.t('swap.from'))} `) })).toHaveAttribute(
    'data-value',
    String(A),
  )
  if ((await to.getAttribute('data-value')) !== String(B)) {
    await to.click()
    await page.getByRole('dialog').locator(`[role="option"][data-chain-id="${B}"]`).click()
    await expect(to).toHaveAttribute('data-value', String(B))
  }
  await form.getByLabel(m.t('swap.amount.pay')).fill('0.01')
  const bridge = page.getByRole('button', {
    name: m.t('swap.submit.bridge', { from: 'Ferry Devnet A', to: 'Ferry Devnet B' }),
  })
  await expect(bridge).toBeEnabled()
  await reviewAndConfirm(page, bridge, m.t('swap.submit.confirm'))
  // The outcome says what arrived, to whom, in the page's language (its words around the amount and address).
  await expect(page.getByTestId('transfer-result').locator('[data-status="success"]')).toBeVisible({ timeout: 90_000 })
  const arrived = m.t('transfer.outcome.arrivedAmountTo', {
    amount: '',
    symbol: '',
    recipient: '',
    destination: 'Ferry Devnet B',
  })
  for (const words of arrived
    .split(/<\/?\d>/)
    .map((w) => w.trim())
    .filter(Boolean))
    await expect(page.getByTestId('transfer-result')).toContainText(words)
  const requestId = (await page.getByTestId('request-id').textContent())!.trim()
  expect(quotes.byId.get(requestId)?.details.currencyIn?.amount).toBe('10000000000000000')
  return form
}

test.describe('in Arabic', () => {
  test.use({ locale: 'ar' })

  test('a whole bridge right to left: the form mirrors, amounts and addresses read left to right, axe finds nothing serious', async ({
    page,
    wallet,
  }, testInfo) => {
    test.slow()
    const m = await messagesIn('ar')
    const form = await bridgeIn(page, m, wallet)
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    // Mirrored: a field's label starts at the right, the amount inside it stays a left-to-right number.
    const pay = form.getByLabel(m.t('swap.amount.pay'))
    await expect(pay).toHaveAttribute('dir', 'ltr')
    const label = form.locator('label', { hasText: m.t('swap.amount.pay') })
    const [labelBox, formBox] = [await label.boundingBox(), await form.boundingBox()]
    expect(labelBox!.x + labelBox!.width).toBeGreaterThan(formBox!.x + formBox!.width * 0.75)
    expect(await page.getByTestId('request-id').evaluate((el) => getComputedStyle(el).direction)).toBe('ltr')
    expect(await seriousAxeFindings(page)).toEqual([])
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.screenshot({ path: testInfo.outputPath(`arabic-${width}.png`), fullPage: true })
    }
  })
})

test.describe('in Japanese', () => {
  test.use({ locale: 'ja-JP' })

  test('a whole bridge, every word on the way in Japanese', async ({ page, wallet }, testInfo) => {
    test.slow()
    const m = await messagesIn('ja')
    await bridgeIn(page, m, wallet)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja')
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
    await expect(page).toHaveTitle(m.t('app.title'))
    await expect(page.getByRole('banner')).toContainText(m.t('app.header.network'))
    await page.screenshot({ path: testInfo.outputPath('japanese.png'), fullPage: true })
  })
})

test('the language menu switches the page at once and is remembered over the browser’s language', async ({ page }) => {
  const [en, de] = [await messagesIn('en'), await messagesIn('de')]
  await page.goto('/?network=local')
  const menu = page.getByTestId('language-menu')
  await expect(page.getByLabel(en.t('swap.amount.pay'))).toBeVisible()
  await page.getByLabel(en.t('swap.amount.pay')).fill('0.2')
  await menu.selectOption('de')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByLabel(de.t('swap.amount.pay'))).toBeVisible()
  await expect(page.getByTestId('language-menu')).toHaveValue('de')
  await page.reload()
  // From the first paint on: the remembered choice wins over the browser's English.
  await expect(page.getByTestId('form-skeleton').or(page.getByRole('form'))).toContainText(de.t('swap.amount.receive'))
  await expect(page.getByLabel(de.t('swap.amount.pay'))).toBeVisible()
  await page.getByTestId('language-menu').selectOption('en')
  await expect(page.getByLabel(en.t('swap.amount.pay'))).toBeVisible()
})

test('the embed with locale=de speaks German from its first paint, before any of the app has loaded', async ({
  page,
}) => {
  const de = await messagesIn('de')
  // Every label text the page ever shows: recorded in every frame from the first on (the HTML holds the form in
  // English, hidden until its inline script has put it in German).
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { seenLabels: string[] }).seenLabels = seen
    const frame = () => {
      for (const label of document.querySelectorAll('label'))
        if (label.checkVisibility()) seen.push(label.textContent ?? '')
      requestAnimationFrame(frame)
    }
    requestAnimationFrame(frame)
  })
  // The widget's code held back: what shows is the first paint alone.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/EmbedRoot-.*\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/embed.html?network=local&locale=de')
  await expect(page.getByTestId('form-skeleton')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByLabel(de.t('swap.amount.pay'))).toBeVisible()
  await expect(page.getByRole('radio', { name: de.t('swap.mode.bridge') })).toBeAttached()
  release()
  await expect(page.getByTestId('form-skeleton')).toHaveCount(0)
  await expect(page.getByLabel(de.t('swap.amount.pay'))).toBeVisible()
  const seen = await page.evaluate(() => (window as unknown as { seenLabels: string[] }).seenLabels)
  expect(seen.length).toBeGreaterThan(0)
  expect(seen.filter((text) => text.includes('You pay'))).toEqual([])
})

test('a message a language lacks reads in English, never blank; a host’s own wording replaces a message', async ({
  page,
}) => {
  const [en, de] = [await messagesIn('en'), await messagesIn('de')]
  // The German catalogue as an out-of-date deploy would serve it: one message missing.
  await page.route(/\/assets\/de-.*\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    await route.fulfill({ response, body: body.replaceAll('swap.amount.receive', 'swap.amount.gone') })
  })
  const config = Buffer.from(
    JSON.stringify({ messages: { 'swap.exactOutput': 'Genau diesen Betrag erhalten' } }),
  ).toString('base64url')
  await page.goto(`/embed.html?network=local&locale=de&config=${config}`)
  await expect(page.getByTestId('form-skeleton')).toHaveCount(0)
  await expect(page.getByLabel(de.t('swap.amount.pay'))).toBeVisible()
  await expect(page.getByLabel(en.t('swap.amount.receive'))).toBeVisible()
  await expect(page.getByText('Genau diesen Betrag erhalten')).toBeVisible()
  await expect(page.getByText(de.t('swap.exactOutput'), { exact: true })).toHaveCount(0)
})

test('the embed builder sets the language: the snippet carries it and the live preview speaks it, right to left for Hebrew', async ({
  page,
}) => {
  const he = await messagesIn('he')
  await page.goto('/?network=local&view=embed')
  await page.getByTestId('builder-locale').selectOption('he')
  await expect(page.locator('pre').first()).toContainText('"locale": "he"')
  const preview = page.frameLocator('[data-testid="embed-preview"] iframe')
  await expect(preview.getByLabel(he.t('swap.amount.pay'))).toBeVisible()
  await expect(preview.locator('html')).toHaveAttribute('dir', 'rtl')
  // The builder's own page stays in its language.
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr')
})

test('a host page switches the widget’s language in place with update, and its wording with it', async ({ page }) => {
  const [de, ja] = [await messagesIn('de'), await messagesIn('ja')]
  const config = Buffer.from(JSON.stringify({ network: 'local', locale: 'de' })).toString('base64url')
  await page.goto(`${E2E_HOST_URL}/embed-example.html?widget=${encodeURIComponent(E2E_WIDGET_URL)}&config=${config}`)
  const frame = page.frameLocator('#ferry iframe')
  await expect(frame.getByLabel(de.t('swap.amount.pay'))).toBeVisible()
  await frame.getByLabel(de.t('swap.amount.pay')).fill('0.3')
  await page.evaluate(() =>
    (window as unknown as { ferry: { update(c: object): void } }).ferry.update({
      locale: 'ja',
      messages: { 'swap.amount.receive': '受取額（見込み）' },
    }),
  )
  await expect(frame.locator('html')).toHaveAttribute('lang', 'ja')
  await expect(frame.getByLabel(ja.t('swap.amount.pay'))).toBeVisible()
  await expect(frame.getByLabel('受取額（見込み）')).toBeVisible()
})
