'use client'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { FerryWidget } from 'ferry-widget/react'
import { wagmiWallet } from 'ferry-widget/wagmi'
import { useState } from 'react'
import { useAccount, useConnect, useDisconnect, WagmiProvider } from 'wagmi'
import { FERRY_CONFIG, FERRY_SRC, wagmiConfig } from './ferry.js'

// The app's wagmi connection as the widget's wallet. Safe on the server: it does nothing until the widget asks.
const wallet = wagmiWallet(wagmiConfig)

export function App() {
  const [queryClient] = useState(() => new QueryClient())
  return (
    <WagmiProvider config={wagmiConfig}>
      <QueryClientProvider client={queryClient}>
        <Header />
        <Ferry />
      </QueryClientProvider>
    </WagmiProvider>
  )
}

function Header() {
  const { address } = useAccount()
  const { connect, connectors } = useConnect()
  const { disconnect } = useDisconnect()
  return (
    <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
      <h1>My app</h1>
      {address ? (
        <button type="button" onClick={() => disconnect()}>
          {address.slice(0, 6)}…{address.slice(-4)}
        </button>
      ) : (
        <button type="button" onClick={() => connect({ connector: connectors[0] })}>
          Connect wallet
        </button>
      )}
    </header>
  )
}

function Ferry() {
  const [transfers, setTransfers] = useState([])
  return (
    <>
      <FerryWidget
        src={FERRY_SRC}
        config={FERRY_CONFIG}
        wallet={wallet}
        walletInfo={{ name: 'Wallet of my app' }}
        onCompleted={({ requestId }) => setTransfers((list) => [...list, requestId])}
      />
      <ul id="transfers">
        {transfers.map((id) => (
          <li key={id}>Transfer {id} completed</li>
        ))}
      </ul>
    </>
  )
}
