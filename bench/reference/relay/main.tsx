/**
 * The service's own swap widget (@relayprotocol/relay-kit-ui's SwapWidget), set up as its documentation shows:
 * QueryClientProvider, the chains from the service's `GET /chains` (useRelayChains), a wagmi config over those
 * chains, RelayKitProvider with `baseApiUrl`, and the widget with the route and amount preset. Everything comes from
 * the link: `?api=<service URL>&fromChain=&fromToken=<address>&toChain=&toToken=<address>&amount=`. No wallet.
 * Built by the bench (bench/lib/relayReference.ts) in .cache/bench/relay-ui, never in Ferry's own build.
 */
import '@relayprotocol/relay-kit-ui/styles.css'
import { useRelayChains } from '@relayprotocol/relay-kit-hooks'
import { RelayKitProvider, SwapWidget, type Token } from '@relayprotocol/relay-kit-ui'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { createRoot } from 'react-dom/client'
import type { Chain } from 'viem'
import { createConfig, http, WagmiProvider } from 'wagmi'

const link = new URLSearchParams(location.search)
const baseApiUrl = link.get('api') ?? ''
const amount = link.get('amount') ?? undefined
const queryClient = new QueryClient()

type ApiChain = {
  id?: number
  iconUrl?: string | null
  currency?: { address?: string; name?: string; symbol?: string; decimals?: number } | null
  erc20Currencies?: { address?: string; name?: string; symbol?: string; decimals?: number }[] | null
}

/** The link's token on a chain of the service's list, as the widget takes it. */
function tokenOf(chains: ApiChain[] | undefined, side: 'from' | 'to'): Token | undefined {
  const chainId = Number(link.get(`${side}Chain`))
  const address = (link.get(`${side}Token`) ?? '').toLowerCase()
  const chain = chains?.find((c) => c.id === chainId)
  const currency = [chain?.currency, ...(chain?.erc20Currencies ?? [])].find(
    (c) => c?.address?.toLowerCase() === address,
  )
  if (!chain || !currency?.address || currency.decimals === undefined) return undefined
  return {
    chainId,
    address: currency.address,
    name: currency.name ?? '',
    symbol: currency.symbol ?? '',
    decimals: currency.decimals,
    logoURI: chain.iconUrl ?? '',
  }
}

function Widget() {
  const relayChains = useRelayChains(baseApiUrl)
  const apiChains = relayChains.data?.chains as ApiChain[] | undefined
  const viemChains = relayChains.viemChains as Chain[] | undefined
  const wagmiConfig = useMemo(
    () =>
      viemChains?.length
        ? createConfig({
            chains: viemChains as [Chain, ...Chain[]],
            transports: Object.fromEntries(viemChains.map((c) => [c.id, http()])),
          })
        : undefined,
    [viemChains],
  )
  const [fromToken, setFromToken] = useState<Token | undefined>()
  const [toToken, setToToken] = useState<Token | undefined>()
  if (!wagmiConfig || !apiChains) return null
  return (
    <WagmiProvider config={wagmiConfig}>
      <RelayKitProvider options={{ appName: 'Bench reference', baseApiUrl, chains: relayChains.chains }}>
        <SwapWidget
          fromToken={fromToken ?? tokenOf(apiChains, 'from')}
          setFromToken={setFromToken}
          toToken={toToken ?? tokenOf(apiChains, 'to')}
          setToToken={setToToken}
          defaultAmount={amount}
          supportedWalletVMs={['evm']}
          onConnectWallet={() => undefined}
        />
      </RelayKitProvider>
    </WagmiProvider>
  )
}

createRoot(document.getElementById('root')!).render(
  <QueryClientProvider client={queryClient}>
    <main style={{ maxWidth: 440, margin: '40px auto' }}>
      <Widget />
    </main>
  </QueryClientProvider>,
)
