import { expect, test } from './support/fixtures'

// The demo page shows its header and form before the wallet side (wagmi, RainbowKit) has loaded; that side arrives
// without moving anything, takes a click made before it came, reconnects on reload, and disconnects.
for (const width of [1280, 390]) {
  test(`the wallet side arrives after the form without moving it, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    let release: () => void = () => {}
    // The wallet side's chunk is held back until the form has been looked at and clicked.
    const held = new Promise<void>((r) => {
      release = r
    })
    await page.route(/DemoWallet-.*\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/?network=local')
    // The form itself, not its skeleton (first paint): the wallet side starts after the form's.
    await expect(page.getByRole('button', { name: /^From / })).toBeVisible()
    const box = async () => ({
      header: await page.getByRole('banner').boundingBox(),
      button: await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).boundingBox(),
      pay: await page.getByLabel('You pay').boundingBox(),
    })
    const before = await box()
    await page.screenshot({ path: test.info().outputPath(`${width}-1-before.png`) })
    // A click made now waits for the wallet side.
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    release()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`${width}-2-modal.png`) })
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const after = await box()
    await page.screenshot({ path: test.info().outputPath(`${width}-3-after.png`) })
    expect(after).toEqual(before)
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Devnet wallet/ })
      .click()
    await expect(page.getByRole('banner').getByRole('button', { name: /^0x/ })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`${width}-4-connected.png`) })
    // The connected wallet's buttons fit where "Connect Wallet" was: the header keeps its rows, the form its place.
    expect((await page.getByRole('banner').boundingBox())?.height).toBe(before.header?.height)
    expect((await page.getByLabel('You pay').boundingBox())?.y).toBe(before.pay?.y)
    await page.reload()
    await expect(page.getByRole('banner').getByRole('button', { name: /^0x/ })).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`${width}-5-reloaded.png`) })
    await page.getByRole('banner').getByRole('button', { name: /^0x/ }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.screenshot({ path: test.info().outputPath(`${width}-6-account-modal.png`) })
    await page.getByRole('dialog').getByRole('button', { name: 'Disconnect' }).click()
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible()
  })
}

// At a phone's width the pages' links take a row of their own, reserved in the first paint: nothing moves either.
for (const width of [1280, 390]) {
  test(`the demo page takes an amount, a network and a wallet click before its app and catalogue arrive, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 })
    // The real /chains answer, held back: the service is slow, not replaced.
    let release: () => void = () => {}
    const held = new Promise<void>((r) => {
      release = r
    })
    await page.route('**/chains', async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/?network=local')
    await expect(page.getByTestId('form-skeleton')).toBeVisible()
    const pay = page.getByLabel('You pay')
    // Where the field sits (its width inside the box depends on the token's symbol beside it).
    const place = async () => {
      const box = await pay.boundingBox()
      return box && { x: box.x, y: box.y, height: box.height }
    }
    // Measured once it holds still: the first paint's field may be swapped for the app's loading form (the same
    // place, a new element) in the very instant it is measured, which reads as no box at all.
    let before: Awaited<ReturnType<typeof place>> = null
    await expect.poll(async () => (before = await place())).not.toBeNull()
    await pay.click()
    await page.keyboard.type('0.03')
    // A click on the wallet button now opens the chooser once the wallet side is there.
    await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await pay.click()
    release()
    await expect(page.getByTestId('form-skeleton')).toHaveCount(0)
    await expect(page.getByRole('button', { name: /^From / })).toHaveAttribute('data-value', '31337')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(pay).toHaveValue('0.03')
    expect(await place()).toEqual(before)
    await pay.press('End')
    await pay.pressSequentially('5')
    await expect(pay).toHaveValue('0.035')
  })
}
