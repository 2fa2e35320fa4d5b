import { getBase58Decoder } from '@solana/kit'
import { expect, test } from './support/fixtures'
import { SOLANA_TEST_WALLET_NAME, solanaTestWallet } from './support/solanaTestWallet'

/** A fresh Solana keypair: its address, and the 64-byte keypair in base58 (as wallets export it). */
async function freshKeypair(): Promise<{ address: string; secretKey: string }> {
  const pair = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  const publicKey = Buffer.from(jwk.x!, 'base64url')
  const base58 = getBase58Decoder()
  return {
    address: base58.decode(publicKey),
    secretKey: base58.decode(Buffer.concat([Buffer.from(jwk.d!, 'base64url'), publicKey])),
  }
}

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-4)}`

// The Solana wallet in the header, found by Wallet Standard discovery as Phantom would be (an injected wallet that
// registers before the page's scripts run); no chain is involved in connecting.
test('finds an injected Solana wallet, connects it in the header, reconnects after a reload, and disconnects', async ({
  page,
}) => {
  const key = await freshKeypair()
  await page.addInitScript(solanaTestWallet({ secretKey: key.secretKey }))
  await page.setViewportSize({ width: 1280, height: 720 })
  await page.goto('/?network=local')
  const solana = page.getByRole('banner').getByTestId('solana-button')
  await expect(solana).toHaveText('Solana')

  // The chooser: Escape closes it and the focus is back on the button.
  await solana.click()
  const chooser = page.getByRole('dialog', { name: 'Solana wallet' })
  await expect(chooser.getByRole('button', { name: SOLANA_TEST_WALLET_NAME })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(chooser).toBeHidden()
  await expect(solana).toBeFocused()

  await solana.click()
  await expect(chooser.getByRole('button', { name: SOLANA_TEST_WALLET_NAME })).toBeFocused()
  await page.screenshot({ path: test.info().outputPath('chooser-1280.png') })
  await chooser.getByRole('button', { name: SOLANA_TEST_WALLET_NAME }).click()
  await expect(chooser).toBeHidden()
  await expect(solana).toHaveText(short(key.address))
  await expect(solana).toHaveAttribute('title', key.address)
  await page.screenshot({
    path: test.info().outputPath('header-1280.png'),
    clip: { x: 0, y: 0, width: 1280, height: 90 },
  })

  await page.reload()
  await expect(solana).toHaveText(short(key.address))

  // On a phone: the mark alone, and nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 720 })
  await expect(solana).toHaveAccessibleName(`Solana wallet ${key.address}`)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await page.screenshot({
    path: test.info().outputPath('header-360.png'),
    clip: { x: 0, y: 0, width: 360, height: 120 },
  })

  await solana.click()
  await expect(chooser.getByTestId('solana-account')).toContainText(key.address)
  await chooser.getByRole('button', { name: 'Disconnect' }).click()
  await page.setViewportSize({ width: 1280, height: 720 })
  await expect(solana).toHaveText('Solana')
  // Forgotten on this device too: a reload does not reconnect it.
  expect(await page.evaluate(() => localStorage.getItem('ferry.solana.wallet'))).toBeNull()
})
