import { messagesIn } from '../scripts/i18n/messagesIn'
import { expect, openAndConnect, test } from './support/fixtures'
import { devnetAdmin, holdFill, recordQuotes, releaseFill, reviewAndConfirm, waitForQuote } from './support/form'

const A = 31337
const ETH = '0x0000000000000000000000000000000000000000'

test('an injected fault ends in a refund: the reason in plain words, the refund transaction, and the money back', async ({
  page,
  wallet,
  manifest,
  balanceOf,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.2')
  await waitForQuote(page)
  await devnetAdmin(manifest, '/devnet/faults', {
    requestId: quotes.latestId(),
    failReason: 'SOLVER_CAPACITY_EXCEEDED',
  })

  const before = await balanceOf({ chainId: A, token: ETH, owner: wallet.address })
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  const result = page.getByTestId('transfer-result')
  await expect(result.locator('[data-status="refund"]')).toBeVisible({ timeout: 60_000 })
  await expect(page.getByTestId('fail-reason')).toHaveText(
    (await messagesIn('en')).t('transfer.failure.solverCapacityExceeded'),
  )
  await expect(result).toContainText('sent back to your wallet')
  await expect(page.getByTestId('refund-tx')).toBeVisible()
  const after = await balanceOf({ chainId: A, token: ETH, owner: wallet.address })
  // Only the deposit's gas is gone.
  expect(before - after).toBeLessThan(10n ** 15n)
  await page.screenshot({ path: test.info().outputPath('refund.png'), fullPage: true })
})

test('a failure whose refund cannot be made says so at once, in plain words', async ({ page, wallet, manifest }) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.01')
  await waitForQuote(page)
  await devnetAdmin(manifest, '/devnet/faults', {
    requestId: quotes.latestId(),
    failReason: 'SLIPPAGE',
    refundFailReason: 'AMOUNT_TOO_LOW_TO_REFUND',
  })
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  const result = page.getByTestId('transfer-result')
  // Well inside the 30 s grace Ferry gives a failure that may still turn into a refund.
  await expect(result.locator('[data-status="failure"]')).toBeVisible({ timeout: 15_000 })
  await expect(page.getByTestId('fail-reason')).toHaveText((await messagesIn('en')).t('transfer.failure.slippage'))
  await expect(result).toContainText((await messagesIn('en')).t('transfer.failure.refund.amountTooLowToRefund'))
  await expect(page.getByRole('region', { name: 'Transfer progress' }).locator('[data-state="failed"]')).toHaveText([
    'The fill failed',
    'The refund could not be sent',
  ])
  await page.screenshot({ path: test.info().outputPath('refund-failed.png'), fullPage: true })
})

test('a reload in the middle of a transfer picks it up and follows it to success', async ({
  page,
  wallet,
  manifest,
}) => {
  const quotes = recordQuotes(page)
  await openAndConnect(page, wallet)
  await page.getByLabel('You pay').fill('0.15')
  await waitForQuote(page)
  const requestId = quotes.latestId()!
  await holdFill(manifest, requestId)
  await reviewAndConfirm(page, page.getByRole('button', { name: /^Bridge from/ }))
  await expect(page.getByTestId('origin-tx').first()).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('transfer-resumed')).toContainText('0.15 ETH')
  await releaseFill(manifest, requestId)
  await expect(page.getByTestId('transfer-result')).toContainText('Done', { timeout: 60_000 })
  await expect(page.getByTestId('request-id')).toHaveText(requestId)
})
