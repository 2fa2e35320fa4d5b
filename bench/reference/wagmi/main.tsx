/**
 * Reference page for the load benchmark: React + wagmi + viem + react-query,
 * a connect button (injected wallet) and an amount field: what any wallet
 * widget on Ferry's stack must load at least.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'
import { mainnet } from 'viem/chains'
import { createConfig, http, useAccount, useConnect, useDisconnect, WagmiProvider } from 'wagmi'
import { injected } from 'wagmi/connectors'

const config = createConfig({ chains: [mainnet], connectors: [injected()], transports: { [mainnet.id]: http() } })
const queryClient = new QueryClient()

function ConnectButton() {
  const { address } = useAccount()
  const { connect, connectors } = useConnect()
  const { disconnect } = useDisconnect()
  if (address)
    return (
      <button type="button" onClick={() => disconnect()}>
        {address.slice(0, 6)}…{address.slice(-4)}
      </button>
    )
  return (
    <button type="button" onClick={() => connect({ connector: connectors[0]! })}>
      Connect wallet
    </button>
  )
}

function AmountForm() {
  const [amount, setAmount] = useState('')
  return (
    <form>
      <ConnectButton />
      <label htmlFor="amount">You pay</label>
      <input id="amount" inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />
    </form>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <WagmiProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <AmountForm />
      </QueryClientProvider>
    </WagmiProvider>
  </StrictMode>,
)
