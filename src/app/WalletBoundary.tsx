import { t } from '@lingui/core/macro'
import { Component, type ReactNode } from 'react'

/**
 * Keeps a failure in the wallet side (wagmi, RainbowKit, a wallet's own code) to the wallet's corner of the page:
 * the form, prices and pages go on without it, and the corner says the wallets did not load, with a reload.
 */
export class WalletBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('The wallet side failed; the form goes on without it.', error)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <button
        type="button"
        data-testid="wallet-failed"
        className="rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        onClick={() => window.location.reload()}
      >
        {t({ id: 'app.wallet.failed', message: 'Wallets did not load. Reload' })}
      </button>
    )
  }
}
