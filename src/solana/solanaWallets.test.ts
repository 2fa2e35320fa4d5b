import { type Address, getBase58Decoder, getBase64Encoder, lamports } from '@solana/kit'
import type { SolanaSignTransactionFeature } from '@solana/wallet-standard-features'
import type { Wallet } from '@wallet-standard/base'
import { LiteSVM } from 'litesvm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { UserRejectedError } from '../lib/walletErrors'
import { keypairWalletScript } from './keypairWalletScript'
import { createLitesvmRpc } from './litesvmRpc.fixtures'
import { sendSvmInstructions } from './sendSvmInstructions'

// Page-less: a window that is an event target with storage, the wallet injected as the page would run its script,
// and the real Wallet Standard registry, connection store and signer over the real SVM (litesvm).

const SOL = 1_000_000_000n

async function testKeypair(): Promise<{ address: Address; secretKey: string }> {
  const pair = (await crypto.subtle.generateKey('Ed25519', true, ['sign', 'verify'])) as CryptoKeyPair
  const jwk = await crypto.subtle.exportKey('jwk', pair.privateKey)
  const bytes = (base64url: string) =>
    new Uint8Array(getBase64Encoder().encode(base64url.replace(/-/g, '+').replace(/_/g, '/').padEnd(44, '=')))
  const publicKey = bytes(jwk.x!)
  const base58 = getBase58Decoder()
  return {
    address: base58.decode(publicKey) as Address,
    secretKey: base58.decode(new Uint8Array([...bytes(jwk.d!), ...publicKey])),
  }
}

function memoryStorage(): Storage {
  const data = new Map<string, string>()
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  } as Storage
}

/** Ferry's Solana modules as a fresh page load has them (a reload); the registry, a package's, lasts the file. */
async function loadPage() {
  vi.resetModules()
  const [connection, account, discovery, app] = await Promise.all([
    import('./solanaConnection'),
    import('./solanaAccount'),
    import('./watchSolanaWallets'),
    import('@wallet-standard/app'),
  ])
  return { ...connection, ...account, ...discovery, getWallets: app.getWallets }
}

function walletsNow(page: Awaited<ReturnType<typeof loadPage>>): Wallet[] {
  let found: Wallet[] = []
  page.watchSolanaWallets((wallets) => {
    found = wallets
  })()
  return found
}

// The registry is the page's (the package's module state, which lasts the file): each test names its own wallet.
const inject = (options: { name: string; secretKey: string; decline?: boolean }) =>
  new Function(keypairWalletScript({ icon: 'data:image/svg+xml;base64,', ...options }))()
const named = (page: Awaited<ReturnType<typeof loadPage>>, name: string) =>
  walletsNow(page).find((w) => w.name === name)!

// One window for the file, as the registry it holds lasts the file.
beforeAll(() => {
  vi.stubGlobal('window', Object.assign(new EventTarget(), { localStorage: memoryStorage() }))
})
afterAll(() => {
  vi.unstubAllGlobals()
})

describe('Solana wallets', () => {
  it('finds wallets by discovery, registered before and after, and only those that can connect and sign on Solana', async () => {
    const key = await testKeypair()
    inject({ name: 'Test Solana wallet', secretKey: key.secretKey })
    const page = await loadPage()
    const seen: string[][] = []
    const stop = page.watchSolanaWallets((wallets) => seen.push(wallets.map((w) => w.name)))
    const wallet = (name: string, chains: `${string}:${string}`[], features: string[]): Wallet => ({
      version: '1.0.0',
      icon: 'data:image/svg+xml;base64,',
      accounts: [],
      name,
      chains,
      features: Object.fromEntries(features.map((f) => [f, { version: '1.0.0' }])),
    })
    page
      .getWallets()
      .register(
        wallet('EVM only', ['eip155:1'], ['standard:connect', 'solana:signTransaction']),
        wallet('Cannot sign', ['solana:mainnet'], ['standard:connect']),
        wallet('Sends itself', ['solana:mainnet'], ['standard:connect', 'solana:signAndSendTransaction']),
      )
    stop()
    expect(seen).toEqual([['Test Solana wallet'], ['Test Solana wallet', 'Sends itself']])
  })

  it('connects, writes the account, and reconnects silently after a reload by the name it remembered', async () => {
    const key = await testKeypair()
    inject({ name: 'Reconnecting wallet', secretKey: key.secretKey })
    const first = await loadPage()
    await first.solanaConnection.connect(named(first, 'Reconnecting wallet'))
    expect(first.solanaAccount.get()).toEqual({ address: key.address, walletName: 'Reconnecting wallet' })

    const reloaded = await loadPage()
    expect(reloaded.solanaAccount.get()).toBeUndefined()
    await reloaded.solanaConnection.reconnect({ waitMs: 1000 })
    expect(reloaded.solanaAccount.get()).toEqual({ address: key.address, walletName: 'Reconnecting wallet' })

    await reloaded.solanaConnection.disconnect()
    expect(reloaded.solanaAccount.get()).toBeUndefined()
    const again = await loadPage()
    await again.solanaConnection.reconnect({ waitMs: 50 })
    expect(again.solanaAccount.get()).toBeUndefined()
  })

  it('signs what the real SVM accepts, and a decline is UserRejectedError', async () => {
    for (const decline of [false, true]) {
      const key = await testKeypair()
      const solver = await testKeypair()
      inject({ name: `Signing wallet ${decline}`, secretKey: key.secretKey, decline })
      const page = await loadPage()
      const wallet = named(page, `Signing wallet ${decline}`)
      await page.solanaConnection.connect(wallet)
      const svm = new LiteSVM()
      svm.airdrop(key.address, lamports(2n * SOL))
      const { rpc } = createLitesvmRpc(svm)
      const { signTransaction } = (wallet.features as SolanaSignTransactionFeature)['solana:signTransaction']
      const sending = sendSvmInstructions({
        rpc,
        feePayer: key.address,
        wallet: {
          kind: 'sign',
          signTransaction: async (wire) =>
            (await signTransaction({ account: wallet.accounts[0]!, transaction: wire }))[0]!.signedTransaction,
        },
        instructions: [
          {
            programId: '11111111111111111111111111111111',
            keys: [
              { pubkey: key.address, isSigner: true, isWritable: true },
              { pubkey: solver.address, isSigner: false, isWritable: true },
            ],
            // System Program transfer of 1 SOL (instruction 2, u64 lamports little-endian).
            data: '0x0200000000ca9a3b00000000',
          },
        ],
        addressLookupTableAddresses: [],
        pollMs: 1,
      })
      if (decline) await expect(sending).rejects.toBeInstanceOf(UserRejectedError)
      else {
        await expect(sending).resolves.toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
        expect(svm.getBalance(solver.address)).toBe(SOL)
      }
    }
  })
})
