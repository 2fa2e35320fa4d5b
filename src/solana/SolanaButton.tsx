import { t } from '@lingui/core/macro'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useStore } from '../lib/useStore'
import { useFocusReturn } from '../ui/useFocusReturn'
import { rememberedSolanaWallet } from './rememberedSolanaWallet'
import { SolanaButtonFace } from './SolanaButtonFace'
import { solanaAccount } from './solanaAccount'
import { solanaChooserRequest } from './solanaChooserRequest'

// The chooser brings Wallet Standard discovery and the connection code: loaded on the first click, or on a reload
// that has a wallet to reconnect. Only this button's face is in the first paint (SolanaButtonFace).
const SolanaChooser = lazy(() => import('./SolanaChooser'))

/** The button's text with no wallet connected: the chain's name, the same in every language. */
const SOLANA = 'Solana'

/**
 * The header's Solana wallet button, beside the EVM "Connect Wallet": it
 * opens a chooser of the Solana wallets the page has (Wallet Standard), and
 * once one is connected shows its short address and, in the chooser, a way
 * out. It reconnects the wallet this device used last, silently. On the
 * local network `devnetServiceUrl` adds the Devnet Solana wallet.
 */
export function SolanaButton(props: { devnetServiceUrl?: string }) {
  const account = useStore(solanaAccount)
  const [open, setOpen] = useState(false)
  const [reconnecting, setReconnecting] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  useFocusReturn(open, trigger)
  const { devnetServiceUrl } = props

  useEffect(() => {
    if (solanaAccount.get() || !rememberedSolanaWallet.get()) return
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
  }, [devnetServiceUrl])

  // A click the first paint kept, or a form asking for a Solana wallet, opens the chooser.
  const requested = useStore(solanaChooserRequest)
  useEffect(() => {
    if (!requested) return
    solanaChooserRequest.set(false)
    setOpen(true)
  }, [requested])

  const address = account?.address
  return (
    <>
      <SolanaButtonFace
        ref={trigger}
        text={address ? shortSolanaAddress(address) : SOLANA}
        name={
          address
            ? t({ id: 'solana.button.connected', message: `Solana wallet ${address}` })
            : t({ id: 'solana.button.name', message: 'Solana wallet' })
        }
        title={account?.address}
        expanded={open}
        busy={reconnecting}
        onClick={() => setOpen(true)}
      />
      {open && (
        <Suspense fallback={null}>
          <SolanaChooser devnetServiceUrl={devnetServiceUrl} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}

/** A Solana address as the header shows it: its first and last four characters (base58 is case-sensitive, kept so). */
function shortSolanaAddress(address: string): string {
  return `${address.slice(0, 4)}…${address.slice(-4)}`
}
