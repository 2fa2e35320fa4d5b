import { t } from '@lingui/core/macro'
import { PickerDialog } from '../ui/PickerDialog'

/**
 * What the wallet chooser says when it would be empty: no wallet in this
 * browser (none injected, none announced), and what to do about it.
 */
export function NoWalletDialog(props: { open: boolean; onClose: () => void }) {
  return (
    <PickerDialog
      open={props.open}
      title={t({ id: 'app.wallet.none.title', message: 'No wallet found' })}
      onClose={props.onClose}
    >
      <div className="space-y-2 text-sm text-slate-700" data-testid="no-wallet">
        <p>
          {t({
            id: 'app.wallet.none.body',
            message: 'This browser has no wallet extension, so there is nothing to connect yet.',
          })}
        </p>
        <ul className="list-disc space-y-1 ps-5">
          <li>
            {t({
              id: 'app.wallet.none.install',
              message: 'Install a wallet extension such as MetaMask, Rabby or Coinbase Wallet, then reload this page.',
            })}
          </li>
          <li>
            {t({
              id: 'app.wallet.none.app',
              message: 'Or open this page in the browser inside your wallet app.',
            })}
          </li>
        </ul>
      </div>
    </PickerDialog>
  )
}
