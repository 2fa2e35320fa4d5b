/** What a wallet connector says about itself: wagmi's `Connector` has both. */
type ConnectorLike = { id: string; type: string }

/** The id of the catch-all connector for `window.ethereum` (RainbowKit's "Browser Wallet", the embed's "Browser wallet"). */
export const INJECTED_CONNECTOR_ID = 'injected'

/** A wallet injected the legacy way (`window.ethereum`); EIP-6963 wallets announce themselves instead. */
export function hasInjectedProvider(win: { ethereum?: unknown } | undefined = globalThis as { ethereum?: unknown }) {
  return Boolean(win?.ethereum)
}

/**
 * The connectors a person can actually connect with: every named wallet (the
 * Devnet wallet, the host page's, each one an extension announced through
 * EIP-6963), and the catch-all injected one only when a wallet was injected.
 * None: the chooser would be empty, and Ferry says what to do instead.
 */
export function walletsFound<C extends ConnectorLike>(connectors: readonly C[], injected: boolean): C[] {
  return connectors.filter((c) => c.id !== INJECTED_CONNECTOR_ID || injected)
}
