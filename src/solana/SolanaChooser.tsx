import { t } from '@lingui/core/macro'
import type { Wallet } from '@wallet-standard/base'
import { useEffect, useRef, useState } from 'react'
import { useStore } from '../lib/useStore'
import { UserRejectedError } from '../lib/walletErrors'
import { PickerDialog } from '../ui/PickerDialog'
import { registerDevnetSolanaWallet } from './registerDevnetSolanaWallet'
import { solanaAccount } from './solanaAccount'
import { solanaConnection } from './solanaConnection'
import { watchSolanaWallets } from './watchSolanaWallets'

/**
 * The Solana wallet chooser (a modal dialog: Escape and the backdrop close
 * it, and the button that opened it takes the focus back): the wallets the
 * page has by Wallet Standard discovery, ones that register while it is open
 * included; once connected, the account and a way to disconnect.
 */
export default function SolanaChooser(props: { devnetServiceUrl?: string; onClose: () => void }) {
  const account = useStore(solanaAccount)
  const [wallets, setWallets] = useState<Wallet[] | undefined>(undefined)
  const [connecting, setConnecting] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | undefined>(undefined)
  const list = useRef<HTMLDivElement>(null)
  const { devnetServiceUrl, onClose } = props

  useEffect(() => {
    let live = true
    let stop = () => {}
    // On the local network the Devnet Solana wallet registers first; a devnet without Solana just has none.
    const devnet = devnetServiceUrl ? registerDevnetSolanaWallet({ serviceUrl: devnetServiceUrl }) : undefined
    void Promise.resolve(devnet)
      .catch(() => {})
      .then(() => {
        if (live) stop = watchSolanaWallets(setWallets)
      })
    return () => {
      live = false
      stop()
    }
  }, [devnetServiceUrl])

  // The first choice takes the focus once the list is there (the dialog's own focus goes to its close button).
  const shown = account ? 'account' : wallets?.length ? 'wallets' : 'none'
  useEffect(() => {
    if (shown === 'none') return
    const timer = setTimeout(() => list.current?.querySelector<HTMLButtonElement>('button')?.focus())
    return () => clearTimeout(timer)
  }, [shown])

  const choose = async (wallet: Wallet) => {
    setConnecting(wallet.name)
    setError(undefined)
    try {
      await solanaConnection.connect(wallet)
      onClose()
    } catch (e) {
      const walletName = wallet.name
      const reason = e instanceof Error ? e.message : String(e)
      setError(
        e instanceof UserRejectedError
          ? t({ id: 'solana.chooser.declined', message: 'You declined in your wallet.' })
          : t({ id: 'solana.chooser.connectFailed', message: `${walletName} did not connect: ${reason}` }),
      )
    } finally {
      setConnecting(undefined)
    }
  }

  const walletName = account?.walletName
  return (
    <PickerDialog title={t({ id: 'solana.chooser.title', message: 'Solana wallet' })} onClose={onClose}>
      <div ref={list} className="space-y-2">
        {account ? (
          <div className="space-y-2 text-sm" data-testid="solana-account">
            <p className="text-slate-600">
              {t({ id: 'solana.chooser.connectedWith', message: `Connected with ${walletName}` })}
            </p>
            <p className="break-all font-mono text-slate-900" dir="ltr">
              {account.address}
            </p>
            <button
              type="button"
              onClick={() => void solanaConnection.disconnect().then(onClose)}
              className="rounded-lg px-2 py-1 text-slate-600 hover:bg-slate-100"
            >
              {t({ id: 'solana.chooser.disconnect', message: 'Disconnect' })}
            </button>
          </div>
        ) : wallets === undefined ? (
          <p role="status" className="text-sm text-slate-600">
            {t({ id: 'solana.chooser.looking', message: 'Looking for Solana wallets…' })}
          </p>
        ) : wallets.length === 0 ? (
          <p className="text-sm text-slate-600">
            {t({
              id: 'solana.chooser.none',
              message:
                'No Solana wallet in this browser. Install one (Phantom, Solflare or Backpack, say), then reload the page.',
            })}
          </p>
        ) : (
          <ul className="space-y-1">
            {wallets.map((wallet) => (
              <li key={wallet.name}>
                <button
                  type="button"
                  onClick={() => void choose(wallet)}
                  disabled={connecting !== undefined}
                  aria-busy={connecting === wallet.name || undefined}
                  className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-start hover:bg-slate-100"
                >
                  <img src={wallet.icon} alt="" width={28} height={28} className="rounded-md" />
                  <span className="font-semibold text-slate-900">{wallet.name}</span>
                  {connecting === wallet.name && (
                    <span className="text-sm text-slate-500">
                      {t({ id: 'solana.chooser.connecting', message: 'Connecting…' })}
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </PickerDialog>
  )
}
