import { chainsResponseSchema } from '../src/api/schemas/catalogue'
import { expect, test } from './support/fixtures'
import { chooseChains, devnetAdmin } from './support/form'

/** What a picker (From by default) offers: choosable chains, and the ones shown as not available with their reason. */
async function offered(page: import('@playwright/test').Page, side: 'From' | 'To' = 'From') {
  const dialog = page.getByRole('dialog')
  const open = dialog.getByRole('heading', { name: side, exact: true })
  if ((await dialog.isVisible()) && !(await open.isVisible())) {
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  }
  if (!(await dialog.isVisible()))
    await page
      .getByRole('form', { name: 'Transfer' })
      .getByRole('button', { name: new RegExp(`^${side} `) })
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
    // An origin needs an EVM or Solana chain that is not disabled and has an RPC; `depositEnabled` is about the
    // destination. The widget lists EVM chains first.
    const signable = before.filter((c) => !c.disabled && ['evm', 'svm'].includes(c.vmType ?? 'evm') && c.httpRpcUrl)
    const usable = [
      ...signable.filter((c) => (c.vmType ?? 'evm') === 'evm'),
      ...signable.filter((c) => c.vmType === 'svm'),
    ]
    await expect.poll(async () => (await offered(page)).enabled).toEqual(usable.map((c) => c.id))
    // The maintenance chain takes no deposits ("allows this chain to be set as the destination chain"): the To
    // picker shows it with the service's reason and it cannot be chosen there. It is not run (no RPC), so the
    // From picker shows it as not supported, with the service's message beside it.
    const maintenance = before.find((c) => c.depositEnabled === false)!
    const asOrigin = (await offered(page)).disabled.find((text) => text.startsWith(maintenance.displayName!))
    expect(asOrigin).toContain('Not yet supported')
    expect(asOrigin).toContain(maintenance.statusMessage)
    const receiving = usable.filter((c) => c.depositEnabled !== false)
    expect((await offered(page, 'To')).enabled).toEqual(receiving.map((c) => c.id))
    expect((await offered(page, 'To')).disabled).toContainEqual(
      expect.stringContaining(`${maintenance.displayName}${maintenance.statusMessage}`),
    )
    await page.keyboard.press('Escape')

    // The service grows its catalogue: after a reload the page lists the new chains, Bitcoin and Tron ones as not
    // supported (ten synthetic chains: one of each of svm, bvm and tvm among them).
    await devnetAdmin(manifest, '/devnet/catalogue', { chains: 10 }, 'PUT')
    const after = await listed()
    expect(after.length).toBe(before.length + 10)
    await page.reload()
    await expect.poll(async () => (await offered(page)).disabled.length).toBe(after.length - usable.length)
    const names = (await offered(page)).disabled.join('\n')
    for (const chain of after.filter((c) => !before.some((b) => b.id === c.id)))
      expect(names).toContain(chain.displayName ?? chain.name)
    expect(names).toMatch(/Not yet supported: Ferry cannot sign BVM transactions/)
    expect(names).toMatch(/Not yet supported: Ferry cannot sign TVM transactions/)
    expect(names).not.toMatch(/cannot sign SVM/)
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
