import { expect, test } from './support/fixtures'

// On a busy machine the app took over between a press on "Connect Wallet" and its release: the press went down on
// one button and up on its replacement, which is no click, and nothing opened (a loaded CI run, and #21's lost click).
test('a press on Connect Wallet that the app’s takeover splits across two buttons still opens the chooser', async ({
  page,
}) => {
  // The real /chains answer, held back: the app stays on its loading header until the test lets it through.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/chains', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/?network=local')
  const button = page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })
  await expect(page.getByRole('status').filter({ hasText: 'Connecting to Local devnet…' }).first()).toBeAttached()
  const pressed = await button.elementHandle()
  const box = (await button.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  release()
  // The loaded header: the button pressed has been replaced by another in the same place.
  await expect(page.getByRole('navigation', { name: 'Pages' })).toBeVisible()
  await expect.poll(() => pressed!.evaluate((el) => el.isConnected)).toBe(false)
  await page.mouse.up()
  await expect(page.getByRole('dialog', { name: 'Connect a Wallet' })).toBeVisible()
})
