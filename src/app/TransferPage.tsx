import { t } from '@lingui/core/macro'
import { lazy, Suspense, useState } from 'react'
import type { NetworkResources } from '../config/loadNetwork'
import { SwapPanel } from '../features/swap/SwapPanel'
import type { AppFeeSetting } from '../transfer/fees/appFeePolicy'
import { type PayWith, PayWithTabs } from '../ui/PayWithTabs'
import { linkRoute } from './linkRoute'
import { parseSearch } from './pageSearch'

const DepositAddressPanel = lazy(() =>
  import('../features/depositAddress/DepositAddressPanel').then((m) => ({ default: m.DepositAddressPanel })),
)

/** The transfer page: from the connected wallet, or from an exchange or any wallet through a deposit address. */
export function TransferPage(props: {
  network: NetworkResources
  onConnect: () => void
  payWith: PayWith
  onPayWith: (next: PayWith) => void
  /** The site's fees, which both forms quote with. */
  appFees: AppFeeSetting
}) {
  const { appFees } = props
  // The link's route and amount, as the page opened (the form owns them from there).
  const [initial] = useState(() => linkRoute(parseSearch(window.location.search), props.network))
  return (
    <div className="space-y-3">
      <PayWithTabs value={props.payWith} onChange={props.onPayWith} />
      {props.payWith === 'address' ? (
        <Suspense
          fallback={
            <p role="status" className="text-slate-600">
              {t({ id: 'ui.common.loading', message: 'Loading…' })}
            </p>
          }
        >
          <DepositAddressPanel network={props.network} appFees={appFees} />
        </Suspense>
      ) : (
        <SwapPanel network={props.network} onConnect={props.onConnect} options={{ appFees, initial }} />
      )}
    </div>
  )
}
