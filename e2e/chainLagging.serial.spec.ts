import { expect, test } from './support/fixtures'
import { chooseChains, devnetAdmin } from './support/form'

// Serial: pausing a chain's blocks holds every transaction on it, whoever sent it.
const A = 31337
const C = 31339
/** The form reads the chosen chains' status every 15 s (CHAIN_STATUS_REFRESH_MS): a change shows within one read. */
const LIVE_MS = 45_000

test('a chain whose blocks stop after the page loaded is said slow under its picker, and no longer once they resume', async ({
  page,
  manifest,
}) => {
  await page.goto('/')
  await chooseChains(page, { from: A, to: C })
  const form = page.getByRole('form', { name: 'Transfer' })
  const note = 'This chain is slow right now: transfers may take longer than usual.'
  // C's own status message (the devnet's note on its balances), as the catalogue loaded with the page has it.
  const status = form.getByTestId('chain-status')
  await expect(status).toContainText('local test chain')
  try {
    await devnetAdmin(manifest, '/devnet/chains/mining', { chainId: C, paused: true })
    await expect(status).toHaveText(note, { timeout: LIVE_MS })
    await expect(form.getByRole('button', { name: /^To / })).toHaveAccessibleDescription(note)
    await page.screenshot({ path: test.info().outputPath('lagging.png') })
  } finally {
    await devnetAdmin(manifest, '/devnet/chains/mining', { chainId: C, paused: false })
  }
  await expect(status).toContainText('local test chain', { timeout: LIVE_MS })
})
