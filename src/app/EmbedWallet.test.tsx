import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import type { Config } from 'wagmi'
import type { NetworkResources } from '../config/loadNetwork'
import type { GuestChannel } from '../features/embed/createGuestChannel'
import type { HostWallet } from '../features/embed/useEmbedHost'

// The config each render hands to wagmi, recorded instead of rendering wagmi's provider.
const rendered = vi.hoisted(() => [] as unknown[])
vi.mock('./WagmiOnce', () => ({
  WagmiOnce: (props: { config: unknown }) => {
    rendered.push(props.config)
    return null
  },
}))
// The frame's window as wagmi's connectors see it: no wallet injected, no EIP-6963 announcement.
vi.stubGlobal('window', { addEventListener() {}, removeEventListener() {}, dispatchEvent: () => true })
const { default: EmbedWallet } = await import('./EmbedWallet')

const network = {
  profile: { id: 'local', isDevnet: true, serviceUrl: 'http://127.0.0.1:1' },
  chains: [
    {
      id: 31337,
      name: 'Origin',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:2'] } },
      vmType: 'evm',
    },
  ],
  listedChains: [],
  tokens: [],
  manifest: undefined,
} as unknown as NetworkResources
const hostWallet = { provider: { request: async () => null, on() {}, removeListener() {} }, info: { name: 'Host' } }
const render = (host: HostWallet | undefined) =>
  renderToStaticMarkup(
    <EmbedWallet
      network={network}
      channel={{} as GuestChannel}
      modalRequest={0}
      accent={undefined}
      onWallet={() => undefined}
      hostWallet={host}
    />,
  )

describe('EmbedWallet', () => {
  it('keeps one wagmi config per network and wallet on offer, across renders that keep no state', () => {
    // Each server render starts afresh, as a first render React throws away (a part suspended) and redoes does.
    render(undefined)
    render(undefined)
    render(hostWallet as unknown as HostWallet)
    render(hostWallet as unknown as HostWallet)
    const [own, ownAgain, host, hostAgain] = rendered as Config[]
    expect(own).toBeDefined()
    expect(ownAgain).toBe(own)
    expect(hostAgain).toBe(host)
    expect(host).not.toBe(own)
    // The host's wallet is the config's, not the frame's own wallets.
    expect(host!.connectors.map((c) => c.id)).toContain('ferryHostWallet')
    expect(own!.connectors.map((c) => c.id)).not.toContain('ferryHostWallet')
  })
})
