import type { FrameLocator, Page } from '@playwright/test'
import { encodeConfigParam } from '../src/embed-host/configParam'
import { expect, test } from './support/fixtures'
import { recordQuotes, reviewAndConfirm } from './support/form'
import { E2E_HOST_URL, E2E_SERVICE_URL, E2E_WIDGET_URL } from './support/ports'

// The host page (public/embed-example.html) on one origin, the widget on another: two ports of 127.0.0.1.
const hostPage = (config?: object) =>
  `${E2E_HOST_URL}/embed-example.html?widget=${encodeURIComponent(E2E_WIDGET_URL)}${config ? `&config=${encodeConfigParam(config)}` : ''}`
const widget = (page: Page): FrameLocator => page.frameLocator('#ferry iframe')
/** The event types the host page listed, in order, with their payloads. */
async function hostEvents(page: Page) {
  return page
    .locator('#events li')
    .evaluateAll((items) =>
      items.map((li) => ({ type: (li as HTMLElement).dataset.type!, text: li.textContent ?? '' })),
    )
}

test('the host page configures the widget, which bridges through the host wallet and reports every step in order', async ({
  page,
  wallet,
  balanceOf,
}) => {
  const quotes = recordQuotes(page)
  const quoteBodies: { referrer?: string }[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/quote/v2')) quoteBodies.push(request.postDataJSON() as { referrer?: string })
  })
  await page.goto(hostPage())
  const frame = widget(page)

  // The example's configuration is applied: chains, amount, accent colour; the host's wallet is connected in the widget.
  await expect(frame.getByRole('button', { name: /^From / })).toHaveAttribute('data-value', '31337')
  await expect(frame.getByRole('button', { name: /^To / })).toHaveAttribute('data-value', '31338')
  await expect(frame.getByLabel('You pay')).toHaveValue('0.01')
  await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
  const bridge = frame.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  expect(await bridge.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(124, 58, 237)')
  // The iframe grows to its content (the widget reports its height; the host applies it): nothing scrolls inside.
  // Polled: on a loaded run the last height report had not reached the host when it was read once.
  await expect
    .poll(() => frame.locator('body').evaluate(() => window.innerHeight - (document.documentElement.scrollHeight - 1)))
    .toBeGreaterThanOrEqual(0)

  const before = await balanceOf({
    chainId: 31338,
    token: '0x0000000000000000000000000000000000000000',
    owner: wallet.address,
  })
  await reviewAndConfirm(frame, bridge)
  await expect(frame.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  const requestId = quotes.latestId()!
  const after = await balanceOf({
    chainId: 31338,
    token: '0x0000000000000000000000000000000000000000',
    owner: wallet.address,
  })
  expect(after - before).toBe(BigInt(quotes.byId.get(requestId)!.details.currencyOut!.amount))

  // Every quote carried the referrer; the deposit was signed by the host page's wallet, through the bridge.
  expect(quoteBodies.length).toBeGreaterThan(0)
  expect(quoteBodies.every((body) => body.referrer === 'embed-example')).toBe(true)
  const sends = wallet.callsFrom.filter((c) => c.method === 'eth_sendTransaction')
  expect(sends.length).toBeGreaterThan(0)
  expect(sends.every((c) => c.origin === E2E_HOST_URL)).toBe(true)

  // The host heard it all, in order: ready, a quote, the start, each status, then completed.
  await expect(page.locator('#events li[data-type="completed"]')).toHaveCount(1)
  const events = await hostEvents(page)
  const types = events.map((e) => e.type)
  const at = (type: string) => types.indexOf(type)
  expect(at('ready')).toBe(0)
  expect(at('ready')).toBeLessThan(at('quote'))
  expect(at('quote')).toBeLessThan(at('execution.started'))
  expect(events.find((e) => e.type === 'execution.started')!.text).toContain(requestId)
  const statuses = events
    .filter((e) => e.type === 'status')
    .map((e) => (JSON.parse(e.text.slice('status '.length)) as { status: string }).status)
  expect(statuses.at(-1)).toBe('success')
  expect(new Set(statuses).size).toBe(statuses.length)
  expect(at('execution.started')).toBeLessThan(types.lastIndexOf('status'))
  expect(types.lastIndexOf('status')).toBeLessThan(at('completed'))
  expect(types.filter((t) => t === 'error' || t === 'failed' || t === 'refunded')).toEqual([])
})

test('messages from a third origin are ignored; the pinned host still updates the theme and sets the recipient', async ({
  page,
  wallet,
}) => {
  expect(wallet.address).toBeTruthy()
  await page.route('http://third.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<script>
        for (const type of ['update', 'init']) parent.frames[0].postMessage({ protocol: 'ferry-embed', version: 1, type, payload: { config: { theme: { mode: 'dark' } } } }, '*');
        parent.frames[0].postMessage({ protocol: 'ferry-embed', version: 1, type: 'setRecipient', payload: { address: '0x000000000000000000000000000000000000dEaD' } }, '*');
        document.title = 'sent';
      </script>`,
    }),
  )
  await page.goto(hostPage())
  const frame = widget(page)
  await expect(page.locator('#events li[data-type="ready"]')).toHaveCount(1)
  await expect(frame.getByLabel('You pay')).toHaveValue('0.01')
  const theme = () => frame.locator('html').getAttribute('data-ferry-theme')
  expect(await theme()).toBe('light')

  // A frame of another origin inside the host page posts to the widget directly.
  await page.evaluate(() => {
    const evil = document.createElement('iframe')
    evil.src = 'http://third.example/evil.html'
    document.body.append(evil)
  })
  await expect
    .poll(() =>
      page
        .frames()
        .find((f) => f.url().startsWith('http://third.example'))
        ?.title(),
    )
    .toBe('sent')
  // The pinned host's own update, sent after the third origin's messages, is the positive signal that the widget
  // has read its messages since: once it applies, the third origin's would have too.
  await page.evaluate(() =>
    (window as unknown as { ferry: { update(c: object): void } }).ferry.update({
      theme: { mode: 'light', radius: 'large' },
    }),
  )
  await expect.poll(() => frame.locator('html').getAttribute('data-ferry-radius')).toBe('large')
  expect(await theme()).toBe('light')
  await expect(frame.getByRole('radio', { name: 'Send' })).not.toBeChecked()

  // The real host can still change it.
  await page.evaluate(() =>
    (window as unknown as { ferry: { update(c: object): void } }).ferry.update({ theme: { mode: 'dark' } }),
  )
  await expect.poll(theme).toBe('dark')
  await page.evaluate(() =>
    (window as unknown as { ferry: { setRecipient(a: string): void } }).ferry.setRecipient(
      '0x000000000000000000000000000000000000dEaD',
    ),
  )
  await expect(frame.getByRole('radio', { name: 'Send' })).toBeChecked()
  await expect(frame.getByLabel('Recipient address')).toHaveValue('0x000000000000000000000000000000000000dEaD')
  await page.evaluate(() =>
    (window as unknown as { ferry: { setRecipient(a: string): void } }).ferry.setRecipient('0x12'),
  )
  await expect(page.locator('#events li[data-type="error"]')).toContainText('invalid-recipient')
})

test("the embed's fee goes with every quote and the review names it; one above 3% is refused before any quote", async ({
  page,
  wallet,
}) => {
  const shop = '0x00000000000000000000000000000000000005a0'
  const quotes = recordQuotes(page)
  const quoteBodies: { appFees?: unknown }[] = []
  page.on('request', (request) => {
    if (request.url().endsWith('/quote/v2')) quoteBodies.push(request.postDataJSON() as { appFees?: unknown })
  })
  // Quotes go to the devnet itself (`apiUrl`), as from a static build without a site server: the embed's fee is the
  // one the service charges.
  const config = {
    network: 'local',
    apiUrl: E2E_SERVICE_URL,
    from: { chainId: 31337, token: 'ETH' },
    to: { chainId: 31338 },
    amount: '0.01',
    siteName: 'Example Shop',
  }
  await page.goto(hostPage({ ...config, appFees: [{ recipient: shop, bps: 50 }] }))
  const frame = widget(page)
  const fee = frame.getByTestId('quote-app-fee')
  await expect(fee).toContainText('Includes a 0.5% fee to Example Shop')
  // The service priced the fee: the quote under review has one.
  await expect.poll(() => BigInt(quotes.latest()?.fees.app?.amount ?? '0')).toBeGreaterThan(0n)
  await expect(fee).toContainText('ETH')
  await expect(fee).toContainText('$')
  expect(quoteBodies.length).toBeGreaterThan(0)
  expect(
    quoteBodies.every((body) => JSON.stringify(body.appFees) === JSON.stringify([{ recipient: shop, fee: '50' }])),
  ).toBe(true)

  // 5 %: the form says why, and no quote is asked (the wallet is connected and the amount set, so one would be).
  quoteBodies.length = 0
  await page.goto(hostPage({ ...config, appFees: [{ recipient: shop, bps: 500 }] }))
  await expect(frame.getByTestId('app-fee-refused')).toHaveText(
    'Example Shop asks a 5% fee; Ferry does not take quotes with a fee above 3%.',
  )
  await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
  await expect(frame.getByRole('button', { name: 'Fee above the limit' })).toBeDisabled()
  expect(quoteBodies).toEqual([])
  expect(wallet.address).toBeTruthy()
})

test('an invalid configuration shows the error screen in the iframe and tells the host', async ({ page }) => {
  await page.goto(hostPage({ network: 'local', theme: { accent: 'red' }, slippageBps: 9000 }))
  const frame = widget(page)
  const screen = frame.getByTestId('embed-error')
  await expect(screen).toContainText('This Ferry widget is not set up correctly')
  await expect(screen).toContainText('theme.accent: must be a colour like #0f766e')
  await expect(screen).toContainText('slippageBps: must be at most 5000 (50%)')
  await expect(frame.getByRole('button', { name: /Connect wallet|Bridge/ })).toHaveCount(0)
  await expect(page.locator('#events li[data-type="error"]')).toContainText('invalid-config')
})

test('a widget that does not load in time gets a notice with a retry, and the host hears "timeout"', async ({
  page,
}) => {
  await page.goto(hostPage())
  await expect(page.locator('#events li[data-type="ready"]')).toHaveCount(1)
  // A second mount at a page that is not Ferry: it never says ready.
  await page.evaluate(() => {
    const box = document.createElement('div')
    box.id = 'broken'
    document.body.append(box)
    const ferry = (
      window as unknown as {
        Ferry: { mount(el: Element, o: object): { on(e: string, f: (p: unknown) => void): void } }
      }
    ).Ferry
    const handle = ferry.mount(box, { src: `${location.origin}/not-ferry.html`, loadTimeoutMs: 800 })
    handle.on('timeout', (payload) => box.setAttribute('data-timeout', JSON.stringify(payload)))
  })
  const broken = page.locator('#broken')
  await expect(broken.getByRole('alert')).toContainText('Ferry did not load.')
  await expect(broken).toHaveAttribute('data-timeout', '{"afterMs":800}')
  await broken.getByRole('button', { name: 'Try again' }).click()
  await expect(broken.getByRole('alert')).toBeHidden()
  await expect(broken.getByRole('alert')).toBeVisible()
})

test('the embed takes an amount before its catalogue arrives, and the form keeps it, and the focus, when it does', async ({
  page,
}) => {
  // The real /chains answer, held back until the test lets it through: the service is slow, not replaced.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  let asked = false
  await page.route('**/chains', async (route) => {
    asked = true
    await held
    await route.continue()
  })
  await page.goto('/embed.html?network=local')
  const pay = page.getByLabel('You pay')
  await expect(page.getByTestId('form-skeleton')).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading Local devnet chains…' })).toBeAttached()
  await pay.click()
  await page.keyboard.type('0.02')
  await expect(pay).toHaveValue('0.02')
  await expect(page.getByRole('button', { name: 'Loading Local devnet chains…' })).toBeDisabled()
  expect(asked).toBe(true)

  release()
  await expect(page.getByTestId('form-skeleton')).toHaveCount(0)
  await expect(page.getByRole('button', { name: /^From / })).toHaveAttribute('data-value', '31337')
  // The same field, with what was typed and the caret after it: typing goes on where it stopped (the field is
  // controlled by the form's state, so "0.025" means the form took "0.02" over).
  await expect(pay).toBeFocused()
  await page.keyboard.type('5')
  await expect(pay).toHaveValue('0.025')
})
