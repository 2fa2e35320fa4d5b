import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import { createPublicClient, erc20Abi, type Hex, http, type PublicClient, zeroAddress } from 'viem'
import { type DevnetManifest, devnetManifestSchema } from '../../src/api/schemas/manifest'
import { devnetChains } from '../../src/config/devnetChains'
import { injectTestWallet, type TestWallet } from './injectTestWallet'
import { E2E_MANIFEST_PATH } from './ports'

type Fixtures = {
  /** The chains the injected wallet knows at first (`test.use({ walletChainIds })`); undefined: every devnet chain. */
  walletChainIds: readonly number[] | undefined
  /** A key for the injected wallet instead of a manifest account (`test.use({ walletKey })`): a fresh account. */
  walletKey: Hex | undefined
  /** EIP-5792 in the injected wallet (`test.use({ walletBatching })`); undefined: a wallet without it. */
  walletBatching: 'atomic' | 'refuses' | undefined
  manifest: DevnetManifest
  wallet: TestWallet
  chain: (chainId: number) => PublicClient
  balanceOf: (args: { chainId: number; token: string; owner: Hex }) => Promise<bigint>
}

export const test = base.extend<Fixtures>({
  walletChainIds: [undefined, { option: true }],
  walletKey: [undefined, { option: true }],
  walletBatching: [undefined, { option: true }],
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this destructuring.
  manifest: async ({}, use) => {
    await use(devnetManifestSchema.parse(JSON.parse(readFileSync(E2E_MANIFEST_PATH, 'utf8'))))
  },
  // Account 0 is the Devnet wallet's; workers sign with 1, 2, ... so their nonces never collide.
  wallet: async ({ page, manifest, walletChainIds, walletKey, walletBatching }, use, testInfo) => {
    await use(
      await injectTestWallet(page, {
        manifest,
        knownChainIds: walletChainIds,
        privateKey: walletKey,
        batching: walletBatching,
        accountIndex: 1 + (testInfo.parallelIndex % (manifest.accounts.length - 1)),
      }),
    )
  },
  chain: async ({ manifest }, use) => {
    const chains = devnetChains(manifest)
    await use((chainId) => {
      const chain = chains.find((c) => c.id === chainId)
      if (!chain) throw new Error(`No devnet chain ${chainId}`)
      return createPublicClient({ chain, transport: http(chain.rpcUrls.default.http[0]) }) as PublicClient
    })
  },
  balanceOf: async ({ chain }, use) => {
    await use(async ({ chainId, token, owner }) => {
      const client = chain(chainId)
      if (token.toLowerCase() === zeroAddress) return client.getBalance({ address: owner })
      return client.readContract({ address: token as Hex, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
    })
  },
})

export { expect }

/** The header's account button once connected (src/app/AccountButtons.tsx): "0x70…79C8". */
export function accountButton(page: Page, address: string) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`^${address.slice(0, 4)}…${address.slice(-4)}`, 'i') })
}

/** Opens Ferry on a network (the local one by default) and connects the injected test wallet through RainbowKit. */
export async function openAndConnect(page: Page, wallet: TestWallet, network: 'local' | 'testnet' = 'local') {
  await page.goto(`/?network=${network}`)
  await page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' }).click()
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Test Wallet/ })
    .first()
    .click()
  // Connected: the form asks for an amount instead of a wallet (the header may show only an avatar on phones).
  await expect(page.getByRole('button', { name: 'Enter an amount' })).toBeVisible()
  expect(wallet.calls).toContain('eth_requestAccounts')
}
