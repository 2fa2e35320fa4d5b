import { useState, useSyncExternalStore } from 'react'
import type { NetworkId } from '../config/networkIds'
import { type AmountDraft, SwapPanelSkeleton } from '../features/swap/SwapPanelSkeleton'
import type { Flag } from '../lib/createFlag'
import { type PayWith, PayWithTabs } from '../ui/PayWithTabs'
import { ConnectWalletButton } from './AccountButtons'
import { DemoHeader } from './DemoHeader'
import { chooseNetworkHere } from './selectNetwork'

/**
 * What the first paint takes in before the app arrives: the amount typed, and a click on "Connect Wallet" (a flag
 * the app listens to, so a click made while the app is taking over is not lost).
 */
export type DemoBoot = { draft: AmountDraft; connectQueued: Flag }

export const payWithOf = (search: string): PayWith =>
  new URLSearchParams(search).get('pay') === 'address' ? 'address' : 'wallet'

/** `?pay=` in the address bar, where the transfer page reads it when it opens. */
export function setPayWithHere(next: PayWith) {
  const url = new URL(window.location.href)
  if (next === 'address') url.searchParams.set('pay', 'address')
  else url.searchParams.delete('pay')
  window.history.replaceState(null, '', url)
}

/** The transfer page before its catalogue: the tabs, and the form's skeleton (amounts typeable) or a line. */
export function TransferSkeleton(props: { draft: AmountDraft; status: string }) {
  const [payWith, choose] = useState(() => payWithOf(window.location.search))
  return (
    <div className="space-y-3">
      <PayWithTabs
        value={payWith}
        onChange={(next) => {
          setPayWithHere(next)
          choose(next)
        }}
      />
      {payWith === 'wallet' ? (
        <SwapPanelSkeleton draft={props.draft} mode="bridge" status={props.status} />
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
 * with the amounts already typeable. The app replaces it as soon as it has
 * loaded, with what was typed and chosen here.
 */
export function DemoFirstPaint(props: { boot: DemoBoot; networkId: NetworkId; transfer: boolean }) {
  const [networkId, setNetworkId] = useState(props.networkId)
  const { connectQueued } = props.boot
  const queued = useSyncExternalStore(connectQueued.subscribe, connectQueued.get)
  return (
    <div className="min-h-screen bg-slate-100">
      <DemoHeader
        networkId={networkId}
        onNetwork={(id) => {
          chooseNetworkHere(id)
          setNetworkId(id)
        }}
        account={<ConnectWalletButton waiting={queued} onClick={() => connectQueued.set(true)} />}
      />
      <main className="mx-auto max-w-md px-4 pb-10">
        {props.transfer ? (
          <TransferSkeleton draft={props.boot.draft} status="Loading Ferry…" />
        ) : (
          <p role="status" className="rounded-2xl bg-white p-5 text-slate-600 shadow-sm">
            Loading Ferry…
          </p>
        )}
      </main>
    </div>
  )
}
