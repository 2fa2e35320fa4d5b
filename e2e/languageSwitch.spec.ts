import { messagesIn } from '../scripts/i18n/messagesIn'
import { encodeConfigParam } from '../src/embed-host/configParam'
import { expect, openAndConnect, test } from './support/fixtures'
import { chooseChains, chooseToken, reviewAndConfirm, tokenAddress } from './support/form'
import { E2E_HOST_URL, E2E_WIDGET_URL } from './support/ports'

const A = 31337
const B = 31338

test('a language switched while the wallet has not answered yet keeps the transfer, and the form with it', async ({
  page,
  wallet,
  manifest,
}, testInfo) => {
  test.slow()
  const de = await messagesIn('de')
  await openAndConnect(page, wallet)
  await chooseChains(page, { from: A, to: B })
  await chooseToken(page, { picker: 'Token', token: 'USDC', search: tokenAddress(manifest, A, 'USDC') })
  await page.getByLabel('You pay').fill('5')
  const bridge = page.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  // The person clicks Confirm, the wallet opens, and while it has not answered yet they change the language.
  let switched = false
  wallet.beforeNext('eth_sendTransaction', async () => {
    await expect(page.getByText(/: confirm in your wallet$/)).toBeVisible()
    await page.getByTestId('language-menu').selectOption('de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page.getByRole('form', { name: de.t('swap.form.label') })).toBeVisible()
    // Still the same transfer on screen, waiting for the wallet, in German.
    const steps = `(${de.t('transfer.step.approve')}|${de.t('transfer.step.deposit')})`
    const waiting = de.t('transfer.timeline.phase.awaitingSignature', { label: steps })
    await expect(page.getByText(new RegExp(`^${waiting}$`))).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath('switched-while-signing.png'), fullPage: true })
    switched = true
  })
  await reviewAndConfirm(page, bridge)
  // The wallet's answer is followed to the end, in German.
  await expect(page.getByTestId('transfer-result').locator('[data-status="success"]')).toBeVisible({
    timeout: 90_000,
  })
  expect(switched).toBe(true)
  expect(wallet.sent.length).toBeGreaterThanOrEqual(1)
  const arrived = de.t('transfer.outcome.arrivedAmountTo', {
    amount: '',
    symbol: '',
    recipient: '',
    destination: 'Ferry Devnet B',
  })
  for (const words of arrived
    .split(/<\/?\d>/)
    .map((w) => w.trim())
    .filter((w) => w.length > 1))
    await expect(page.getByTestId('transfer-result')).toContainText(words)
  await expect(page.getByText(de.t('transfer.step.deposit'), { exact: true })).toBeVisible()
  // The form kept what was typed and chosen.
  const form = page.getByRole('form', { name: de.t('swap.form.label') })
  await expect(form.getByLabel(de.t('swap.amount.pay'))).toHaveValue('5')
  await expect(form.getByRole('button', { name: `${de.t('swap.token')} USDC`, exact: true })).toBeVisible()
  await expect(form.getByRole('button', { name: new RegExp(`^${de.t('swap.from')} `) })).toHaveAttribute(
    'data-value',
    String(A),
  )
  await expect(form.getByRole('button', { name: new RegExp(`^${de.t('swap.to')} `) })).toHaveAttribute(
    'data-value',
    String(B),
  )
  await page.screenshot({ path: testInfo.outputPath('done-in-german.png'), fullPage: true })
})

test('a host’s update to another language while its wallet has not answered keeps the embed’s transfer', async ({
  page,
  wallet,
}) => {
  test.slow()
  const ja = await messagesIn('ja')
  const config = { network: 'local', from: { chainId: A }, to: { chainId: B }, amount: '0.02' }
  await page.goto(
    `${E2E_HOST_URL}/embed-example.html?widget=${encodeURIComponent(E2E_WIDGET_URL)}&config=${encodeConfigParam(config)}`,
  )
  const frame = page.frameLocator('#ferry iframe')
  await expect(frame.getByTestId('embed-account')).toContainText('Wallet of the example page')
  const bridge = frame.getByRole('button', { name: /^Bridge from/ })
  await expect(bridge).toBeEnabled()
  let switched = false
  wallet.beforeNext('eth_sendTransaction', async () => {
    await expect(frame.getByText(/: confirm in your wallet$/)).toBeVisible()
    await page.evaluate(() =>
      (window as unknown as { ferry: { update(c: object): void } }).ferry.update({ locale: 'ja' }),
    )
    await expect(frame.locator('html')).toHaveAttribute('lang', 'ja')
    const waiting = ja.t('transfer.timeline.phase.awaitingSignature', { label: ja.t('transfer.step.deposit') })
    await expect(frame.getByText(waiting, { exact: true })).toBeVisible()
    switched = true
  })
  await reviewAndConfirm(frame, bridge)
  await expect(frame.getByTestId('transfer-result').locator('[data-status="success"]')).toBeVisible({
    timeout: 90_000,
  })
  expect(switched).toBe(true)
  expect(wallet.sent).toHaveLength(1)
  await expect(frame.getByLabel(ja.t('swap.amount.pay'))).toHaveValue('0.02')
})
