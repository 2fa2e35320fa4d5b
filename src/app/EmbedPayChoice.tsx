import { lazy, type ReactNode, useState } from 'react'
import type { NetworkResources } from '../config/loadNetwork'
import type { AppFeeSetting } from '../transfer/fees/appFeePolicy'
import type { SwapSourceChoice } from '../transfer/quote/swapSourceBody'
import { Later } from '../ui/Later'
import { type PayWith, PayWithTabs } from '../ui/PayWithTabs'

const DepositAddressPanel = lazy(() =>
  import('../features/depositAddress/DepositAddressPanel').then((m) => ({ default: m.DepositAddressPanel })),
)

/**
 * The embed's `payWith: 'both' | 'address'`: the deposit-address form, alone
 * or beside the wallet form (`walletForm`). Loaded only by embeds that ask for it.
 */
export default function EmbedPayChoice(props: {
  payWith: 'both' | 'address'
  network: NetworkResources
  walletForm: ReactNode
  /** What the wallet form's quotes carry and this form's do too: the site's fees, the embed's swap sources. */
  options: { appFees?: AppFeeSetting; swapSources?: SwapSourceChoice }
}) {
  const [chosen, setChosen] = useState<PayWith>('wallet')
  const addressPanel = (
    <Later>
      <DepositAddressPanel
        network={props.network}
        appFees={props.options.appFees}
        swapSources={props.options.swapSources}
      />
    </Later>
  )
  if (props.payWith === 'address') return addressPanel
  return (
    <div className="space-y-2">
      <PayWithTabs value={chosen} onChange={setChosen} />
      {chosen === 'address' ? addressPanel : props.walletForm}
    </div>
  )
}
