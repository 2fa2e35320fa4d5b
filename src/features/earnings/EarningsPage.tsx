import { t } from '@lingui/core/macro'
import type { NetworkResources } from '../../config/loadNetwork'
import { useWallet } from '../../transfer/wallet/walletContext'
import { Button } from '../../ui/Button'
import { Card } from '../../ui/Card'
import { BalancesCard } from './BalancesCard'
import { ClaimHistory } from './ClaimHistory'

/**
 * The integrator's earnings: the app fees the connected wallet has been paid
 * (the `appFees` recipient of quotes), claimed to itself or another address,
 * and the claims so far. The same on every network: it asks the network's
 * service (through the site server's proxy when there is one).
 */
export function EarningsPage(props: { network: NetworkResources; onConnect: () => void }) {
  const wallet = useWallet()
  const baseUrl = props.network.profile.apiUrl
  const networkName = props.network.profile.label
  if (!wallet.address)
    return (
      <Card title={t({ id: 'earnings.title', message: 'Earnings' })} testId="earnings-connect">
        <p className="text-sm text-slate-700">
          {t({
            id: 'earnings.connect.intro',
            message: `App fees your site charges are paid to its fee wallet, where they add up until claimed. Connect the fee wallet to see its balances on ${networkName} and claim them.`,
          })}
        </p>
        <Button variant="primary" onClick={props.onConnect}>
          {t({ id: 'earnings.connect.button', message: 'Connect the fee wallet' })}
        </Button>
      </Card>
    )
  return (
    <div className="space-y-4">
      <BalancesCard baseUrl={baseUrl} wallet={wallet} address={wallet.address} chains={props.network.chains} />
      <ClaimHistory baseUrl={baseUrl} address={wallet.address} chains={props.network.chains} />
    </div>
  )
}
