import { t } from '@lingui/core/macro'
import { Component, type ReactNode, Suspense } from 'react'

/**
 * Keeps a failure in the wallet side (wagmi, RainbowKit, a wallet's own code) to the wallet's corner of the page:
 * the form, prices and pages go on without it, and the corner says the wallets did not load, with a reload. While
 * the lazy wallet side loads, `fallback` stands in its place.
 */
export class WalletBoundary extends Component<
  { children: ReactNode; fallback: ReactNode; onFailed?: () => void },
  { failed: boolean }
> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.error('The wallet side failed; the form goes on without it.', error)
    this.props.onFailed?.()
  }

  override render() {
    if (!this.state.failed) return <Suspense fallback={this.props.fallback}>{this.props.children}</Suspense>
    const sentence = t({ id: 'app.wallet.failed', message: 'Wallets did not load. Reload' })
    // On a phone the header's row has room for a button, not a sentence: the reload sign, named by the sentence.
    return (
      <button
        type="button"
        data-testid="wallet-failed"
        title={sentence}
        className="whitespace-nowrap rounded-xl border border-amber-300 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900"
        onClick={() => window.location.reload()}
      >
        <span aria-hidden className="sm:hidden">
          ↻
        </span>
        <span className="sr-only sm:not-sr-only">{sentence}</span>
      </button>
    )
  }
}
