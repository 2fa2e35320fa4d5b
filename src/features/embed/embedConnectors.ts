import { t } from '@lingui/core/macro'
import type { EIP1193Provider } from 'viem'
import { type CreateConnectorFn, injected } from 'wagmi'
import type { HostWalletInfo } from '../../embed-host/protocol'

/** Connector id of the wallet the host page hands over. */
export const HOST_WALLET_CONNECTOR_ID = 'ferryHostWallet'

const icon = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`
const HOST_ICON = icon(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#0f766e"/><path d="M8 12h16v10H8z" fill="none" stroke="#fff" stroke-width="2"/><circle cx="20" cy="17" r="1.5" fill="#fff"/></svg>',
)
const BROWSER_ICON = icon(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#334155"/><circle cx="16" cy="16" r="8" fill="none" stroke="#fff" stroke-width="2"/></svg>',
)

/**
 * The embed's wallets, without RainbowKit: the host page's wallet (bridged
 * over postMessage) when it hands one over, and a wallet injected into the
 * frame itself. Both carry an icon, so RainbowKit's modal lists them when a
 * person opens it; EIP-6963 wallets are discovered by wagmi.
 */
export function embedConnectors(hostWallet?: { provider: unknown; info: HostWalletInfo }): CreateConnectorFn[] {
  const connectors: CreateConnectorFn[] = []
  if (hostWallet) {
    connectors.push(
      injected({
        target: {
          id: HOST_WALLET_CONNECTOR_ID,
          name: hostWallet.info.name || t({ id: 'embed.wallet.hostPage', message: 'Wallet of this page' }),
          icon: hostWallet.info.icon?.startsWith('data:image') ? hostWallet.info.icon : HOST_ICON,
          provider: hostWallet.provider as EIP1193Provider,
        },
        shimDisconnect: true,
      }),
    )
  }
  connectors.push(
    injected({
      target: () => {
        const provider = (window as { ethereum?: EIP1193Provider }).ethereum
        if (!provider) return undefined
        return {
          id: 'injected',
          name: t({ id: 'embed.wallet.browser', message: 'Browser wallet' }),
          icon: BROWSER_ICON,
          provider,
        }
      },
    }),
  )
  return connectors
}
