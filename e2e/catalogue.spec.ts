import { chainsResponseSchema } from '../src/api/schemas/catalogue'
import { expect, test } from './support/fixtures'
import { chooseChains, devnetAdmin } from './support/form'

/** What the From picker offers: choosable chains, and the ones shown as not available with their reason. */
async function offered(page: import('@playwright/test').Page) {
  const dialog = page.getByRole('dialog')
  if (!(await dialog.isVisible()))
    await page
      .getByRole('form', { name: 'Transfer' })
      .getByRole('button', { name: /^From / })
      .click()
  await expect(dialog.getByRole('option').first()).toBeVisible()
  const enabled = await dialog
    .locator('[role="option"]:not([aria-disabled="true"])')
    .evaluateAll((o) => o.map((e) => Number(e.getAttribute('data-chain-id'))))
  const disabled = await dialog
    .locator('[role="option"][aria-disabled="true"]')
    .evaluateAll((o) => o.map((e) => (e.textContent ?? '').trim()))
  return { enabled, disabled }
}

test('the chains on screen are what GET /chains lists, and follow it when the catalogue changes', async ({
  page,
  manifest,
}) => {
  const listed = async () =>
    chainsResponseSchema.parse(await (await fetch(`${manifest.serviceUrl}/chains`)).json()).chains
  try {
    const before = await listed()
    await page.goto('/?network=local')
    const usable = before.filter((c) => c.depositEnabled !== false && !c.disabled && (c.vmType ?? 'evm') === 'evm')
    await expect.poll(async () => (await offered(page)).enabled).toEqual(usable.map((c) => c.id))
    // A chain the service lists without deposits is shown, with the service's reason, and cannot be chosen.
    const maintenance = before.find((c) => c.depositEnabled === false)!
    expect((await offered(page)).disabled).toContainEqual(
      expect.stringContaining(`${maintenance.displayName}${maintenance.statusMessage}`),
    )

    // The service grows its catalogue: after a reload the page lists the new chains, non-EVM ones as not supported.
    await devnetAdmin(manifest, '/devnet/catalogue', { chains: 6 }, 'PUT')
    const after = await listed()
    expect(after.length).toBe(before.length + 6)
    await page.reload()
    await expect.poll(async () => (await offered(page)).disabled.length).toBe(after.length - usable.length)
    const names = (await offered(page)).disabled.join('\n')
    for (const chain of after.filter((c) => !before.some((b) => b.id === c.id)))
      expect(names).toContain(chain.displayName ?? chain.name)
    expect(names).toMatch(/Not yet supported: Ferry cannot sign (SVM|BVM|TVM) transactions/)
  } finally {
    await devnetAdmin(manifest, '/devnet/catalogue', { chains: 0 }, 'PUT')
  }
})

test('a running chain with a status message shows it under the chain', async ({ page, manifest }) => {
  const { chains } = chainsResponseSchema.parse(await (await fetch(`${manifest.serviceUrl}/chains`)).json())
  const noted = chains.find((c) => c.statusMessage && c.depositEnabled !== false && !c.disabled)!
  await page.goto('/?network=local')
  await chooseChains(page, { from: noted.id })
  await expect(page.getByTestId('chain-status').first()).toHaveText(noted.statusMessage!)
})
