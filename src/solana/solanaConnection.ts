import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type {
  StandardConnectFeature,
  StandardDisconnectFeature,
  StandardEventsFeature,
} from '@wallet-standard/features'
import { withRejection } from '../lib/withRejection'
import { rememberedSolanaWallet } from './rememberedSolanaWallet'
import { solanaAccount } from './solanaAccount'
import { watchSolanaWallets } from './watchSolanaWallets'

/** How long a reload waits for the remembered wallet to register: an extension's script may run after Ferry's. */
export const RECONNECT_WAIT_MS = 3_000

type Connected = { wallet: Wallet; account: WalletAccount; stopEvents: () => void }
let connected: Connected | undefined

/** The account a wallet shares for Solana: one that names a `solana:*` chain, else its first. */
function solanaAccountOf(accounts: readonly WalletAccount[]): WalletAccount | undefined {
  return accounts.find((a) => a.chains.some((chain) => chain.startsWith('solana:'))) ?? accounts[0]
}

function show(wallet: Wallet, account: WalletAccount) {
  if (connected) connected.account = account
  solanaAccount.set({ address: account.address, walletName: wallet.name })
}

function forget() {
  connected?.stopEvents()
  connected = undefined
  solanaAccount.set(undefined)
}

/**
 * The page's one Solana wallet connection: connect, disconnect, reconnect on
 * reload. It writes `solanaAccount` (what the form reads) and remembers the
 * wallet's name on this device, and follows the wallet's own changes (another
 * account chosen in it, or a disconnect from its side).
 */
export const solanaConnection = {
  /** The connected wallet and account, for the step signer. */
  current(): { wallet: Wallet; account: WalletAccount } | undefined {
    return connected && { wallet: connected.wallet, account: connected.account }
  },

  /**
   * Asks the wallet for its account (`standard:connect`; `silent` asks without a prompt, for a reload).
   *
   * @throws {UserRejectedError} when the person declines in the wallet.
   */
  async connect(wallet: Wallet, options: { silent?: boolean } = {}): Promise<void> {
    const feature = (wallet.features as Partial<StandardConnectFeature>)['standard:connect']
    if (!feature) throw new Error(`${wallet.name} cannot connect.`)
    const { accounts } = await withRejection(() => feature.connect(options.silent ? { silent: true } : undefined))
    const account = solanaAccountOf(accounts)
    if (!account) throw new Error(`${wallet.name} shared no Solana account.`)
    forget()
    const events = (wallet.features as Partial<StandardEventsFeature>)['standard:events']
    const stopEvents =
      events?.on('change', (change) => {
        if (!change.accounts || connected?.wallet !== wallet) return
        const next = solanaAccountOf(change.accounts)
        if (next) show(wallet, next)
        else {
          forget()
          rememberedSolanaWallet.set(undefined)
        }
      }) ?? (() => {})
    connected = { wallet, account, stopEvents }
    show(wallet, account)
    rememberedSolanaWallet.set(wallet.name)
  },

  /** Forgets the connection here and on this device, and tells the wallet (`standard:disconnect`) when it listens. */
  async disconnect(): Promise<void> {
    const wallet = connected?.wallet
    forget()
    rememberedSolanaWallet.set(undefined)
    const feature = (wallet?.features as Partial<StandardDisconnectFeature> | undefined)?.['standard:disconnect']
    // The connection is gone on Ferry's side whatever the wallet answers.
    await feature?.disconnect().catch(() => {})
  },

  /**
   * Reconnects the wallet this device connected last, silently, once it has registered (waiting up to
   * `RECONNECT_WAIT_MS`). A wallet that no longer lets Ferry in without asking is forgotten.
   */
  async reconnect(args: { waitMs?: number } = {}): Promise<void> {
    const name = rememberedSolanaWallet.get()
    if (!name || connected) return
    const wallet = await new Promise<Wallet | undefined>((resolve) => {
      let stop: () => void = () => {}
      const timer = setTimeout(() => {
        stop()
        resolve(undefined)
      }, args.waitMs ?? RECONNECT_WAIT_MS)
      stop = watchSolanaWallets((wallets) => {
        const found = wallets.find((w) => w.name === name)
        if (!found) return
        clearTimeout(timer)
        // Called during the watch's first report too, before `stop` is set: leave it to the next tick.
        queueMicrotask(() => stop())
        resolve(found)
      })
    })
    if (!wallet || connected) return
    try {
      await this.connect(wallet, { silent: true })
    } catch {
      rememberedSolanaWallet.set(undefined)
    }
  },
}
