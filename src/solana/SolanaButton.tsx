import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useStore } from '../lib/useStore'
import { useFocusReturn } from '../ui/useFocusReturn'
import { rememberedSolanaWallet } from './rememberedSolanaWallet'
import { solanaAccount } from './solanaAccount'

// The chooser brings Wallet Standard discovery and the connection code: loaded on the first click, or on a reload
// that has a wallet to reconnect. This button alone is in the first paint (no Solana library in it).
const SolanaChooser = lazy(() => import('./SolanaChooser'))

// As the header's other buttons (AccountButtons): 40 px high, a size smaller on phones, where only the mark shows.
const BUTTON =
  'flex shrink-0 items-center gap-2 rounded-xl bg-white px-2.5 py-2.5 text-sm font-bold text-slate-900 shadow-sm sm:px-3 sm:py-2 sm:text-base'

/**
 * The header's Solana wallet button, beside the EVM "Connect Wallet": it
 * opens a chooser of the Solana wallets the page has (Wallet Standard), and
 * once one is connected shows its short address and, in the chooser, a way
 * out. `reconnect` reconnects the wallet this device used last, silently (the
 * app's header asks for it; the first paint's does not). On the local network
 * `devnetServiceUrl` adds the Devnet Solana wallet.
 */
export function SolanaButton(props: { devnetServiceUrl?: string; reconnect?: boolean }) {
  const account = useStore(solanaAccount)
  const [open, setOpen] = useState(false)
  const [reconnecting, setReconnecting] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  useFocusReturn(open, trigger)
  const { devnetServiceUrl, reconnect } = props

  useEffect(() => {
    if (!reconnect || solanaAccount.get() || !rememberedSolanaWallet.get()) return
    let live = true
    setReconnecting(true)
    void Promise.all([import('./registerDevnetSolanaWallet'), import('./solanaConnection')])
      .then(async ([devnet, connection]) => {
        // The Devnet Solana wallet registers first, so that it is there to reconnect.
        if (devnetServiceUrl) await devnet.registerDevnetSolanaWallet({ serviceUrl: devnetServiceUrl }).catch(() => {})
        await connection.solanaConnection.reconnect()
      })
      .catch(() => {})
      .finally(() => live && setReconnecting(false))
    return () => {
      live = false
    }
  }, [reconnect, devnetServiceUrl])

  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-busy={reconnecting || undefined}
        aria-label={account ? `Solana wallet ${account.address}` : 'Solana wallet'}
        title={account?.address}
        onClick={() => setOpen(true)}
        className={BUTTON}
        style={{ whiteSpace: 'nowrap' }}
        data-testid="solana-button"
      >
        <SolanaMark />
        <span className="sr-only sm:not-sr-only">{account ? shortSolanaAddress(account.address) : 'Solana'}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SolanaChooser devnetServiceUrl={devnetServiceUrl} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

/** Solana's three bars, in one colour (the button stays the header's white). */
function SolanaMark() {
  return (
    <svg aria-hidden viewBox="0 0 20 16" width="20" height="16" className="text-teal-700" fill="currentColor">
      <path d="M4 0h16l-4 4H0zM0 6h16l4 4H4zM4 12h16l-4 4H0z" />
    </svg>
  )
}

/** A Solana address as the header shows it: its first and last four characters (base58 is case-sensitive, kept so). */
function shortSolanaAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`
}
