import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { chooseChains, tokenAddress } from './support/form'

const A = 31337

/**
 * The picker dialogs in the page that are closed, each marked so that a later opening can be told to reuse it. A
 * picker renders a fresh dialog after every close (PickerButton): first wait until the one just closed has gone, so
 * a slow machine never marks the old one.
 */
async function markClosedDialogs(page: Page): Promise<number> {
  await expect.poll(() => page.locator('dialog[data-test-was-open]').count(), { timeout: 20_000 }).toBe(0)
  return page.locator('dialog:not([open])').evaluateAll((dialogs) => {
    for (const d of dialogs) d.setAttribute('data-test-closed-before', '')
    return dialogs.length
  })
}

/** Marks the open dialog, so that `markClosedDialogs` can wait for it to be replaced once closed. */
async function markOpenDialog(page: Page) {
  await page.locator('dialog[open]').evaluate((d) => d.setAttribute('data-test-was-open', ''))
}

test('a picker opens the dialog it rendered while closed: rows already there, nothing of it found while closed, and every opening starts afresh', async ({
  page,
}) => {
  await page.goto('/?network=local')
  const form = page.getByRole('form', { name: 'Transfer' })
  const tokenButton = form.getByRole('button', { name: /^Token / })
  const dialog = page.getByRole('dialog')

  // First opening: move the highlight, search, close.
  await tokenButton.click()
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  const count = await dialog.getByRole('option').count()
  await page.keyboard.press('ArrowDown')
  await expect(dialog.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
  await dialog.getByRole('combobox').fill('usd')
  await expect(dialog.getByRole('listbox')).toHaveAttribute('data-query', 'usd')
  await markOpenDialog(page)
  await page.keyboard.press('Escape')
  await expect(tokenButton).toBeFocused()

  // Closed, it stays in the page with its rows, and neither tests nor screen readers find it.
  await expect(dialog).toHaveCount(0)
  await expect(page.locator('dialog:not([open]) [role="option"]').first()).toBeAttached()
  expect(await markClosedDialogs(page)).toBeGreaterThan(0)

  // The next opening shows that same dialog, afresh: empty search, the whole list, the first option, at the top.
  await tokenButton.click()
  await expect(dialog).toHaveCount(1)
  await expect(dialog).toHaveAttribute('data-test-closed-before', '')
  await expect(dialog.getByRole('combobox')).toBeFocused()
  await expect(dialog.getByRole('combobox')).toHaveValue('')
  await expect(dialog.getByRole('listbox')).toHaveAttribute('data-query', '')
  await expect(dialog.getByRole('option')).toHaveCount(count)
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Escape')
  await expect(tokenButton).toBeFocused()

  // The chain picker likewise: scrolled to its last chain and closed, it opens again at its first.
  const from = form.getByRole('button', { name: /^From / })
  await from.click()
  const list = dialog.getByTestId('chain-list')
  await page.keyboard.press('Control+End')
  await expect(dialog.locator('[role="option"][aria-selected="true"]')).toBeInViewport()
  await markOpenDialog(page)
  await page.keyboard.press('Escape')
  await expect(from).toBeFocused()
  await markClosedDialogs(page)
  await from.click()
  await expect(dialog).toHaveAttribute('data-test-closed-before', '')
  await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  expect(await list.evaluate((el) => el.scrollTop)).toBe(0)
  await page.keyboard.press('Escape')
})

test('a token picker rendered while closed shows the starred tokens of the moment it opens', async ({
  page,
  manifest,
}) => {
  await page.goto('/?network=local')
  await chooseChains(page, { from: A })
  const tokenButton = page.getByRole('form', { name: 'Transfer' }).getByRole('button', { name: /^Token / })
  // The pointer over the button renders the dialog, closed, before any star is set.
  await tokenButton.hover()
  await expect(page.locator('dialog:not([open]) [role="option"]').first()).toBeAttached()
  const plain = `${A}:${tokenAddress(manifest, A, 'PLAIN').toLowerCase()}`
  await page.evaluate((key) => localStorage.setItem('ferry.local.tokens.starred', JSON.stringify([key])), plain)

  await tokenButton.click()
  const first = page.getByRole('dialog').getByRole('option').first()
  await expect(first).toHaveAttribute('data-symbol', 'PLAIN')
  await expect(first).toContainText('starred')
})

test('a picker closed within the frame that opens it stays closed, gives focus back and opens afresh next time', async ({
  page,
}) => {
  await page.goto('/?network=local')
  const tokenButton = page.getByRole('form', { name: 'Transfer' }).getByRole('button', { name: /^Token / })
  await tokenButton.hover()
  await expect(page.locator('dialog:not([open]) [role="option"]').first()).toBeAttached()
  // Opened and closed in one task: the page has not produced a frame in between, so React has not heard of the
  // opening yet (it does after the frame that shows the dialog); then two frames, and what follows them.
  await tokenButton.evaluate((button: HTMLButtonElement) => {
    button.click()
    const dialog = document.querySelector<HTMLDialogElement>('dialog[open]')
    if (!dialog) throw new Error('the dialog did not open in the click')
    dialog.querySelector('input')!.value = 'typed'
    dialog.close()
  })
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done)))),
  )
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(tokenButton).toBeFocused()
  await tokenButton.click()
  await expect(page.getByRole('dialog').getByRole('combobox')).toHaveValue('')
  await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused()
})
