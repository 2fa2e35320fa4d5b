import { t } from '@lingui/core/macro'
import { useState } from 'react'
import type { NetworkId } from '../config/networkIds'
import type { AmountDraft } from '../features/swap/amountDraft'
import { SwapPanelSkeleton } from '../features/swap/SwapPanelSkeleton'
import type { LocaleCode } from '../i18n/locales'
import type { Store } from '../lib/createStore'
import { useStore } from '../lib/useStore'
import { SolanaButtonFace } from '../solana/SolanaButtonFace'
import { solanaChooserRequest } from '../solana/solanaChooserRequest'
import { type PayWith, PayWithTabs } from '../ui/PayWithTabs'
import { ConnectWalletButton } from './AccountButtons'
import type { ConnectIntent } from './connectIntent'
import { DemoHeader } from './DemoHeader'
import { type PageSearch, replaceSearchBeforeRouter } from './pageSearch'
import { initialNetwork, rememberNetwork } from './selectNetwork'

/** The chain's name on the Solana wallet button, the same in every language. */
const SOLANA = 'Solana'

/**
 * What the first paint hands to the app, as stores both read and write: the
 * amount typed (and which field had the focus), and a click on "Connect
 * Wallet" (so a click made while the app is taking over is not lost).
 */
export type DemoBoot = {
  draft: Store<AmountDraft>
  connectIntent: Store<ConnectIntent>
  /** The language the first paint speaks, which the app's catalogue continues. */
  locale: LocaleCode
}

/** The transfer page before its catalogue: the tabs, and the form's skeleton (amounts typeable) or a line. */
export function TransferSkeleton(props: { status: string; payWith: PayWith; onPayWith: (next: PayWith) => void }) {
  return (
    <div className="space-y-3">
      <PayWithTabs value={props.payWith} onChange={props.onPayWith} />
      {props.payWith === 'wallet' ? (
        <SwapPanelSkeleton mode="bridge" status={props.status} />
      ) : (
        <p role="status" className="text-slate-600">
          {props.status}
        </p>
      )}
    </div>
  )
}

/**
 * The demo page's first paint, from its first load alone (React, this and the
 * form's skeleton): the header and, on the transfer page, the form's shape
 * with the amounts already typeable; on a request's own page (`requestId`),
 * a line saying which transfer is coming. The app replaces it as soon as it
 * has loaded, with what was typed and chosen here.
 */
export function DemoFirstPaint(props: { boot: DemoBoot; search: PageSearch; requestId?: string }) {
  // The address bar's network first; storage only without one (the build prerenders this with one, and no window).
  const [networkId, setNetworkId] = useState(
    () => props.search.network ?? initialNetwork(undefined, window.localStorage),
  )
  const [payWith, setPayWith] = useState<PayWith>(props.search.pay ?? 'wallet')
  const { connectIntent } = props.boot
  const intent = useStore(connectIntent)
  const solanaWanted = useStore(solanaChooserRequest)
  const { requestId } = props
  const loadingFerry = t({ id: 'app.loading.ferry', message: 'Loading Ferry…' })
  return (
    <div className="min-h-screen bg-slate-100">
      <DemoHeader
        networkId={networkId}
        onNetwork={(id: NetworkId) => {
          rememberNetwork(id, window.localStorage)
          replaceSearchBeforeRouter({ network: id })
          setNetworkId(id)
        }}
        solana={
          <SolanaButtonFace
            text={SOLANA}
            name={t({ id: 'app.header.solanaWallet', message: 'Solana wallet' })}
            busy={solanaWanted}
            onClick={() => solanaChooserRequest.set(true)}
          />
        }
        account={
          <ConnectWalletButton
            waiting={intent.wanted}
            onClick={() => connectIntent.set({ wanted: true, seen: false })}
          />
        }
      />
      <main className="mx-auto max-w-md px-4 pb-10">
        {requestId ? (
          <p role="status" className="break-all rounded-2xl bg-white p-5 text-slate-600 shadow-sm">
            {t({ id: 'app.loading.transferId', message: `Loading transfer ${requestId}…` })}
          </p>
        ) : props.search.view === 'transfer' ? (
          <TransferSkeleton
            status={loadingFerry}
            payWith={payWith}
            onPayWith={(next) => {
              replaceSearchBeforeRouter({ pay: next === 'address' ? next : undefined })
              setPayWith(next)
            }}
          />
        ) : (
          <p role="status" className="rounded-2xl bg-white p-5 text-slate-600 shadow-sm">
            {loadingFerry}
          </p>
        )}
      </main>
    </div>
  )
}
