/**
 * The demo page's header wallet buttons, drawn by Ferry (no wagmi or RainbowKit
 * here, so the header shows them in the first paint): "Connect Wallet" before the
 * wallet side has loaded and while nobody is connected, then the chain and the
 * account, as RainbowKit's ConnectButton showed them (chain icon, avatar, and
 * the address on wider screens). The wallet side gives the actions.
 */
import { t } from '@lingui/core/macro'

// Only utilities the widget already uses (Tailwind's CSS is shared with the embed, which should not grow for this);
// the rest inline. 40 px high, as RainbowKit's buttons were.
const BUTTON = 'shrink-0 rounded-xl font-bold shadow-sm'
const TEXT = 'py-2 text-base'
// On phones "Connect Wallet" is a size smaller and says "Connect", so the name, the network, the Solana button and it
// share one row (still 40 px high).
const CONNECT_TEXT = 'px-2.5 py-2.5 text-sm sm:px-4 sm:py-2 sm:text-base'
const ONE_LINE = { whiteSpace: 'nowrap' } as const

export function ConnectWalletButton(props: { onClick: () => void; waiting?: boolean }) {
  return (
    <button
      type="button"
      onClick={props.onClick}
      // A mouse press counts when it starts: the page may swap this button for the app's own between press and
      // release (the first paint for the app, the app's loading header for its loaded one), and a click needs both
      // on one element, so a press across the swap was no click at all. Keyboards and taps still go by click.
      onPointerDown={(e) => {
        if (e.pointerType === 'mouse' && e.isPrimary && e.button === 0) props.onClick()
      }}
      aria-busy={props.waiting || undefined}
      // Pressed in the prerendered first paint, before any script could hear it: src/prerender keeps the press.
      data-press="connect"
      className={`${BUTTON} ${CONNECT_TEXT} block bg-teal-700 text-white`}
      style={ONE_LINE}
    >
      {/* "Connect" on phones, where the Solana button shares the row; its name is "Connect Wallet" everywhere. Two
          whole messages rather than a word added to another: a language may put the words in another order. */}
      <span aria-hidden className="sm:hidden">
        {t({ id: 'app.wallet.connectShort', message: 'Connect' })}
      </span>
      <span className="sr-only sm:not-sr-only">{t({ id: 'app.wallet.connect', message: 'Connect Wallet' })}</span>
    </button>
  )
}

export type ShownChain = { name?: string; iconUrl?: string; iconBackground?: string; unsupported?: boolean }
export type ShownAccount = { address: string; displayName: string; ensAvatar?: string }

export function AccountButtons(props: {
  chain: ShownChain | undefined
  /** More than one chain to switch between (RainbowKit hides the chain button otherwise). */
  manyChains: boolean
  account: ShownAccount
  onChain: () => void
  onAccount: () => void
}) {
  const { chain, account } = props
  return (
    <div className="flex items-center gap-2">
      {chain && (props.manyChains || chain.unsupported) && (
        <button
          type="button"
          aria-label={t({ id: 'app.wallet.chainSelector', message: 'Chain Selector' })}
          onClick={props.onChain}
          className={`${BUTTON} ${TEXT} flex items-center gap-2 px-2 sm:px-3 ${chain.unsupported ? 'text-white' : 'bg-white text-slate-900'}`}
          style={{ ...ONE_LINE, ...(chain.unsupported && { background: '#dc2626' }) }}
        >
          {chain.unsupported ? (
            <span>{t({ id: 'app.wallet.wrongNetwork', message: 'Wrong network' })}</span>
          ) : chain.iconUrl ? (
            <img
              src={chain.iconUrl}
              alt={chain.name ?? t({ id: 'app.wallet.chainIcon', message: 'Chain icon' })}
              className="rounded-full"
              style={{ width: 24, height: 24, background: chain.iconBackground }}
            />
          ) : (
            <span>{chain.name}</span>
          )}
          <Chevron />
        </button>
      )}
      {!chain?.unsupported && (
        <button
          type="button"
          aria-label={account.displayName}
          title={account.address}
          onClick={props.onAccount}
          className={`${BUTTON} ${TEXT} flex items-center gap-2 bg-white px-2 text-slate-900 sm:px-3`}
          style={ONE_LINE}
        >
          <Avatar address={account.address} imageUrl={account.ensAvatar} />
          <span dir="ltr" className="sr-only sm:not-sr-only">
            {account.displayName}
          </span>
          <Chevron />
        </button>
      )}
    </div>
  )
}

/** The ENS avatar when there is one, else colours drawn from the address. */
function Avatar(props: { address: string; imageUrl: string | undefined }) {
  const hue = Number.parseInt(props.address.slice(2, 8), 16) % 360
  return props.imageUrl ? (
    <img src={props.imageUrl} alt="" className="rounded-full" style={{ width: 24, height: 24 }} />
  ) : (
    <span
      aria-hidden
      className="block rounded-full"
      style={{
        width: 24,
        height: 24,
        background: `linear-gradient(135deg, hsl(${hue} 70% 55%), hsl(${(hue + 60) % 360} 70% 40%))`,
      }}
    />
  )
}

function Chevron() {
  return (
    // Left out on phones, so that a connected wallet's buttons keep the header on the row it had before.
    <svg aria-hidden viewBox="0 0 14 8" width="14" height="8" className="hidden text-slate-400 sm:block" fill="none">
      <path d="M1 1l6 6 6-6" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
