import { FerryWidget } from 'ferry-widget/react'
import { wagmiWallet } from 'ferry-widget/wagmi'
import { useState } from 'react'
import { useAccount, useConnect, useDisconnect } from 'wagmi'
import { FERRY_CONFIG, FERRY_SRC, wagmiConfig } from './ferry.js'

// The app's wagmi connection as the widget's wallet: the widget signs through whatever the app connected.
const wallet = wagmiWallet(wagmiConfig)

export function App() {
  const { address } = useAccount()
  const { connect, connectors } = useConnect()
  const { disconnect } = useDisconnect()
  const [transfers, setTransfers] = useState([])
  return (
    <main style={{ maxWidth: 480, margin: '0 auto', fontFamily: 'system-ui' }}>
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
    </main>
  )
}
