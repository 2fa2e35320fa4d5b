import { t } from '@lingui/core/macro'
import type { ReactNode } from 'react'
import { NETWORK_IDS, NETWORK_LABELS, type NetworkId } from '../config/networkIds'

/** The product's name, the same in every language. */
const NAME = 'Ferry'

/**
 * The demo site's header: the name, the pages (once the network is in), the network select, the Solana wallet button
 * and the wallet button.
 */
export function DemoHeader(props: {
  networkId: NetworkId
  onNetwork: (id: NetworkId) => void
  nav?: ReactNode
  account: ReactNode
  /** The Solana wallet button, in the first paint as after it, so that nothing moves when the app takes over. */
  solana: ReactNode
}) {
  // On phones the pages take a row of their own under the rest, reserved from the first paint (before the pages'
  // links arrive) so that nothing moves when they do; from `sm` up they sit beside the name.
  return (
    <header className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-4 sm:gap-x-4">
      <h1 className="text-lg font-bold tracking-tight text-teal-800 sm:text-xl">{NAME}</h1>
      <div className="order-last flex h-8 basis-full items-center sm:order-none sm:h-auto sm:basis-auto">
        {props.nav}
      </div>
      <div className="ms-auto flex items-center gap-1.5 sm:gap-3">
        <label className="flex items-center gap-2 text-sm text-slate-600">
          <span className="sr-only sm:not-sr-only">{t({ id: 'app.header.network', message: 'Network' })}</span>
          <select
            name="network"
            value={props.networkId}
            onChange={(e) => props.onNetwork(e.target.value as NetworkId)}
            className="max-w-32 rounded-lg border border-slate-300 bg-white px-1 py-1 sm:max-w-none sm:px-2"
          >
            {NETWORK_IDS.map((id) => (
              <option key={id} value={id}>
                {NETWORK_LABELS[id]}
              </option>
            ))}
          </select>
        </label>
        {props.solana}
        {props.account}
      </div>
    </header>
  )
}
